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
  {
    id: 'device.offlineFallback',
    // Offline timing: the device's own timeout, else the parameter
    // device.default.timeout.time (absent from the seed data), else this value.
    what: {
      'zh-Hans':
        '设备与系统参数 device.default.timeout.time 都没有设置超时时间时，判定离线的时长（秒）',
      en: 'Seconds after which a device goes offline when neither it nor the parameter device.default.timeout.time sets a timeout',
    },
    value: '30',
    edition: 'community',
    source: server('pkg/dcache/device_status.go', 30),
    statedAs: [
      // The parameter, then the fallback in the same sentence or table row.
      /`device\.default\.timeout\.time`[^\n。]{0,140}?(?:按|\buses|\band|either,|\bparameter)\s*`?(\d+)`?(?:\s*(?:秒|seconds|处理)|\s+while)/g,
      // The fallback, then the parameter.
      /(?:按|after) ?(\d+) ?(?:秒|seconds)[^\n。.]{0,60}`device\.default\.timeout\.time`/g,
      /超时时间（默认 ?(\d+) ?秒/g,
      /timeout \((\d+) seconds by default/g,
    ],
  },
  {
    id: 'system.pprofPort.default',
    what: {
      'zh-Hans': '未设置 system.pprofPort 时性能分析（statsviz）端口',
      en: 'Profiling (statsviz) port when system.pprofPort is unset',
    },
    // Not the template's commented sample "58088", nor server.adminPprofPort, which no code reads.
    value: '58089',
    edition: 'community',
    source: server('internal/cmd/cmd.go', 30),
    statedAs: [
      /pprofPort[^\n。]{0,100}?(?:未设置时|不填时|此时|without it|when unset|in which case)[^\n。\d]{0,30}?(\d{4,5})/g,
      /pprofPort`?[，,]\s*(\d{4,5}) when unset/g,
      /:(\d+)\/debug\/statsviz/g,
      /^\|\s*(\d+)\s*\|\s*(?:性能分析页面|Profiling page)/gm,
    ],
  },
  {
    id: 'system.pluginsPath',
    what: {
      'zh-Hans': '插件目录（配置模板中 system.pluginsPath 的值）',
      en: 'Plugin folder (system.pluginsPath in the config template)',
    },
    value: './plugins/built',
    edition: 'community',
    source: configTemplate(15),
    // The first code span after the key, in the same sentence or table row.
    statedAs: [/pluginsPath`?[^\n。`]{0,80}?`([^`\s]+)`/g, yamlKey('pluginsPath')],
  },
  {
    id: 'gateway.sdk.uplink',
    what: {
      'zh-Hans': '基于 iotgateway SDK 的网关向平台上行所用的协议',
      en: 'Protocol a gateway built on the iotgateway SDK uses towards the platform',
    },
    // Every publish goes through the SDK's MQTT client (QoS 1); netType only picks the device side.
    value: 'MQTT',
    edition: 'community',
    source: { repo: 'sagoo-cloud/iotgateway', path: 'mqttClient/client.go', line: 82 },
    statedAs: [
      /iotgateway SDK[^\n。]{0,120}?(?:以|经|通过) ?(\w+) ?(?:上报|上行|发送|发布)/g,
      /iotgateway SDK[^\n.]{0,160}?(?:reports?|sends?|publish(?:es)?) (?:\w+ )?to the platform (?:over|via) (\w+)/g,
      /网关与平台之间只有 ?(\w+) ?这一条通道/g,
      /(\w+) is the only channel between the gateway and the platform/g,
    ],
  },
  {
    id: 'gateway.sdk.heartbeat',
    what: {
      'zh-Hans': 'iotgateway SDK 的默认心跳间隔（秒，server.duration 不填时）',
      en: 'Default heartbeat interval of the iotgateway SDK (seconds, when server.duration is empty)',
    },
    value: '60',
    edition: 'community',
    source: { repo: 'sagoo-cloud/iotgateway', path: 'gateway.go', line: 146 },
    statedAs: [
      /心跳间隔(?:默认 ?|[^\n。|]{0,30}?不填时为 ?)(\d+)/g,
      /[Hh]eartbeat interval defaults to (\d+)/g,
      /[Hh]eartbeat interval[^\n.|]{0,60}?(\d+) when left empty/g,
    ],
  },
  {
    id: 'network.serverTypes',
    what: {
      'zh-Hans': '服务器管理的类型选项（字典 network_server_type；社区版服务端只实现 tcp）',
      en: 'Type options of Server Management (dictionary network_server_type; the Community server implements tcp only)',
    },
    value: ['tcp', 'udp', 'mqtt_server', 'http', 'websocket'],
    edition: 'community',
    // Seed rows of sys_dict_data for network_server_type in init.sql; the
    // server's switch over them is network/core/server/server.go:14.
    source: server('manifest/sql/sql.zip', 1),
    statedAs: [
      /^\|\s*`?(?:TCP|UDP|MQTT|HTTP|WebSocket|CoAP) ?服务器?`?[^|\n]*\|\s*`(\w+)`\s*\|/gm,
      /(?<=Server type: [^|\n]*)`(\w+)`/g,
    ],
    // CoAP presented as one of them (it is a Professional service of its own).
    never: [
      /(?:服务器管理|Server Management|network_server_type)[^。\n|]{0,80}?(?<!没有 ?|\bno |无)CoAP/,
      /CoAP[^。.\n]{0,60}?(?:在|\bunder|\bin)\s*(?:the\s+)?(?:\*\*)?(?:[^。.\n|]{0,30}?→\s*)?(?:服务器管理|Server Management|网络组件|network components)/i,
      /^\|\s*CoAP\s*\|[^\n]*?(?:服务器管理|Server Management)(?![^\n|]*(?:没有|\bno\b))/m,
    ],
  },
  {
    id: 'edition.dataPermissions',
    what: {
      'zh-Hans':
        '数据权限（在角色管理中为角色设置数据范围）所属的版本：所有版本，包括社区版；按范围过滤列表属于专业版',
      en: 'Edition of data permissions (a role’s data scope set in Role Management): every edition, the Community Edition included; filtering lists by it is Professional',
    },
    value: ['社区版', '所有版本', 'Community', 'every edition'],
    edition: 'community',
    source: server('api/v1/system/sys_role.go', 56),
    statedAs: [
      // The edition in the heading of the feature list that names it.
      /^#{2,4} [^\n]*?(社区版|专业版|企业版|旗舰版|所有版本|Community|Professional|Enterprise|Flagship|every edition)[^\n]*\n(?:(?!#{1,4} )[^\n]*\n)*?(?:[^\n]*?(?:[；;、，,] ?|\| )|[-*] )(?:数据权限|[Dd]ata permissions)/gm,
      /(社区版|专业版|企业版|Community|Professional|Enterprise)(?: Edition)? ?(?:包含|covers)[^。\n]{0,80}?(?:数据权限|data permissions)/g,
    ],
    never: [
      /(?:社区版没有|社区版不含|缺少|start with the Professional|lacks?\b|not in the Community)[^\n]*[：:]\n\n?(?:[-*] [^\n]*\n)*?[-*] [^\n]*?(?:数据权限|[Dd]ata permissions)/,
      /社区版(?:没有|不含|不包含|不提供|缺少)[^。\n]{0,20}?数据权限/,
      /数据权限[（(](?:专业版|企业版)[）)]/,
      /[Dd]ata permissions \((?:Professional|Enterprise) Edition\)/,
      /Community Edition (?:has no|lacks|does not (?:have|include|offer))[^.\n]{0,40}?data permissions/,
    ],
  },
  {
    id: 'edition.taskQueue',
    what: {
      'zh-Hans':
        '任务队列（Asynq）与定时任务所属的版本：所有版本，包括社区版；拆成独立进程的分体运行属于专业版',
      en: 'Edition of the task queue (Asynq) and scheduled tasks: every edition, the Community Edition included; split deployment as separate processes is Professional',
    },
    value: ['社区版', '所有版本', 'Community', 'every edition'],
    edition: 'community',
    source: server('internal/cmd/queue.go', 13),
    statedAs: [
      /^#{2,4} [^\n]*?(社区版|专业版|企业版|旗舰版|所有版本|Community|Professional|Enterprise|Flagship|every edition)[^\n]*\n(?:(?!#{1,4} )[^\n]*\n)*?(?:[^\n]*?(?:[；;、，,] ?|\| )|[-*] )(?:基于 Redis(?:（Asynq）)?的|(?:[Tt]he |[Aa]n? )?(?:Redis-based )?)(?:分布式)?(?:定时)?(?:任务队列|(?:distributed )?(?:scheduled-)?[Tt]ask queue)(?![^\n]{0,8}(?:拆|服务|as separate|service))/gm,
    ],
    never: [
      /(?:社区版没有|社区版不含|缺少|start with the Professional|lacks?\b|not in the Community)[^\n]*[：:]\n\n?(?:[-*] [^\n]*\n)*?[-*] (?:(?!分体|独立进程|split|separate process)[^\n])*?(?:任务队列|[Tt]ask queue)/,
      /社区版(?:没有|不含|不包含|不提供|缺少)[^。\n]{0,20}?任务队列/,
      /任务队列[（(](?:专业版|企业版)[）)]/,
      /[Tt]ask queue \((?:Professional|Enterprise) Edition\)/,
      /Community Edition (?:has no|lacks|does not (?:have|include|offer))[^.\n]{0,40}?task queue/,
    ],
  },
  {
    id: 'cron.scheduledTasks',
    what: {
      'zh-Hans':
        '定时任务（系统配置 → 定时任务）7 段 cron 表达式的字段顺序（gorhill/cronexpr 按段数解析）',
      en: 'Field order of a seven-field cron expression in Scheduled Tasks (read by field count, gorhill/cronexpr)',
    },
    value: [
      '秒 分 时 日 月 周 年',
      'second minute hour day month weekday year',
      'second, minute, hour, day, month, weekday, year',
      'second, minute, hour, day, month, weekday and year',
    ],
    edition: 'community',
    source: server('pkg/worker/worker.go', 433),
    statedAs: [
      /7 ?段(?:的 cron 表达式)?\s*(?:为|是|：|（|\|)\s*“?((?:[秒分时日月周年] )*[秒分时日月周年])/g,
      /(?:\bseven[- ]fields?(?: cron expression)?:?\s*(?:are\s+|\()?|^\| 7 \| )"?((?:second|minute|hour|day|month|weekday|year)(?:(?:,? and |, | )(?:second|minute|hour|day|month|weekday|year))*)/gm,
    ],
    // Six fields with seconds first are alarms, the Schedule node and scenes, not Scheduled Tasks.
    never: [
      /定时任务[^。；\n|]{0,30}?(?:6|六) ?段[^。；\n|]{0,8}?(?:秒在最前|第一段是秒|“秒 分 时 日 月 周”)/,
      /定时任务[^。；\n|]{0,20}?秒在最前的 ?(?:6|六) ?段/,
      /按段数[^。\n]{0,60}?6 段(?:为|是)“秒/,
      /[Ss]cheduled[- ]tasks?[^.;\n|]{0,40}?six[- ]fields?[^.;\n|]{0,16}?(?:seconds first|first (?:one |field )?is (?:the )?seconds?)/,
      /by (?:its )?(?:number of fields|field count)[^.\n]{0,120}?six(?: fields)? are "?second\b/,
    ],
  },
  {
    id: 'server.uploadDir',
    what: {
      'zh-Hans':
        '本地上传文件的目录（server.serverRoot 下的 upload_file；system.upload.path 只在启动时检查非空）',
      en: 'Folder of locally uploaded files (upload_file under server.serverRoot; system.upload.path is only checked to be non-empty)',
    },
    value: ['resource/public/upload_file', 'upload_file'],
    edition: 'community',
    source: server('internal/consts/upload.go', 4),
    statedAs: [
      /`((?:[\w.-]+\/)*upload[\w-]*)\/(?:日期\/|<date>\/)?`/g,
      /── (upload[\w-]*)\/\s+(?:本地上传|上传文件|(?:locally )?uploaded files)/g,
    ],
    never: [
      /上传[^。\n]{0,20}(?:保存|存放|放)在[^。\n]{0,10}`upload\/?`/,
      /uploads?[^.\n]{0,30}(?:saved|stored|go|kept)[^.\n]{0,15}`upload\/?`/,
      /upload\.path`?\s*(?:指定|指向|设置)的(?:目录|文件夹)/,
      /(?:folder|directory) (?:set by|named in|given by) `(?:system\.)?upload\.path`/,
      /上传文件(?:的存放)?目录[（(]?`?(?:system\.)?upload\.path/,
      /upload folder \(`(?:system\.)?upload\.path`/i,
      /\|\s*`(?:system\.)?upload\.path`\s*\|[^|\n]*\|\s*(?:上传文件(?:的存放)?目录|[Uu]pload folder|[Ff]older for uploaded files)/,
    ],
  },
];
