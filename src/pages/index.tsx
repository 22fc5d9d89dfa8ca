import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import Hero from '@site/src/components/home/Hero';
import FeatureGrid from '@site/src/components/home/FeatureGrid';
import EditionCards from '@site/src/components/home/EditionCards';
import NextSteps from '@site/src/components/home/NextSteps';

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'SagooIOT 是企业级开源物联网平台：物模型设备管理、可视化规则引擎、组态、视频监控、数据中心与数据大屏，支持 MQTT、HTTP、CoAP、TCP、Modbus 等协议接入。',
      })}>
      <Hero />
      <main>
        <FeatureGrid />
        <EditionCards />
        <NextSteps />
      </main>
    </Layout>
  );
}
