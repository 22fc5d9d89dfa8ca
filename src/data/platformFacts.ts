/**
 * Facts about the platform that several pages state, each kept once, with the
 * edition it belongs to and the place it was checked against.
 *
 * `tests/unit/platformFacts.test.ts` reads every page of both locales: each
 * match of a fact's `statedAs` must state one of its values, and no page may
 * contain one of its `never` forms. How a fact is checked and added is in
 * CONTRIBUTING.md ("Facts").
 */
import type { EditionId } from './editions';
import type { Localized } from './types';

export type { EditionId };

/** The platform's public repositories, at the commit the facts were checked against. */
export const sourceRepos = {
  'sagoo-cloud/sagooiot': 'e4fb49eb87de8b6aa9448764e3ced620057b6615',
  'sagoo-cloud/sagooiot-ui': '7d00e9427d279546125b177b2dd5db279baa02ca',
  'sagoo-cloud/iotgateway': '6578eb268ee6f86c7d9ecbd18e20cdf5baa22d28',
} as const;

export type SourceRepo = keyof typeof sourceRepos;

/**
 * Where a value was checked: a line of a public repository, or, for what only
 * a paid edition has (not in the public source), the fact sheet's page.
 */
export type FactSource =
  { repo: SourceRepo; path: string; line: number } | { factSheet: string; page: string };

/** A value that is also right in a setting the fact's own value is not for. */
export interface OtherValue {
  value: string;
  edition: EditionId;
  /** When it applies (a comment for maintainers; pages say it in their own words). */
  when: string;
  source: FactSource;
}

export interface PlatformFact {
  id: string;
  what: Localized;
  /**
   * What pages must state; a list when the fact is a closed set (the topics of
   * a family). In topic values `+` stands for one path segment, as in MQTT
   * and in the platform's own topic constants.
   */
  value: string | readonly string[];
  edition: EditionId;
  source: FactSource;
  /** How pages state the fact: group 1 of every match must be one of the values. */
  statedAs: readonly RegExp[];
  otherValues?: readonly OtherValue[];
  /** Wrong forms that must appear on no page. */
  never?: readonly RegExp[];
}

const server = (path: string, line: number): FactSource => ({
  repo: 'sagoo-cloud/sagooiot',
  path,
  line,
});
const consoleUi = (path: string, line: number): FactSource => ({
  repo: 'sagoo-cloud/sagooiot-ui',
  path,
  line,
});
const configTemplate = (line: number) => server('manifest/config/config.example.yaml', line);
const composeConfig = (line: number) =>
  server('manifest/docker-compose/iot-open/config/config.yaml', line);

/** A `key: value` line of the server's YAML configuration, as pages quote it. */
const yamlKey = (key: string, value = String.raw`"?([^"\s#]+)"?`) =>
  new RegExp(String.raw`(?<![\w.])${key}:[ \t]*${value}`, 'g');

export const platformFacts: readonly PlatformFact[] = [
  {
    id: 'licence.community',
    what: {
      'zh-Hans': '社区版服务端源码的许可证（仓库 LICENSE 文件）',
      en: 'Licence of the Community server source (the repository LICENSE file)',
    },
    value: 'LGPL-3.0',
    edition: 'community',
    source: server('LICENSE', 1),
    statedAs: [/(?:LICENSE`?|许可证|licen[cs]e)[^\n。.]{0,40}?\b((?:A|L)?GPL-3\.0|Apache-2\.0)\b/g],
    otherValues: [
      {
        value: 'GPL-3.0',
        edition: 'community',
        when: "what the repository README says (and the licence of 2023-12 to 2024-02); pages name it only as the README's wording",
        source: server('README_ZH.md', 19),
      },
      {
        value: 'Apache-2.0',
        edition: 'community',
        when: 'the first licence of the repository (2023-01 to 2023-12), on history pages only',
        source: { factSheet: '06-editions-cases-join-blog-pages.md', page: 'base/history' },
      },
    ],
    never: [/\bAGPL/i],
  },
  {
    id: 'licence.console',
    what: { 'zh-Hans': 'Web 控制台源码的许可证', en: 'Licence of the web console source' },
    value: 'MIT',
    edition: 'community',
    source: consoleUi('LICENSE', 1),
    statedAs: [/sagooiot-ui`?[^\n。.]{0,40}?\b(MIT|(?:A|L)?GPL-3\.0|Apache-2\.0)\b/g],
  },
  {
    id: 'server.binary',
    what: { 'zh-Hans': 'V2 服务端可执行文件名', en: 'Name of the V2 server binary' },
    value: 'sagooiot',
    edition: 'community',
    source: server('build.sh', 4),
    statedAs: [/\.\/(sagoo[\w-]*)(?![\w./-])/g],
    otherValues: [
      {
        value: 'sagoo-admin',
        edition: 'community',
        when: 'the V1 binary, named where pages explain the V1 to V2 upgrade',
        source: {
          factSheet: '06-editions-cases-join-blog-pages.md',
          page: 'blog: V1 to V2 upgrade',
        },
      },
    ],
  },
  {
    id: 'server.address',
    what: {
      'zh-Hans': '服务端 HTTP 监听地址（配置模板）',
      en: 'HTTP listen address of the server (configuration template)',
    },
    value: ':8199',
    edition: 'community',
    source: configTemplate(29),
    // The `address` of the `server:` block (the MQTT and Redis blocks have their own).
    statedAs: [/^server:\n(?:[ \t]+.*\n|[ \t]*\n)*?[ \t]+address:[ \t]*"(:\d+)"/gm],
    otherValues: [
      {
        value: ':8200',
        edition: 'community',
        when: 'the Docker Compose setup, whose nginx proxies /base-api/ to it',
        source: composeConfig(29),
      },
    ],
  },
  {
    id: 'account.default',
    what: { 'zh-Hans': '初始管理员账号的密码', en: 'Password of the initial administrator' },
    value: 'admin123456',
    edition: 'community',
    source: server('README_ZH.md', 39),
    statedAs: [/\b(admin\d{3,})\b/g],
  },
  {
    id: 'gfToken.timeOut',
    what: { 'zh-Hans': '登录令牌有效期（秒）', en: 'Login token lifetime (seconds)' },
    value: '10800',
    edition: 'community',
    source: configTemplate(65),
    statedAs: [yamlKey('timeOut', String.raw`(\d+)`)],
  },
  {
    id: 'mqtt.deviceLiveDuration',
    // Kept in the template, but no Community code reads it: offline timing comes
    // from the device's timeout or the parameter device.default.timeout.time.
    what: {
      'zh-Hans': '配置模板中 mqtt.deviceLiveDuration 的值（社区版代码不读取）',
      en: 'Value of mqtt.deviceLiveDuration in the config template (no Community code reads it)',
    },
    value: '60',
    edition: 'community',
    source: configTemplate(95),
    statedAs: [yamlKey('deviceLiveDuration', String.raw`(\d+)`)],
  },
  {
    id: 'server.openapiPath',
    what: { 'zh-Hans': 'OpenAPI 描述文件路径', en: 'Path of the OpenAPI description' },
    value: '/api.json',
    edition: 'community',
    source: configTemplate(32),
    statedAs: [yamlKey('openapiPath')],
  },
  {
    id: 'server.swaggerPath',
    what: { 'zh-Hans': 'Swagger 界面路径', en: 'Path of the Swagger UI' },
    value: '/swagger',
    edition: 'community',
    source: configTemplate(33),
    statedAs: [yamlKey('swaggerPath')],
  },
  {
    id: 'tsd.tdengine.port',
    what: {
      'zh-Hans': 'TDengine 连接端口（taosAdapter，WebSocket 与 REST）',
      en: 'TDengine connection port (taosAdapter, WebSocket and REST)',
    },
    value: '6041',
    edition: 'community',
    source: configTemplate(108),
    statedAs: [/@(?:ws|http)\([\w.-]+:(\d+)\)/g],
  },
  {
    id: 'console.devPort',
    what: { 'zh-Hans': 'Web 控制台开发服务器端口', en: 'Port of the web console dev server' },
    value: '8888',
    edition: 'community',
    source: consoleUi('.env', 2),
    statedAs: [/VITE_PORT\s*=\s*(\d+)/g],
  },
  {
    id: 'topics.device',
    what: {
      'zh-Hans': '设备与平台之间的 MQTT 主题（/sys/{productKey}/{deviceKey}/ 之后的部分）',
      en: 'MQTT topics between devices and the platform (the part after /sys/{productKey}/{deviceKey}/)',
    },
    value: [
      'thing/event/property/post',
      'thing/event/property/post_reply',
      'thing/event/property/pack/post',
      'thing/event/property/pack/post_reply',
      'thing/event/+/post',
      'thing/event/+/post_reply',
      'thing/service/property/set',
      'thing/service/property/set_reply',
      'thing/service/+',
      'thing/service/+_reply',
      'thing/config/push',
      'thing/config/push/reply',
      'thing/config/get',
      'thing/config/get_reply',
      'thing/ota/firmware/get',
      'thing/ota/firmware/get_reply',
      'thing/file/download',
      'thing/file/download_reply',
    ],
    edition: 'community',
    source: server('pkg/iotModel/sagooProtocol/topic.go', 6),
    statedAs: [/\/sys\/[^/\s`"]+\/[^/\s`"]+\/(thing\/[\w/${}.+#<>-]*[\w}>+#])/g],
    otherValues: [
      {
        value: 'thing/event/+/post_reply_reply',
        edition: 'community',
        when: 'the event reply the V2 Community server really publishes: it appends _reply to the post_reply constant',
        source: server('network/core/logic/model/up/event/event.go', 92),
      },
      {
        value: 'thing/service/#',
        edition: 'community',
        when: "the gateway SDK's subscription filter for function calls",
        source: { repo: 'sagoo-cloud/iotgateway', path: 'gateway.go', line: 28 },
      },
      {
        value: 'thing/shadow/update',
        edition: 'professional',
        when: 'device shadow, not in the Community source',
        source: { factSheet: '02-iot-management.md', page: 'iot/device/shadow' },
      },
      {
        value: 'thing/shadow/get',
        edition: 'professional',
        when: 'device shadow, not in the Community source',
        source: { factSheet: '02-iot-management.md', page: 'iot/device/shadow' },
      },
      {
        value: 'thing/tags',
        edition: 'professional',
        when: 'tag reporting, not in the Community source',
        source: { factSheet: '05-developer-manual.md', page: 'develop/protocol/mqtt' },
      },
    ],
  },
  {
    id: 'topics.ota',
    what: { 'zh-Hans': 'OTA 升级主题', en: 'OTA upgrade topics' },
    value: ['upgrade', 'inform', 'progress'],
    edition: 'community',
    source: server('pkg/iotModel/sagooProtocol/topic.go', 49),
    statedAs: [/\/ota\/device\/(\w+)\//g],
  },
  {
    id: 'topics.north',
    what: {
      'zh-Hans': '北向消息主题（平台向业务系统推送）',
      en: 'Northbound message topics (what the platform publishes to business systems)',
    },
    value: [
      'device/online',
      'device/offline',
      'device/add',
      'device/delete',
      'tsl/receive/property/report',
      'tsl/receive/event/report',
      'tsl/send/service/call',
      'tsl/receive/service/reply',
      'tsl/send/property/set',
      'tsl/receive/property/reply',
      'tsl/send/config',
      'tsl/receive/config/reply',
      'tsl/receive/config/get',
    ],
    edition: 'community',
    source: server('pkg/iotModel/sagooProtocol/north/topic.go', 5),
    statedAs: [/(?<![\w/])\/message\/((?:device|tsl)\/[\w/]*\w)/g],
  },
  {
    id: 'tsl.dataTypes',
    what: {
      'zh-Hans': '物模型数据类型（TSL 中 valueType.type 的取值）',
      en: 'Thing-model data types (values of valueType.type in TSL)',
    },
    value: [
      'int',
      'long',
      'float',
      'double',
      'text',
      'string',
      'boolean',
      'date',
      'timestamp',
      'enum',
      'array',
      'object',
    ],
    edition: 'community',
    source: server('internal/consts/tsl_type.go', 4),
    statedAs: [/"valueType"\s*:\s*\{\s*"type"\s*:\s*"(\w+)"/g],
    // `date` holds a formatted date string; the millisecond type is `timestamp`.
    never: [/`date`[^\n|`]{0,30}(?:毫秒|milliseconds?|epoch|13 位|13-digit)/i],
  },
  {
    id: 'database.initScript',
    what: {
      'zh-Hans': '数据库初始化脚本（manifest/sql/ 下的文件）',
      en: 'Database initialisation script (the file under manifest/sql/)',
    },
    // The Community archive holds init.sql (MySQL 8.0 or later).
    value: ['sql.zip', 'init.sql'],
    edition: 'community',
    source: server('manifest/sql/sql.zip', 1),
    statedAs: [/manifest\/sql\/([\w.-]+)/g],
    otherValues: ['mysql-init.sql', 'postgresql-init.sql'].map((value) => ({
      value,
      edition: 'professional' as const,
      when: 'the Professional packages, which support MySQL and PostgreSQL',
      source: { factSheet: '01-base-install-config-system.md', page: 'docs/install' },
    })),
    never: [/(?<!sql\/)manifest\/init\.sql/],
  },
];
