/**
 * URLs of the earlier site that used Chinese labels as slugs, and the ASCII
 * URL that replaces each. The redirects plugin keeps every old URL alive (in
 * both locales), and `_category_.json` files use the new slugs.
 */
export const categorySlugs = {
  // user manual (/docs)
  系统指南: 'system-guide',
  基本概念: 'basic-concepts',
  物模型: 'thing-model',
  安装部署: 'installation',
  系统配置: 'server-configuration', // docs/docs/install/config (earlier /category/系统配置)
  '系统配置-1': 'system-settings', // docs/docs/config (earlier /category/系统配置-1)
  系统管理: 'system-management',
  系统监控: 'system-monitoring',
  工单管理: 'work-orders',
  常见问题: 'faq',
  其它说明: 'appendix',
  物联管理: 'iot-management',
  设备管理: 'device-management',
  设备影子: 'device-shadow',
  设备运维: 'device-operations',
  网络组件: 'network-components',
  证书管理: 'certificate-management',
  场景联动: 'scene-linkage',
  通知服务: 'notification-service',
  告警中心: 'alarm-center',
  组态管理: 'hmi-diagrams',
  数据采集: 'data-collection',
  规则引擎: 'rule-engine',
  输入端: 'rule-inputs',
  转换器: 'rule-transformers',
  外部的: 'rule-external-nodes',
  过滤器: 'rule-filters',
  动作: 'rule-actions',
  使用实例: 'rule-examples',
  设备接入: 'device-access',
  接入协议说明: 'access-protocols',
  接入示例: 'access-examples',
  视频监控: 'video-monitoring',
  数据大屏: 'data-screen',
  数据中心: 'data-center',
  // developer manual (/develop)
  概要介绍: 'develop-overview',
  编译与运行: 'build-and-run',
  系统开发: 'system-development',
  业务开发: 'business-development',
  任务队列: 'task-queue',
  消息协议: 'message-protocols',
  插件开发: 'plugin-development',
  前端开发: 'frontend-development',
  组态开发: 'hmi-development',
  鉴权: 'authentication',
  北向接口: 'northbound-interfaces',
  代码生成: 'code-generation',
  性能分析与优化: 'performance',
  // join us
  参与贡献: 'contributing',
} as const;

export const communityCategorySlugs = {
  安装部署: 'installation',
} as const;

export const enterpriseCategorySlugs = {
  安装部署: 'installation',
  多租户管理: 'multi-tenancy',
  多项目管理: 'multi-project',
  设备资产管理: 'device-assets',
  总指数管理: 'composite-index',
  物联网卡管理: 'iot-cards',
  大屏展示控制: 'screen-display-control',
  功能在线开发: 'online-development',
  设计器: 'designer',
  服务端网关: 'server-gateways',
  iec104云网关服务: 'iec104-gateway',
  实验性功能: 'experimental',
} as const;

/** Blog tags whose earlier permalink was their Chinese name. */
export const blogTagSlugs = {
  版本升级: 'upgrade',
  版本发布: 'release',
} as const;
