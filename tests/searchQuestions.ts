/**
 * Search as readers ask: whole questions, mixed Chinese and English, config
 * keys and topic fragments, hyphen and plural variants, one-typo English
 * words. Each query lists the pages that answer it, chosen by reading the
 * content (docs/ for zh-Hans, i18n/en/.../current/ for en), not from what the
 * ranking returns. A query is a hit when one of its pages is among the first
 * five pages listed (a page may have several hits; it counts once, where it
 * first appears): in the order of the results, as the search page lists them,
 * and, reported beside it, as the modal shows them (grouped by section).
 *
 * Used by `tests/build/searchQuestions.test.ts` (the hit rate the built index
 * must reach) and `npm run bench:search` (hit rate per locale beside size and
 * latency). The top-3 keyword tests of `tests/e2e/search.test.ts` are separate.
 */
import fs from 'node:fs';
import path from 'node:path';
import type MiniSearch from 'minisearch';
import { facetFilter } from '../src/plugins/local-search/adapter';
import type { IndexPart } from '../src/plugins/local-search/compactIndex';
import { MANIFEST_FILE, type SearchManifest } from '../src/plugins/local-search/protocol';
import { EDITION_VERSIONS, type EditionId } from '../src/data/editions';
import {
  loadIndex,
  searchRecords,
  type SearchRecord,
} from '../src/plugins/local-search/searchIndex';
import { decodeGroups } from '../src/plugins/local-search/expansions';
import { listedAs, modalHits } from '../src/plugins/local-search/modalHits';
import { compileExpansions, type Expansions } from '../src/plugins/local-search/tokenizer';

export type Edition = EditionId;

export interface SearchQuestion {
  query: string;
  /** Pages that answer the query: paths from the locale's base URL, without anchor. */
  answers: string[];
  /** The edition the reader is in; professional unless named. */
  edition?: Edition;
}

export type QuestionLocale = 'zh-Hans' | 'en';

export const searchQuestions: Record<QuestionLocale, SearchQuestion[]> = {
  'zh-Hans': [
    // Whole questions.
    { query: '如何添加一个设备', answers: ['docs/access/example/device', 'docs/iot/device'] },
    { query: '怎么创建产品', answers: ['docs/access/example/product', 'docs/iot/device/product'] },
    { query: '什么是物模型', answers: ['docs/base/concept/tsl/intro'] },
    { query: '设备影子是什么', answers: ['docs/iot/device/shadow/overview'] },
    { query: '怎样配置告警规则', answers: ['docs/iot/alarm/config'] },
    { query: '告警太多怎么合并', answers: ['docs/iot/alarm/govern'] },
    { query: '怎么用docker部署sagooiot', answers: ['docs/install/quick', 'docs/install/docker'] },
    {
      query: '默认账号密码是什么',
      answers: ['docs/faq/other', 'docs/install/quick', 'docs/install/sagooiot-install'],
    },
    {
      query: 'web端口是8199还是8200',
      answers: ['docs/faq/install', 'docs/install/ports', 'docs/install/config/server'],
    },
    {
      query: '设备上线离线怎么判断',
      answers: [
        'docs/access/flow',
        'docs/faq/install',
        'docs/install/config/mqtt',
        'docs/other/mqtt',
      ],
    },
    {
      query: '如何远程升级设备固件',
      answers: ['docs/iot/operate/ota', 'develop/protocol/mqtt_ota'],
    },
    {
      query: '规则链怎么调试',
      answers: ['docs/iot/ruleEngine/instance', 'docs/iot/ruleEngine/concept'],
    },
    {
      query: '告警后怎么发邮件通知',
      answers: ['docs/iot/alarm/config', 'docs/iot/notice/instance', 'docs/iot/notice/access'],
    },
    { query: '如何开发一个协议插件', answers: ['develop/plugin/protocol', 'develop/plugin/start'] },
    {
      query: '第三方系统怎么调用平台接口',
      answers: [
        'develop/openapi/intro',
        'develop/openapi/northbound/introduce',
        'develop/business/introduce',
        'docs/config/application',
      ],
    },
    {
      query: 'AK/SK签名怎么计算',
      answers: ['develop/openapi/authority/start', 'develop/openapi/authority/example'],
    },
    {
      query: 'cron表达式怎么写',
      answers: ['docs/other/cron', 'docs/iot/ruleEngine/input/schedule'],
    },
    { query: '社区版可以商用吗', answers: ['docs/base/version', 'docs/faq/other'] },
    { query: '海康摄像头怎么接入', answers: ['docs/media/gb28181', 'docs/media/isc_gb28181'] },
    { query: 'TCP设备连上就断开怎么办', answers: ['docs/faq/network'] },
    { query: '时序数据库怎么配置', answers: ['docs/install/config/tsd'] },
    { query: '组态图和大屏有什么区别', answers: ['docs/iot/configure/start'] },
    { query: '怎么给角色分配权限', answers: ['docs/system/roles', 'docs/system/authorize_config'] },
    { query: '如何在控制台新增一个页面', answers: ['develop/front/addPage', 'docs/config/menu'] },
    { query: '用户忘记密码怎么重置', answers: ['docs/system/users'] },
    { query: '场景联动和规则引擎有什么不同', answers: ['docs/iot/scene/based'] },
    {
      query: 'Modbus设备的数据怎么采集',
      answers: [
        'docs/access/protocol/modbus',
        'docs/iot/collection/intro',
        'docs/iot/collection/template-management',
        'docs/iot/ruleEngine/external/modbus',
      ],
    },
    { query: '组态图数据不刷新怎么办', answers: ['docs/iot/configure/point'] },
    {
      query: '哪里可以修改日志级别',
      answers: ['docs/install/config/log', 'docs/monitoring/syslog'],
    },
    { query: '没有摄像机怎么测试视频接入', answers: ['docs/media/test'] },
    {
      query: '设备有几百台要一台台添加吗',
      answers: ['docs/faq/network', 'docs/iot/device'],
    },
    // Chinese and English mixed.
    { query: 'MQTT上报', answers: ['docs/access/mqtt', 'develop/protocol/mqtt_report'] },
    { query: '用MQTTX模拟设备', answers: ['docs/access/mqtt'] },
    { query: '必须安装EMQX吗', answers: ['docs/faq/other'] },
    {
      query: 'Nginx反向代理配置',
      answers: ['docs/install/deploy', 'docs/install/sagooiot-install'],
    },
    { query: 'Redis缓存监测', answers: ['docs/monitoring/cache'] },
    { query: 'HTTP接入设备', answers: ['docs/access/http'] },
    { query: '用JS脚本转换数据', answers: ['docs/iot/ruleEngine/transform/js'] },
    { query: '从Kafka接收数据', answers: ['docs/iot/ruleEngine/input/kafka'] },
    { query: 'Go和GoFrame版本要求', answers: ['develop/compile/environment'] },
    { query: 'pprof性能分析', answers: ['develop/performance/pprof'] },
    {
      query: 'OPC UA设备怎么接入',
      answers: [
        'develop/protocol/opcua',
        'docs/iot/ruleEngine/input/opcua',
        'docs/iot/ruleEngine/external/opcua_read',
      ],
    },
    // Config keys and topic fragments.
    { query: 'deviceCacheData', answers: ['docs/install/config/device'] },
    { query: 'gfToken', answers: ['docs/install/config'] },
    { query: 'auth.yaml', answers: ['docs/install/config/sagoomqtt'] },
    { query: '$SYS', answers: ['docs/other/mqtt', 'docs/install/config/mqtt'] },
    { query: 'info.json', answers: ['develop/plugin/start'] },
    { query: 'model_func_name', answers: ['develop/plugin/tcp-protocol'] },
    { query: 'FilterDataByPermissions', answers: ['develop/system/data_authorize'] },
    { query: 'innodb_buffer_pool_size', answers: ['docs/other/mysql'] },
    {
      query: '注册包正则',
      answers: ['docs/access/tcp', 'docs/iot/network/server', 'docs/faq/network'],
    },
    { query: '告警升级', answers: ['docs/iot/alarm/govern'] },
    { query: '一机一密', answers: ['docs/access/certificate'] },
    {
      query: 'TCP粘包',
      answers: ['docs/faq/network', 'docs/iot/network/server', 'docs/access/tcp'],
    },
    { query: '子设备topic', answers: ['develop/protocol/mqtt_sub_topic'] },
    { query: '共享订阅', answers: ['docs/install/config/mqtt'] },
    { query: '串口参数', answers: ['docs/iot/network/tunnel'] },
    // Readers of another edition.
    { query: '社区版配置文件在哪里', answers: ['community/install/config'], edition: 'community' },
    {
      query: '怎么使用IEC 104网关',
      answers: ['enterprise/gateway/ice104/start', 'enterprise/gateway/ice104'],
      edition: 'enterprise',
    },
    { query: '多租户怎么隔离数据', answers: ['enterprise/tenant/intro'], edition: 'enterprise' },
  ],
  en: [
    // Whole questions.
    {
      query: 'how do I add a device',
      answers: ['docs/access/example/device', 'docs/iot/device'],
    },
    {
      query: 'how to create a product',
      answers: ['docs/access/example/product', 'docs/iot/device/product'],
    },
    { query: 'what is a thing model', answers: ['docs/base/concept/tsl/intro'] },
    { query: 'what is a device shadow', answers: ['docs/iot/device/shadow/overview'] },
    { query: 'how do I set up alarm rules', answers: ['docs/iot/alarm/config'] },
    { query: 'how can I merge repeated alarms', answers: ['docs/iot/alarm/govern'] },
    {
      query: 'how to deploy with docker compose',
      answers: ['docs/install/quick', 'docs/install/docker'],
    },
    {
      query: 'what is the default admin password',
      answers: ['docs/faq/other', 'docs/install/quick', 'docs/install/sagooiot-install'],
    },
    {
      query: 'is the web port 8199 or 8200',
      answers: ['docs/faq/install', 'docs/install/ports', 'docs/install/config/server'],
    },
    {
      query: 'how does the platform know a device went offline',
      answers: [
        'docs/access/flow',
        'docs/faq/install',
        'docs/install/config/mqtt',
        'docs/other/mqtt',
      ],
    },
    {
      query: 'how to upgrade device firmware over the air',
      answers: ['docs/iot/operate/ota', 'develop/protocol/mqtt_ota'],
    },
    {
      query: 'how do I debug a rule chain',
      answers: ['docs/iot/ruleEngine/instance', 'docs/iot/ruleEngine/concept'],
    },
    {
      query: 'send an email when an alarm fires',
      answers: [
        'docs/iot/alarm/config',
        'docs/iot/notice/instance',
        'docs/iot/notice/access',
        'docs/iot/ruleEngine/external/email',
      ],
    },
    {
      query: 'how to write a protocol plugin',
      answers: ['develop/plugin/protocol', 'develop/plugin/start'],
    },
    {
      query: 'how can a third-party system call the platform API',
      answers: [
        'develop/openapi/intro',
        'develop/openapi/northbound/introduce',
        'develop/business/introduce',
        'docs/config/application',
      ],
    },
    {
      query: 'how is the AK/SK signature calculated',
      answers: ['develop/openapi/authority/start', 'develop/openapi/authority/example'],
    },
    {
      query: 'how to write a cron expression',
      answers: ['docs/other/cron', 'docs/iot/ruleEngine/input/schedule'],
    },
    {
      query: 'can I use the community edition commercially',
      answers: ['docs/base/version', 'docs/faq/other'],
    },
    {
      query: 'connect a Hikvision camera',
      answers: ['docs/media/gb28181', 'docs/media/isc_gb28181'],
    },
    { query: 'tcp device disconnected right after it connects', answers: ['docs/faq/network'] },
    { query: 'which time series database should I use', answers: ['docs/install/config/tsd'] },
    {
      query: 'difference between HMI diagrams and dashboards',
      answers: ['docs/iot/configure/start'],
    },
    {
      query: 'how to give a role permissions',
      answers: ['docs/system/roles', 'docs/system/authorize_config'],
    },
    {
      query: 'add a new page to the console front end',
      answers: ['develop/front/addPage', 'docs/config/menu'],
    },
    { query: "reset a user's password", answers: ['docs/system/users'] },
    {
      query: 'when should I use scene linkage instead of the rule engine',
      answers: ['docs/iot/scene/based'],
    },
    {
      query: 'collect data from modbus devices',
      answers: [
        'docs/access/protocol/modbus',
        'docs/iot/collection/intro',
        'docs/iot/collection/template-management',
        'docs/iot/ruleEngine/external/modbus',
      ],
    },
    {
      query: 'where do I change the log level',
      answers: ['docs/install/config/log', 'docs/monitoring/syslog'],
    },
    { query: 'test video without a real camera', answers: ['docs/media/test'] },
    {
      query: 'do I have to add hundreds of devices one by one',
      answers: ['docs/faq/network', 'docs/iot/device'],
    },
    // Hyphenated, slash-joined and plural forms written another way.
    { query: 'subdevice topics', answers: ['develop/protocol/mqtt_sub_topic'] },
    { query: 'sub device gateway', answers: ['docs/iot/device/instance'] },
    { query: 'multitenant development', answers: ['develop/business/tenant'] },
    { query: 'goplugin handshake', answers: ['develop/plugin/hashicorp'] },
    { query: 'timeseries database config', answers: ['docs/install/config/tsd'] },
    { query: 'aksk authentication', answers: ['develop/openapi/authority/start'] },
    { query: 'tcp udp client node', answers: ['docs/iot/ruleEngine/external/net'] },
    {
      query: 'redis pubsub',
      answers: ['docs/iot/ruleEngine/input/redis', 'docs/iot/ruleEngine/external/redis_pub'],
    },
    { query: 'frontend coding rules', answers: ['develop/front/rule'] },
    { query: 'notification template', answers: ['docs/iot/notice/access'] },
    { query: 'data type', answers: ['docs/base/concept/tsl/datatype'] },
    { query: 'keyboard shortcut', answers: ['docs/iot/configure/keys', 'docs/screen/pageGuide'] },
    {
      query: 'device certificate',
      answers: ['docs/access/certificate', 'docs/iot/certificate/certificates'],
    },
    { query: 'which ports must the firewall open', answers: ['docs/install/ports'] },
    // One typo.
    { query: 'devise shadow json', answers: ['docs/iot/device/shadow/json-format'] },
    { query: 'notifcation configuration', answers: ['docs/iot/notice/instance'] },
    { query: 'configuraton file reference', answers: ['docs/install/config'] },
    {
      query: 'firmwre upgrade',
      answers: ['docs/iot/operate/ota', 'develop/protocol/mqtt_ota'],
    },
    { query: 'cloud gatway development', answers: ['develop/protocol/iotgateway'] },
    // Config keys and UI labels.
    { query: 'deviceCacheData', answers: ['docs/install/config/device'] },
    { query: 'gfToken', answers: ['docs/install/config'] },
    { query: 'auth.yaml', answers: ['docs/install/config/sagoomqtt'] },
    { query: '$SYS topic', answers: ['docs/other/mqtt', 'docs/install/config/mqtt'] },
    { query: 'info.json fields', answers: ['develop/plugin/start'] },
    { query: 'model_func_name', answers: ['develop/plugin/tcp-protocol'] },
    { query: 'FilterDataByPermissions', answers: ['develop/system/data_authorize'] },
    { query: 'innodb_buffer_pool_size', answers: ['docs/other/mysql'] },
    {
      query: '新增产品',
      answers: ['docs/access/example/product', 'docs/iot/device/product'],
    },
    { query: '设备超时时间', answers: ['docs/faq/install'] },
    // Readers of another edition.
    {
      query: 'community edition config file',
      answers: ['community/install/config'],
      edition: 'community',
    },
    {
      query: 'how to use the IEC 104 gateway',
      answers: ['enterprise/gateway/ice104/start', 'enterprise/gateway/ice104'],
      edition: 'enterprise',
    },
    {
      query: 'how are tenants isolated',
      answers: ['enterprise/tenant/intro'],
      edition: 'enterprise',
    },
  ],
};

/** What the reader in `edition` loads: blog and pages, plus that edition's docs. */
export const editionTags = (edition: Edition = 'professional'): string[] => [
  'default',
  `docs-default-${EDITION_VERSIONS[edition].version}`,
];

/** A question is answered when one of its pages is among the first `TOP` listed. */
export const TOP = 5;
/** The share of questions the built index must answer, in each locale. */
export const MIN_HIT_RATE = 0.95;

/** The first `TOP` pages of a result list: a page's sections count as the page, once. */
export function topPages(urls: string[], top = TOP): string[] {
  return [...new Set(urls.map((url) => url.split('#')[0]))].slice(0, top);
}

/** The hits the DocSearch modal asks for, and how many of one section (lvl0) it shows. */
const MODAL_HITS = 20;
const MODAL_GROUP_SIZE = 5;

/**
 * The hits in the order the search modal shows them: our `modalHits` (its
 * `transformItems`: grouped by section, lvl0, at most two of a page before
 * the next page's), then DocSearch's grouping, at most five a section.
 */
export function modalOrder<Hit extends { hierarchy: string[]; url: string }>(hits: Hit[]): Hit[] {
  const groups = new Map<string, Hit[]>();
  const shown = modalHits(
    hits.slice(0, MODAL_HITS),
    (hit) => listedAs(hit.url),
    (hit) => hit.hierarchy[0] ?? '',
  );
  for (const hit of shown) {
    const section = hit.hierarchy[0] ?? '';
    const group = groups.get(section) ?? [];
    if (group.length < MODAL_GROUP_SIZE) group.push(hit);
    groups.set(section, group);
  }
  return [...groups.values()].flat();
}

export interface QuestionResult {
  question: SearchQuestion;
  /** The first pages listed, in the order of the results (the search page's). */
  pages: string[];
  hit: boolean;
  /** The first pages the modal shows (`modalOrder`). */
  modalPages: string[];
  modalHit: boolean;
}

/**
 * Asks every question of `locale` of the index `parts` (the parts of the
 * built locale, by tag), each in its reader's edition.
 */
export function askQuestions(
  locale: QuestionLocale,
  parts: Record<string, IndexPart>,
  questions = searchQuestions[locale],
  expansions?: Expansions,
): QuestionResult[] {
  const indexes = new Map<string, MiniSearch<SearchRecord>>();
  return questions.map((question) => {
    const tags = editionTags(question.edition);
    const key = tags.join(' ');
    let index = indexes.get(key);
    if (!index) {
      index = loadIndex(tags.map((tag) => parts[tag]).filter(Boolean));
      indexes.set(key, index);
    }
    const accept = facetFilter(
      [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
      locale,
    );
    const results = searchRecords(index, question.query, accept, expansions);
    const pages = topPages(results.map((r) => r.url));
    const modalPages = topPages(modalOrder(results).map((r) => r.url));
    const answers = (listed: string[]) => listed.some((page) => question.answers.includes(page));
    return { question, pages, hit: answers(pages), modalPages, modalHit: answers(modalPages) };
  });
}

/** The index parts of a built locale (`build/`, `build/en`), by tag. */
export function builtParts(localeDir: string): Record<string, IndexPart> {
  const manifest: SearchManifest = JSON.parse(
    fs.readFileSync(path.join(localeDir, MANIFEST_FILE), 'utf8'),
  );
  return Object.fromEntries(
    Object.entries(manifest.parts).map(([tag, file]) => [
      tag,
      JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as IndexPart,
    ]),
  );
}

/** The query expansions of a built locale, as its search worker compiles them. */
export function builtExpansions(localeDir: string): Expansions {
  const manifest: SearchManifest = JSON.parse(
    fs.readFileSync(path.join(localeDir, MANIFEST_FILE), 'utf8'),
  );
  return compileExpansions(decodeGroups(manifest.expansions ?? ''), {
    chinesePhrases: !manifest.locale.startsWith('zh'),
  });
}

export const hitRate = (results: QuestionResult[], modal = false): number =>
  results.filter((r) => (modal ? r.modalHit : r.hit)).length / results.length;
