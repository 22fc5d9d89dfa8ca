// Types of `@theme/IdealImage` (the plugin is not in tsconfig's `types`).
/// <reference types="@docusaurus/plugin-ideal-image" />
import type { Props as IdealImageProps } from '@theme/IdealImage';
import type { Localized } from './types';

/* eslint-disable @typescript-eslint/no-require-imports -- static requires for the image loader */

/** What `@theme/IdealImage` takes: the result of `require()` of an image. */
export type ShowcaseImage = IdealImageProps['img'];

/** Filter tags of the /showcase page, in the order the filter bar shows them. */
export const tagIds = [
  'opensource',
  'server',
  'webui',
  'plugin',
  'gateway',
  'docs',
  'case',
] as const;

export type TagId = (typeof tagIds)[number];

export interface ShowcaseTag {
  id: TagId;
  label: Localized;
  description: Localized;
  /** Colour of the tag dot: at least 3:1 against the card background in both themes. */
  color: string;
}

export interface ShowcaseEntry {
  id: string;
  title: Localized;
  description: Localized;
  /** Site path (without locale) or https URL of the page that describes it. */
  website?: string;
  /** Source repository (https URL under github.com/sagoo-cloud). */
  source?: string;
  tags: TagId[];
  /** Shown under "Recommended" when the list is not filtered. */
  favorite?: boolean;
  /**
   * The card image, `require('./showcase/<id>.png')` (drawn by
   * scripts/generate-showcase-images.mjs): a static require, so that
   * @docusaurus/plugin-ideal-image makes its responsive sizes and placeholder.
   */
  image: ShowcaseImage;
}

export const showcaseTags: ShowcaseTag[] = [
  {
    id: 'opensource',
    label: { 'zh-Hans': '开源', en: 'Open source' },
    description: {
      'zh-Hans': '源码公开在 sagoo-cloud GitHub 组织下的项目。',
      en: 'Projects whose source code is published in the sagoo-cloud GitHub organization.',
    },
    color: '#2e8540',
  },
  {
    id: 'server',
    label: { 'zh-Hans': '服务端', en: 'Server' },
    description: {
      'zh-Hans': '平台的后端服务。',
      en: 'The back end of the platform.',
    },
    color: '#2b8fb3',
  },
  {
    id: 'webui',
    label: { 'zh-Hans': '前端', en: 'Web UI' },
    description: {
      'zh-Hans': '在浏览器中使用的管理界面。',
      en: 'Admin interfaces used in the browser.',
    },
    color: '#9461c8',
  },
  {
    id: 'plugin',
    label: { 'zh-Hans': '插件', en: 'Plugin' },
    description: {
      'zh-Hans': '扩展平台协议接入与通知能力的插件。',
      en: 'Plugins that extend device protocols and notifications of the platform.',
    },
    color: '#c8741f',
  },
  {
    id: 'gateway',
    label: { 'zh-Hans': '网关', en: 'Gateway' },
    description: {
      'zh-Hans': '把设备接入 SagooIOT 的云端或边缘网关。',
      en: 'Cloud or edge gateways that connect devices to SagooIOT.',
    },
    color: '#d64535',
  },
  {
    id: 'docs',
    label: { 'zh-Hans': '文档', en: 'Docs' },
    description: {
      'zh-Hans': '文档与学习资料。',
      en: 'Documentation and learning material.',
    },
    color: '#6b7785',
  },
  {
    id: 'case',
    label: { 'zh-Hans': '案例', en: 'Case study' },
    description: {
      'zh-Hans': '以 SagooIOT 为底座落地的项目案例。',
      en: 'Projects delivered on top of SagooIOT.',
    },
    color: '#a8790a',
  },
];

export const showcaseEntries: ShowcaseEntry[] = [
  {
    id: 'sagooiot',
    image: require('./showcase/sagooiot.png'),
    title: { 'zh-Hans': 'SagooIOT 服务端', en: 'SagooIOT server' },
    description: {
      'zh-Hans': 'SagooIOT 平台的 Go 语言后端。',
      en: 'The Go back end of the SagooIOT platform.',
    },
    website: '/docs/base/introduce',
    source: 'https://github.com/sagoo-cloud/sagooiot',
    tags: ['opensource', 'server'],
    favorite: true,
  },
  {
    id: 'sagooiot-ui',
    image: require('./showcase/sagooiot-ui.png'),
    title: { 'zh-Hans': 'SagooIOT 前端控制台', en: 'SagooIOT web console' },
    description: {
      'zh-Hans': '基于 vue-next-admin，使用 Vue 3 与 Element Plus 构建的管理界面。',
      en: 'The admin UI, built with Vue 3 and Element Plus on top of vue-next-admin.',
    },
    website: '/develop/front/introduce',
    source: 'https://github.com/sagoo-cloud/sagooiot-ui',
    tags: ['opensource', 'webui'],
    favorite: true,
  },
  {
    id: 'sagooiot-doc',
    image: require('./showcase/sagooiot-doc.png'),
    title: { 'zh-Hans': 'SagooIOT 文档', en: 'SagooIOT docs' },
    description: {
      'zh-Hans': '你正在阅读的这个文档站点。',
      en: 'The documentation site you are reading.',
    },
    website: '/join/partake/doc',
    source: 'https://github.com/sagoo-cloud/sagooiot-doc',
    tags: ['opensource', 'docs'],
  },
  {
    id: 'iotgateway',
    image: require('./showcase/iotgateway.png'),
    title: { 'zh-Hans': 'iotgateway 网关框架', en: 'iotgateway' },
    description: {
      'zh-Hans': '用于构建云端或边缘网关、把设备接入 SagooIOT 的开发框架。',
      en: 'A framework for building cloud or edge gateways that connect devices to SagooIOT.',
    },
    website: '/develop/protocol/iotgateway',
    source: 'https://github.com/sagoo-cloud/iotgateway',
    tags: ['opensource', 'gateway'],
  },
  {
    id: 'iotgateway-example',
    image: require('./showcase/iotgateway-example.png'),
    title: { 'zh-Hans': 'iotgateway-example 网关示例', en: 'iotgateway-example' },
    description: {
      'zh-Hans': '基于 iotgateway 构建的示例网关。',
      en: 'An example gateway built on iotgateway.',
    },
    website: '/develop/protocol/iotgateway',
    source: 'https://github.com/sagoo-cloud/iotgateway-example',
    tags: ['opensource', 'gateway'],
  },
  {
    id: 'protocol-plugin-tgn52',
    image: require('./showcase/protocol-plugin-tgn52.png'),
    title: { 'zh-Hans': 'protocol-plugin-tgn52 协议插件', en: 'protocol-plugin-tgn52' },
    description: {
      'zh-Hans': 'TCP 协议插件示例。',
      en: 'An example TCP protocol plugin.',
    },
    website: '/develop/plugin/tcp-protocol',
    source: 'https://github.com/sagoo-cloud/protocol-plugin-tgn52',
    tags: ['opensource', 'plugin'],
  },
  {
    id: 'sagooiot-plugin-notice',
    image: require('./showcase/sagooiot-plugin-notice.png'),
    title: { 'zh-Hans': 'sagooiot-plugin-notice 通知插件', en: 'sagooiot-plugin-notice' },
    description: {
      'zh-Hans': 'SagooIOT 的通知插件。',
      en: 'Notification plugins for SagooIOT.',
    },
    website: '/develop/plugin/notice',
    source: 'https://github.com/sagoo-cloud/sagooiot-plugin-notice',
    tags: ['opensource', 'plugin'],
  },
  {
    id: 'power',
    image: require('./showcase/power.png'),
    title: { 'zh-Hans': '智慧电力运维及运营平台', en: 'Smart power O&M and operations platform' },
    description: {
      'zh-Hans':
        '以 SagooIOT 为底座的电力云运维平台：多租户运营、配电房智能运维、用电安全监测、能效与峰谷分时分析和自动抄表报表。',
      en: 'A cloud platform for power operations built on SagooIOT - multi-tenant service, intelligent distribution-room maintenance, electrical safety monitoring, efficiency and time-of-use analysis, and automatic meter-reading reports.',
    },
    website: '/cases/power',
    tags: ['case'],
  },
  {
    id: 'city',
    image: require('./showcase/city.png'),
    title: { 'zh-Hans': '智慧城市', en: 'Smart city' },
    description: {
      'zh-Hans':
        '某地区以 SagooIOT 作为智慧城市物联网基础设施，支撑电动汽车充电桩、无人售货机和区域管网监测三个应用。',
      en: 'A region runs SagooIOT as the IoT infrastructure of its smart city, serving an EV charging network, unattended vending machines and regional pipeline monitoring.',
    },
    website: '/cases/city',
    tags: ['case'],
  },
  {
    id: 'park',
    image: require('./showcase/park.png'),
    title: { 'zh-Hans': '智慧园区平台', en: 'Smart park platform' },
    description: {
      'zh-Hans':
        '面向化工类工业园区的智慧园区平台：统一应急与日常管理、安全监管、生产数据分析，以及能耗、碳排、节能、降费和响应调控等专题。',
      en: 'A smart platform for a chemical industrial park - unified emergency and daily management, safety supervision, production data analysis, and themes for energy, carbon, savings, cost and demand response.',
    },
    website: '/cases/park',
    tags: ['case'],
  },
  {
    id: 'heating',
    image: require('./showcase/heating.png'),
    title: { 'zh-Hans': '智慧供热平台', en: 'Smart heating platform' },
    description: {
      'zh-Hans':
        '面向区域供热公司的智慧供热平台：对换热站和环路管网进行集中监测与管理，掌握供热面积、热量、电量和水量，分析能耗与室温分布。',
      en: 'A smart heating platform for a district heating company - central monitoring and management of heat-exchange stations and pipe loops, with heated area, heat, electricity and water totals, energy trends and indoor-temperature distribution.',
    },
    website: '/cases/heating',
    tags: ['case'],
  },
  {
    id: 'guolu',
    image: require('./showcase/guolu.png'),
    title: { 'zh-Hans': '智慧锅炉平台', en: 'Smart boiler platform' },
    description: {
      'zh-Hans':
        '锅炉产业云平台：对锅炉进行实时监测、数据分析和远程管理，包括关键参数监测、历史曲线、故障预测、远程启停与调参和异常告警。',
      en: 'A boiler industry cloud platform - live monitoring, data analysis and remote management of boilers, with key-parameter monitoring, history charts, fault prediction, remote start/stop and parameter changes, and alarms.',
    },
    website: '/cases/guolu',
    tags: ['case'],
  },
];
