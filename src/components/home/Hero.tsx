import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './home.module.css';

export default function Hero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.heroTitle}>
          {siteConfig.title}
        </Heading>
        <p className={styles.heroTagline}>{siteConfig.tagline}</p>
        <div className={styles.heroActions}>
          <Link className="button button--primary button--lg" to="/docs/base/introduce">
            <Translate id="home.hero.getStarted">快速上手</Translate>
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/install/quick">
            <Translate id="home.hero.install">安装部署</Translate>
          </Link>
          <Link
            className="button button--secondary button--lg"
            href="https://github.com/sagoo-cloud/sagooiot">
            <Translate id="home.hero.source">源码</Translate>
          </Link>
          <Link className="button button--secondary button--lg" href="https://zhgy.sagoo.cn">
            <Translate id="home.hero.demo">在线演示</Translate>
          </Link>
        </div>
      </div>
    </header>
  );
}
