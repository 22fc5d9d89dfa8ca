import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from '../styles.module.css';

export default function ShowcaseHeader({ title }: { title: string }): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1">{title}</Heading>
        <p className={styles.lead}>
          <Translate id="showcase.header.lead">
            SagooIOT 的开源项目、插件、网关与落地案例，可按标签筛选或按名称搜索。
          </Translate>
        </p>
        <Link className="button button--primary" to="/join/intro">
          <Translate id="showcase.header.contribute">参与贡献 / 提交你的项目</Translate>
        </Link>
      </div>
    </header>
  );
}
