import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './home.module.css';

/** Where each kind of reader goes next. */
export default function NextSteps(): ReactNode {
  return (
    <section className={styles.sectionAlt} aria-labelledby="next-steps">
      <div className="container">
        <Heading as="h2" id="next-steps" className={styles.sectionTitle}>
          <Translate id="home.next.heading">从这里开始</Translate>
        </Heading>
        <div className={styles.cardGrid}>
          <Link to="/docs/install/quick" className={styles.card}>
            <Heading as="h3">
              <Translate id="home.next.run.title">运行平台</Translate>
            </Heading>
            <p>
              <Translate id="home.next.run.description">
                用 Docker Compose 快速启动，或按步骤安装依赖服务、部署后端与前端。
              </Translate>
            </p>
          </Link>
          <Link to="/docs/access" className={styles.card}>
            <Heading as="h3">
              <Translate id="home.next.connect.title">接入第一台设备</Translate>
            </Heading>
            <p>
              <Translate id="home.next.connect.description">
                创建产品、定义物模型、添加设备，再用 MQTT、HTTP 或 TCP 上报第一条数据。
              </Translate>
            </p>
          </Link>
          <Link to="/develop/base" className={styles.card}>
            <Heading as="h3">
              <Translate id="home.next.develop.title">参与开发</Translate>
            </Heading>
            <p>
              <Translate id="home.next.develop.description">
                编译源码、开发协议插件、调用 OpenAPI，或为平台和文档贡献代码。
              </Translate>
            </p>
          </Link>
        </div>
      </div>
    </section>
  );
}
