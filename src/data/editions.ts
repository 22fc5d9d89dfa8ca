import type { Localized } from './types';

/**
 * The editions, each a version of the one docs plugin: its version name, URL
 * path and (Chinese) label; English labels are in the plugin's translation
 * files. The one list the docs config, edition hints, search and tests read.
 */
export const EDITION_VERSIONS = {
  professional: { version: 'current', path: '', label: '专业版' },
  community: { version: 'community', path: 'community', label: '社区版' },
  enterprise: { version: 'enterprise', path: 'enterprise', label: '企业版' },
} as const;

export type EditionId = keyof typeof EDITION_VERSIONS;

/** An edition card on the home page; `to` is where that edition's docs start. */
export interface Edition {
  id: EditionId;
  name: Localized;
  summary: Localized;
  highlights: Localized[];
  to: string;
}

/** Editions as the licensing page describes them (facts sheet 01, base/version). */
export const editions: Edition[] = [
  {
    id: 'community',
    name: { 'zh-Hans': '社区版', en: 'Community Edition' },
    summary: {
      'zh-Hans':
        '开源免费，源码以 LGPL-3.0 许可证发布（仓库 LICENSE 文件；README 中写作 GPL-3.0），适合学习、研究和内部使用；用于商业目的需另购商业授权。',
      en: 'Free and open source: the code is released under LGPL-3.0 (the repository LICENSE file; the README says GPL-3.0). For learning, research and internal use; commercial use needs a commercial license.',
    },
    highlights: [
      {
        'zh-Hans': '设备管理、物模型与设备证书',
        en: 'Devices, thing models and device certificates',
      },
      {
        'zh-Hans': 'MQTT（TLS）接入与多种消息协议',
        en: 'MQTT (TLS) access and several message protocols',
      },
      {
        'zh-Hans': '设备告警与短信、邮件、Webhook 等通知',
        en: 'Device alarms with SMS, e-mail, webhook and more',
      },
    ],
    to: '/community',
  },
  {
    id: 'professional',
    name: { 'zh-Hans': '专业版', en: 'Professional Edition' },
    summary: {
      'zh-Hans': '收费版本，提供完整源码与永久授权，项目数量不限。本站默认展示的就是专业版文档。',
      en: 'A paid edition with full source code, a perpetual license and unlimited projects. This site shows the Professional docs by default.',
    },
    highlights: [
      {
        'zh-Hans': '可视化规则引擎、组态与数据大屏',
        en: 'Visual rule engine, HMI diagrams and dashboards',
      },
      {
        'zh-Hans': '设备影子、OTA、远程配置与场景联动',
        en: 'Device shadow, OTA, remote configuration and scene linkage',
      },
      {
        'zh-Hans': 'GB28181 视频、数据中心、OpenAPI 与北向接口',
        en: 'GB28181 video, data hub, OpenAPIs and northbound interfaces',
      },
    ],
    to: '/docs/base/introduce',
  },
  {
    id: 'enterprise',
    name: { 'zh-Hans': '企业版', en: 'Enterprise Edition' },
    summary: {
      'zh-Hans': '在专业版之上，面向多租户、多项目和集群部署的大型项目。',
      en: 'Everything in Professional, for large projects with tenants, multiple projects and cluster deployment.',
    },
    highlights: [
      {
        'zh-Hans': '多租户、多项目与设备资产管理',
        en: 'Multi-tenancy, multiple projects and device assets',
      },
      {
        'zh-Hans': 'Modbus、IEC 104、JT/T 808、OPC UA 等云网关',
        en: 'Modbus, IEC 104, JT/T 808 and OPC UA cloud gateways',
      },
      {
        'zh-Hans': '物联网卡管理、大屏展示控制与集群部署',
        en: 'IoT SIM cards, large-screen display control and clustering',
      },
    ],
    to: '/enterprise',
  },
];
