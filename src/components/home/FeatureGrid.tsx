import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { characteristics, coreComponents } from '@site/src/data/features';
import { pick } from '@site/src/data/types';
import styles from './home.module.css';

export default function FeatureGrid(): ReactNode {
  const { currentLocale } = useDocusaurusContext().i18n;
  return (
    <>
      <section className={styles.section} aria-labelledby="core-components">
        <div className="container">
          <Heading as="h2" id="core-components" className={styles.sectionTitle}>
            <Translate id="home.core.heading">核心组件</Translate>
          </Heading>
          <div className={styles.cardGrid}>
            {coreComponents.map((feature) => (
              <Link key={feature.id} to={feature.to} className={styles.card}>
                <Heading as="h3">{pick(feature.title, currentLocale)}</Heading>
                <p>{pick(feature.description, currentLocale)}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
      <section className={styles.sectionAlt} aria-labelledby="characteristics">
        <div className="container">
          <Heading as="h2" id="characteristics" className={styles.sectionTitle}>
            <Translate id="home.trait.heading">平台特性</Translate>
          </Heading>
          <ul className={styles.traitList}>
            {characteristics.map((trait) => (
              <li key={trait.id}>
                <Link to={trait.to}>
                  <strong>{pick(trait.title, currentLocale)}</strong>
                </Link>
                <span>{pick(trait.description, currentLocale)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
