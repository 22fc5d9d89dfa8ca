import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { editions } from '@site/src/data/editions';
import { pick } from '@site/src/data/types';
import styles from './home.module.css';

export default function EditionCards(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  return (
    <section className={styles.section} aria-labelledby="editions">
      <div className="container">
        <Heading as="h2" id="editions" className={styles.sectionTitle}>
          <Translate id="home.edition.heading">三个版本，一套文档</Translate>
        </Heading>
        <p className={styles.sectionLead}>
          <Translate id="home.edition.lead">
            导航栏左侧的版本菜单可随时在专业版、社区版和企业版文档之间切换。
          </Translate>
        </p>
        <div className={styles.cardGrid}>
          {editions.map((edition) => (
            <article key={edition.id} className={styles.editionCard}>
              <Heading as="h3">{pick(edition.name, currentLocale)}</Heading>
              <p>{pick(edition.summary, currentLocale)}</p>
              <ul>
                {edition.highlights.map((highlight) => (
                  <li key={highlight.en}>{pick(highlight, currentLocale)}</li>
                ))}
              </ul>
              <Link className="button button--outline button--primary" to={edition.to}>
                <Translate
                  id="home.edition.open"
                  values={{ name: pick(edition.name, currentLocale) }}>
                  {'查看{name}文档'}
                </Translate>
              </Link>
            </article>
          ))}
        </div>
        <p className={styles.sectionLead}>
          <Link to="/docs/base/version">
            <Translate id="home.edition.compare">完整的版本功能对照与授权说明</Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
