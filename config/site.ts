import { currentLocale, settings, type Locale } from './settings';

/** Title and tagline per locale (the config is evaluated once per locale build). */
const identity: Record<Locale, { title: string; tagline: string; description: string }> = {
  'zh-Hans': {
    title: 'SagooIOT 沙果物联网平台',
    tagline: '企业级开源物联网平台，追求高性能、低成本、易使用',
    description:
      'SagooIOT 文档：产品与设备、物模型、MQTT/HTTP/CoAP/TCP/Modbus 设备接入、规则引擎、告警与场景联动、组态、数据大屏、视频监控与开放接口。',
  },
  en: {
    title: 'SagooIOT',
    tagline:
      'The enterprise-grade open-source IoT platform, built for high performance, low cost and ease of use',
    description:
      'SagooIOT documentation: products and devices, thing models, MQTT/HTTP/CoAP/TCP/Modbus device access, the rule engine, alarms and scene linkage, HMI diagrams, dashboards, video monitoring and open APIs.',
  },
};

export const site = identity[currentLocale];

/** Settings the browser needs, exposed as `siteConfig.customFields`. */
export const customFields = { feedbackUrl: settings.feedbackUrl } satisfies Record<string, unknown>;
export type CustomFields = typeof customFields;
