import type { Localized } from './types';

/** A home-page card: what the platform does, and the doc page that explains it. */
export interface Feature {
  id: string;
  title: Localized;
  description: Localized;
  /** Site path (without locale) of the doc page that covers it. */
  to: string;
}

/** The six core components (facts sheet 06, home page). */
export const coreComponents: Feature[] = [
  {
    id: 'thing-model',
    title: { 'zh-Hans': '基于物模型的设备管理', en: 'Device management on thing models' },
    description: {
      'zh-Hans':
        '用物模型统一描述设备的属性、功能与事件：产品定义一次，同型号设备即可按同一标准接入和读取。',
      en: 'A thing model describes the properties, functions and events of a product once; every device of that product then connects and reads the same way.',
    },
    to: '/docs/base/concept/tsl/intro',
  },
  {
    id: 'rule-engine',
    title: { 'zh-Hans': '可视化规则引擎', en: 'Visual rule engine' },
    description: {
      'zh-Hans': '拖拽节点编排规则链，完成数据输入、清洗、计算、转发与存储，无需为每条业务写代码。',
      en: 'Drag nodes into rule chains that take data in, clean it, compute, forward and store it, without writing code for each flow.',
    },
    to: '/docs/iot/ruleEngine/instance',
  },
  {
    id: 'hmi',
    title: { 'zh-Hans': '可视化组态工具', en: 'Visual HMI diagrams' },
    description: {
      'zh-Hans': '在浏览器里绘制组态图，使用丰富的图元库，把图元绑定到设备数据，实时呈现现场状态。',
      en: 'Draw HMI diagrams in the browser from a large element library and bind elements to device data to show live field status.',
    },
    to: '/docs/iot/configure/start',
  },
  {
    id: 'video',
    title: { 'zh-Hans': '视频监控中心', en: 'Video monitoring' },
    description: {
      'zh-Hans': '支持 GB28181、RTSP、RTMP、HLS 等协议，提供高可用的流媒体服务。',
      en: 'GB28181, RTSP, RTMP and HLS, served by a highly available streaming media service.',
    },
    to: '/docs/media/start',
  },
  {
    id: 'data-center',
    title: { 'zh-Hans': '统一的数据中心', en: 'Unified data hub' },
    description: {
      'zh-Hans': '汇聚多种数据源，把第三方系统数据与本地设备数据放在一起重新建模，服务业务分析。',
      en: 'Bring several data sources together and model third-party data alongside your own device data for business analysis.',
    },
    to: '/docs/datahub',
  },
  {
    id: 'screen',
    title: { 'zh-Hans': '可视化数据大屏', en: 'Visual dashboards' },
    description: {
      'zh-Hans': '用交互组件和图表搭建大屏，图表与报表类型可以自由切换，不受固定维度与指标的限制。',
      en: 'Build dashboards from interactive controls and charts, and switch chart or report types freely instead of being tied to fixed dimensions.',
    },
    to: '/docs/screen/pageGuide',
  },
];

/** Platform characteristics shown as a compact list (facts sheet 06). */
export const characteristics: Feature[] = [
  {
    id: 'protocols',
    title: { 'zh-Hans': '多协议适配', en: 'Many protocols' },
    description: {
      'zh-Hans':
        'MQTT、Modbus、TCP、UDP、HTTP、OPC UA、CoAP 等协议开箱可用，也可以为任意厂商编写自定义消息协议。',
      en: 'MQTT, Modbus, TCP, UDP, HTTP, OPC UA, CoAP and more out of the box, plus custom message protocols for any vendor.',
    },
    to: '/docs/access',
  },
  {
    id: 'remote-control',
    title: { 'zh-Hans': '远程控制', en: 'Remote control' },
    description: {
      'zh-Hans': '平台向设备精确下发属性设置和功能调用，设备也能主动向平台发起请求与通知。',
      en: 'The platform sets properties and calls functions on devices precisely; devices can send requests and notifications to the platform too.',
    },
    to: '/docs/iot/device',
  },
  {
    id: 'scenes',
    title: { 'zh-Hans': '场景联动', en: 'Scene linkage' },
    description: {
      'zh-Hans': '手动、设备输出、定时三类触发，多条件组合，串行或并行执行动作，打通设备与业务。',
      en: 'Manual, device-output and timed triggers, combined conditions, and actions run in series or in parallel across devices and business systems.',
    },
    to: '/docs/iot/scene/based',
  },
  {
    id: 'ota',
    title: { 'zh-Hans': 'OTA 升级与远程配置', en: 'OTA upgrades and remote configuration' },
    description: {
      'zh-Hans': '管理固件版本，按产品或模块升级；在线更新设备参数，无需重启或停机。',
      en: 'Manage firmware versions and upgrade by product or module; update device parameters online without a restart or downtime.',
    },
    to: '/docs/iot/operate/ota',
  },
  {
    id: 'security',
    title: { 'zh-Hans': '安全接入', en: 'Secure access' },
    description: {
      'zh-Hans': 'MQTT 与 HTTP 可启用 SSL，CoAP 可启用 DTLS，并支持基于访问令牌的认证。',
      en: 'SSL for MQTT and HTTP, DTLS for CoAP, and access-token authentication.',
    },
    to: '/docs/access/certificate',
  },
  {
    id: 'alarms',
    title: { 'zh-Hans': '实时告警与告警治理', en: 'Real-time alarms and alarm governance' },
    description: {
      'zh-Hans':
        '按产品或设备配置告警，经企业微信、短信、语音或 Webhook 通知；支持告警处理、合并、升级与降级。',
      en: 'Alarms per product or per device, notified by WeCom, SMS, voice call or webhook, with handling, merging, escalation and downgrade.',
    },
    to: '/docs/iot/alarm/config',
  },
  {
    id: 'plugins',
    title: { 'zh-Hans': '插件系统', en: 'Plugin system' },
    description: {
      'zh-Hans': '以插件扩展平台能力，插件可以用 Go、C/C++ 或 Python 编写。',
      en: 'Extend the platform with plugins written in Go, C/C++ or Python.',
    },
    to: '/develop/plugin/start',
  },
  {
    id: 'open-api',
    title: { 'zh-Hans': '开放的数据接口', en: 'Open data interfaces' },
    description: {
      'zh-Hans': '南向与北向开发接口、OpenAPI、多应用接入认证与数据权限，方便与业务系统集成。',
      en: 'Southbound and northbound interfaces, OpenAPIs, per-application access authentication and data permissions for integrating business systems.',
    },
    to: '/develop/openapi/intro',
  },
];
