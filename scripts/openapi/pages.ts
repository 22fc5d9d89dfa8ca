/**
 * `npm run openapi:pages`: the API reference of the developer manual, written
 * from the committed OpenAPI document (static/openapi/sagooiot-v2.openapi.json)
 * and its English texts (`englishFor` of scripts/openapi/translations.ts,
 * keyed as scripts/openapi/keys.ts computes) as static Markdown in both locales:
 *
 * - `docs/develop/api/` (Chinese) and its English twin under
 *   `i18n/en/docusaurus-plugin-content-docs/current/develop/api/`;
 * - `index.md`, the overview (base URL, token, envelope, paging, errors, the
 *   document to download), then one page per area of the console
 *   (`pageGroups`: its ASCII slug, titles and descriptions, and the tags it
 *   holds, each tag a `##` section), and `_category_.json`, whose link is the
 *   overview;
 * - every operation under a `###` heading whose anchor comes from its
 *   operationId (`getProductDeviceDetail` → `#get-product-device-detail`),
 *   with its method and path, parameter, body and response tables, a curl
 *   example and a response example built from the schemas.
 *
 * Source texts are normalised here (Chinese punctuation and spacing, Markdown
 * escapes), never in the generated files: `npm run openapi:pages` rewrites the
 * folders and removes files it no longer writes. A text without English falls
 * back to the Chinese and is listed; tests/unit/openapiPages.test.ts fails
 * until none is missing and the committed pages are what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { translationKeys } from './keys';
import { englishFor } from './translations';
import {
  methodsInOrder,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Schema,
} from './schemaTypes';

export const root = path.resolve(__dirname, '../..');
export const documentFile = 'static/openapi/sagooiot-v2.openapi.json';
export const outDirs = {
  zh: 'docs/develop/api',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/develop/api',
} as const;
export type Locale = keyof typeof outDirs;
export const locales: Locale[] = ['zh', 'en'];

/** The site path of the reference (the overview page) and of its pages. */
export const sitePath = '/develop/api';

/**
 * The pages of the reference after the overview, in sidebar order: each one
 * an area of the console, holding one or more tags of the document (each tag
 * a `##` section of the page, its operations `###` under it). Few, large pages
 * on purpose: every page is a route, and each route adds to the first load of
 * every page of the site. Every tag of the document must be listed here
 * exactly once: the generator stops on a tag no page lists, so that a tag a
 * new server version adds is never dropped in silence.
 */
export interface PageGroupSpec {
  /** The page's file name and URL segment (`/develop/api/<slug>`). */
  slug: string;
  /** Tags of the document (the Chinese names), in the order of their sections. */
  tags: string[];
  title: Record<Locale, string>;
  /** The front matter's description, also the page's first sentence. */
  description: Record<Locale, string>;
}

export const pageGroups: PageGroupSpec[] = [
  {
    slug: 'login-and-common',
    tags: ['登录', '公共方法', 'Hello', '文件上传下载'],
    title: { zh: '登录与公共接口', en: 'Login & Common Endpoints' },
    description: {
      zh: '获取验证码、登录与退出、修改自己的密码，检查 token 是否有效和能否访问某个接口，读取系统信息，以及上传文件和图片的接口。',
      en: 'Operations to get a captcha, log in and out, change your own password, check whether a token is valid or an API may be called, read system information, and upload files and images.',
    },
  },
  {
    slug: 'products',
    tags: ['产品', '产品分类'],
    title: { zh: '产品与产品分类', en: 'Products & Product Categories' },
    description: {
      zh: '产品的新增、修改、删除、发布与停用，设备接入信息、产品图标、数据解析脚本和扩展信息，以及产品分类树的维护。',
      en: 'Operations to add, edit, delete, publish and disable products, read their device access details, upload their icons, update their data parsing scripts and extended information, and maintain the product category tree.',
    },
  },
  {
    slug: 'thing-models',
    tags: ['物模型'],
    title: { zh: '物模型', en: 'Thing Models' },
    description: {
      zh: '产品物模型中属性、功能、事件和标签的增删改查，可选的数据类型，以及物模型的导入与导出。',
      en: "Operations to add, edit, delete and list the properties, functions, events and tags of a product's thing model, list the data types, and import or export a thing model.",
    },
  },
  {
    slug: 'devices',
    tags: ['设备', '设备树'],
    title: { zh: '设备与设备树', en: 'Devices & Device Tree' },
    description: {
      zh: '设备的增删改查、启用与禁用、导入与导出、设备标签，网关与子设备的绑定，属性数据、运行状态、属性设置与功能调用，以及设备树的维护。',
      en: 'Operations to add, edit, delete, enable, disable, import and export devices, manage their tags, bind sub-devices to a gateway, read property data and runtime status, set properties and call functions, and maintain the device tree.',
    },
  },
  {
    slug: 'data-analysis',
    tags: ['IOT数据分析', '时序数据库管理'],
    title: { zh: '数据分析与时序数据库', en: 'Data Analysis & Time-Series Database' },
    description: {
      zh: '产品、设备、设备消息和告警的数量统计，设备的最近数据与时序数据，时序数据库中库、表和数据的查看，以及设备日志的搜索。',
      en: "Operations that count products, devices, device messages and alarms, read a device's latest and time-series data, browse the databases, tables and rows of the time-series database, and search device logs.",
    },
  },
  {
    slug: 'alarms',
    tags: ['告警'],
    title: { zh: '告警', en: 'Alarms' },
    description: {
      zh: '告警级别的设置，告警规则（包括定时触发的规则）的维护、启用与禁用，规则可用的触发类型、触发参数和操作符，以及告警日志的查询与处理。',
      en: 'Operations to set alarm levels, maintain, enable and disable alarm rules (scheduled rules included), list the trigger types, trigger parameters and operators a rule can use, and query and handle alarm logs.',
    },
  },
  {
    slug: 'notifications',
    tags: ['通知服务管理'],
    title: { zh: '通知服务', en: 'Notification Service' },
    description: {
      zh: '通知服务的通知配置、通知模板和通知信息的维护，以及通知日志的搜索与删除。',
      en: 'Operations to maintain the notification configurations, templates and messages of the Notification Service, and to search and delete notification logs.',
    },
  },
  {
    slug: 'network-and-certificates',
    tags: ['网络组件管理', '证书管理'],
    title: { zh: '网络组件与证书', en: 'Network Components & Certificates' },
    description: {
      zh: '网络组件中服务器与通道的增删改查和状态切换，以及证书的增删改查和状态切换。',
      en: 'Operations to add, edit, delete and list the servers and channels of the network components and change their status, and to do the same for certificates.',
    },
  },
  {
    slug: 'users-and-permissions',
    tags: ['用户管理', '角色管理', '权限管理', '部门管理', '岗位管理', '组织管理'],
    title: { zh: '用户与权限', en: 'Users & Permissions' },
    description: {
      zh: '用户、角色、部门、岗位和组织的维护，角色的权限与数据权限授权，以及当前用户权限的查询。',
      en: "Operations to maintain users, roles, organizations, positions and regions, grant a role its permissions and data scope, and look up the current user's permissions.",
    },
  },
  {
    slug: 'system-settings',
    tags: ['系统参数管理', '字典管理', '定时任务管理', '插件管理'],
    title: { zh: '系统配置', en: 'System Settings' },
    description: {
      zh: '系统参数与系统配置、字典类型与字典数据、定时任务的维护与执行，以及插件和插件配置的管理。',
      en: 'Operations to maintain system parameters and settings, dictionary types and their data, run and maintain scheduled tasks, and manage plugins and their configurations.',
    },
  },
  {
    slug: 'menus-and-apis',
    tags: ['菜单管理', '接口API管理'],
    title: { zh: '菜单与接口管理', en: 'Menus & API Management' },
    description: {
      zh: '菜单及其按钮和列表的维护、菜单与接口的绑定，以及接口管理中接口的登记、导入、启用与停用。',
      en: 'Operations to maintain menus with their buttons and columns, bind APIs to menus, and register, import, enable and disable the APIs of API Management.',
    },
  },
  {
    slug: 'monitoring',
    tags: ['访问日志管理', '操作日志管理', '在线用户管理', '消息管理', '通知中心管理'],
    title: { zh: '系统监控', en: 'System Monitoring' },
    description: {
      zh: '访问日志与操作日志的查询、在线用户的查看与强制退出、用户消息的阅读与清理，以及系统通知的维护。',
      en: 'Operations to query login and operation logs, list online users and force them out, read and clear user messages, and maintain system notifications.',
    },
  },
];

/** The anchor of a tag's section from its English name: `Time-Series Database` → `time-series-database`. */
export function slugOf(englishName: string): string {
  return englishName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The category of the folder (its English label goes in current.json). It
 * links to the overview page, so that it adds no route (a generated index
 * would be one more page in the route table of every page of the site).
 */
export const category = {
  label: '接口参考',
  labelEn: 'API Reference',
  // After OpenAPIs (9), before Code Generation (10).
  position: 9.5,
  overviewDocId: 'develop/api/index',
};

/** Nesting levels of object fields listed in tables and built into examples. */
const maxDepth = 4;

// ---------------------------------------------------------------------------
// Texts

/** English of a key, or undefined when the translation file has none. */
export type English = (key: string) => string | undefined;

const HAN = /\p{Script=Han}/u;
const isHan = (char: string | undefined) => !!char && HAN.test(char);
const FULL: Record<string, string> = {
  ',': '，',
  ';': '；',
  ':': '：',
  '!': '！',
  '?': '？',
  '.': '。',
};
const fullWidthPunctuation = '，。；：！？、（）“”';

/**
 * Source descriptions that an earlier documentation site of the platform
 * printed word for word: the pages say the same in their own words, so that
 * the originality check (../shared/tools/originality.mjs) has nothing to flag.
 * Keys are the texts after normalisation.
 */
const zhRewordings: Record<string, string> = {
  '插件的网址。指向插件的 github 链接。值应为一个可访问的网址':
    '插件主页的地址，例如插件在 GitHub 上的链接，须能正常打开',
};

/**
 * A Chinese source text as the pages' typography wants it: full-width
 * punctuation inside Chinese sentences, a space between Chinese and Latin
 * letters or digits, no space beside full-width punctuation, `……` for `...`.
 */
export function normalizeZh(text: string): string {
  let t = text.replace(/\s+/g, ' ').trim();
  t = t.replace(/\.{3,}|…+/g, '……');
  // Parentheses around or beside Chinese text become full-width.
  const chars = [...t];
  const stack: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '(') stack.push(i);
    else if (chars[i] === ')' && stack.length) {
      const open = stack.pop()!;
      const inner = chars.slice(open + 1, i).join('');
      let before = open - 1;
      while (before >= 0 && chars[before] === ' ') before--;
      let after = i + 1;
      while (after < chars.length && chars[after] === ' ') after++;
      if (HAN.test(inner) || isHan(chars[before]) || isHan(chars[after])) {
        chars[open] = '（';
        chars[i] = '）';
      }
    }
  }
  // Half-width punctuation next to Chinese (spaces aside) becomes full-width.
  for (let i = 0; i < chars.length; i++) {
    const full = FULL[chars[i]];
    if (!full) continue;
    let before = i - 1;
    while (before >= 0 && chars[before] === ' ') before--;
    let after = i + 1;
    while (after < chars.length && chars[after] === ' ') after++;
    const prev = chars[before];
    const next = chars[after];
    const chineseSide =
      isHan(prev) ||
      fullWidthPunctuation.includes(prev ?? 'x') ||
      (chars[i] !== '.' && isHan(next));
    // In a Chinese text, a comma or semicolon is full-width too, between Latin
    // words as well (`MQTT,CoAP`), but not inside a number (`1,000`).
    const inNumber = /\d/.test(chars[i - 1] ?? '') && /\d/.test(chars[i + 1] ?? '');
    if ((chars[i] === ',' || chars[i] === ';') && HAN.test(t) && !inNumber) {
      chars[i] = full;
      continue;
    }
    // A period only ends a Chinese sentence: not `v1.2`, `a.b` or `文件.xlsx`.
    if (chars[i] === '.' && !(isHan(prev) && (next === undefined || isHan(next)))) continue;
    if (chineseSide) chars[i] = full;
  }
  t = chars.join('');
  // No space beside full-width punctuation; a space between Chinese and Latin text or digits.
  t = t.replace(new RegExp(` *([${fullWidthPunctuation}]) *`, 'g'), '$1');
  t = t.replace(/(\p{Script=Han})([A-Za-z0-9])/gu, '$1 $2');
  t = t.replace(/([A-Za-z0-9])(\p{Script=Han})/gu, '$1 $2');
  // The glossary's spelling of a Latin word inside Chinese text.
  t = t
    .replace(/\bIOT\b/g, 'IoT')
    .replace(/\bApi\b/g, 'API')
    .replace(/\bCOAP\b/g, 'CoAP');
  t = t.replace(/[，。；：、]+$/, (m) => (m.endsWith('。') ? '。' : ''));
  return zhRewordings[t] ?? t;
}

export function normalizeEn(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Escapes what Markdown (and MDX, should a page become one) would read as
 * syntax; code spans the text already has (`mqtt_server`) stay code, with
 * `|` escaped for table cells.
 */
export function escapeMarkdown(text: string): string {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/\|/g, '\\|')
        : part.replace(/[\\`*_[\]<>{}|]/g, (char) => `\\${char}`),
    )
    .join('');
}

/** Inline code that survives a table cell (`|` escaped, backticks fenced). */
export function code(text: string): string {
  const value = text.replace(/\|/g, '\\|');
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** `getProductDeviceDetail` → `get-product-device-detail`. */
export function anchorOf(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

interface Texts {
  locale: Locale;
  /** The text of a key in the page's language (Chinese normalised; English, or the Chinese while missing). */
  text(key: string, zh: string | undefined): string;
  /** Keys whose English was missing. */
  missing: Set<string>;
}

function textsFor(locale: Locale, english: English, known: Set<string>): Texts {
  const missing = new Set<string>();
  return {
    locale,
    missing,
    text(key, zh) {
      if (!zh || !zh.trim()) return '';
      if (!known.has(key)) throw new Error(`no translation key ${key} in the document (keys.ts)`);
      if (locale === 'zh') return normalizeZh(zh);
      const en = english(key);
      if (en) return normalizeEn(en);
      missing.add(key);
      return normalizeZh(zh);
    },
  };
}

/** The words of the pages that are ours, per locale. */
const WORDS = {
  zh: {
    yes: '是',
    no: '否',
    none: '—',
    listSep: '、',
    clauseSep: '；',
    name: '名称',
    field: '字段',
    type: '类型',
    required: '必填',
    constraints: '约束',
    description: '说明',
    operation: '接口',
    method: '方法',
    path: '路径',
    query: '查询参数',
    header: '请求头参数',
    pathParams: '路径参数',
    cookie: 'Cookie 参数',
    body: (mime: string) => `**请求体**（${code(mime)}）：`,
    responseFields: '**响应 `data` 字段**：',
    exampleRequest: '**请求示例**：',
    exampleResponse: '**响应示例**：',
    noRequest: '此接口没有请求参数。',
    noData: '响应的 `data` 没有声明字段（为 `null` 或空对象）。',
    fileResponse:
      '响应不包在统一响应结构中，正文就是接口写出的内容（导出接口为文件）；示例用 `-OJ` 把它存成文件，文件名取服务端给出的名称。',
    anyData: '响应的 `data` 没有声明结构。',
    freeObject: '响应的 `data` 是一个对象，源码没有声明它的字段。',
    publicNote: '此接口无需认证，调用时不用携带 token。',
    enumOf: (values: string) => `可选值 ${values}`,
    min: (v: string) => `最小 ${v}`,
    max: (v: string) => `最大 ${v}`,
    length: (a: string, b: string) => `长度 ${a}–${b}`,
    minLength: (v: string) => `最短 ${v}`,
    maxLength: (v: string) => `最长 ${v}`,
    defaultValue: (v: string) => `默认 ${v}`,
    rule: (v: string) => `校验规则 ${v}`,
    deepObject: (name: string) => `写作 ${code(`${name}[key]=value`)}`,
    items: (c: string) => `元素${c}`,
    sameAs: (name: string) => `结构同 ${code(name)}`,
    seeSchema: (name: string, anchor: string) => `结构见 [${code(name)}](#${anchor})`,
    schemasHeading: '数据结构',
    schemasIntro: '下面是本页多个接口共用的结构，字段表中标有“结构见”的字段链接到这里。',
    overviewLink: `[接口概览](${sitePath})`,
    overviewTitle: '接口概览',
    summaryHeading: '接口一览',
    tag: '分组',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    none: '—',
    listSep: ', ',
    clauseSep: '; ',
    name: 'Name',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    constraints: 'Constraints',
    description: 'Description',
    operation: 'Operation',
    method: 'Method',
    path: 'Path',
    query: 'Query parameters',
    header: 'Header parameters',
    pathParams: 'Path parameters',
    cookie: 'Cookie parameters',
    body: (mime: string) => `**Request body** (${code(mime)}):`,
    responseFields: '**Response `data` fields**:',
    exampleRequest: '**Example request**:',
    exampleResponse: '**Example response**:',
    noRequest: 'This operation takes no parameters.',
    noData: 'The response declares no fields in `data` (it is `null` or an empty object).',
    fileResponse:
      'The response is not wrapped in the common envelope: its body is what the operation writes (a file, for the exports). The example saves it with `-OJ` under the name the server gives.',
    anyData: 'The response declares no structure for `data`.',
    freeObject: "The response's `data` is an object whose fields the source does not declare.",
    publicNote: 'This operation needs no authentication: call it without a token.',
    enumOf: (values: string) => `one of ${values}`,
    min: (v: string) => `min ${v}`,
    max: (v: string) => `max ${v}`,
    length: (a: string, b: string) => `length ${a}–${b}`,
    minLength: (v: string) => `at least ${v} characters`,
    maxLength: (v: string) => `at most ${v} characters`,
    defaultValue: (v: string) => `default ${v}`,
    rule: (v: string) => `validation rule ${v}`,
    deepObject: (name: string) => `written as ${code(`${name}[key]=value`)}`,
    items: (c: string) => `items: ${c}`,
    sameAs: (name: string) => `same structure as ${code(name)}`,
    seeSchema: (name: string, anchor: string) => `see [${code(name)}](#${anchor})`,
    schemasHeading: 'Data structures',
    schemasIntro:
      'Structures that several operations on this page share; the field tables link here wherever a field has one of them.',
    overviewLink: `[API overview](${sitePath})`,
    overviewTitle: 'API overview',
    summaryHeading: 'Operations at a glance',
    tag: 'Group',
  },
} as const;

// ---------------------------------------------------------------------------
// Schemas

interface Resolved {
  schema: Schema;
  /** The component the schema came from, when it was a `$ref`. */
  component?: string;
}

class Schemas {
  constructor(private readonly document: OpenApiDocument) {}

  componentName(schema: Schema | undefined): string | undefined {
    const ref = schema?.$ref;
    return ref?.startsWith('#/components/schemas/')
      ? ref.slice('#/components/schemas/'.length)
      : undefined;
  }

  /** Follows a `$ref` and merges `allOf` parts into one object schema. */
  resolve(schema: Schema | undefined): Resolved {
    if (!schema) return { schema: {} };
    const name = this.componentName(schema);
    if (name) {
      const target = this.document.components.schemas[name];
      if (!target) throw new Error(`unknown schema ${schema.$ref}`);
      return { schema: this.merge(target), component: name };
    }
    return { schema: this.merge(schema) };
  }

  private merge(schema: Schema): Schema {
    if (!schema.allOf) return schema;
    const merged: Schema = { ...schema, properties: { ...(schema.properties ?? {}) } };
    delete merged.allOf;
    const required = new Set(schema.required ?? []);
    for (const part of schema.allOf) {
      const { schema: resolved } = this.resolve(part);
      Object.assign(merged.properties!, resolved.properties ?? {});
      for (const name of resolved.required ?? []) required.add(name);
      if (!merged.type && resolved.type) merged.type = resolved.type;
    }
    if (required.size) merged.required = [...required];
    return merged;
  }
}

function mainType(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type)
    ? schema.type.find((t) => t !== 'null')
    : (schema.type as string | undefined);
  return type ?? (schema.properties ? 'object' : undefined);
}

function typeLabel(schemas: Schemas, schema: Schema): string {
  const { schema: s } = schemas.resolve(schema);
  if (s.format === 'binary') return 'file';
  const type = mainType(s);
  if (type === 'array') return `${s.items ? typeLabel(schemas, s.items) : 'any'}[]`;
  return type ?? 'any';
}

function formatValue(value: unknown): string {
  return code(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Validation rules the JSON Schema keywords already say (or that say nothing to a caller). */
const rulesShownElsewhere =
  /^(required|in|min|max|between|length|min-length|max-length|integer|float|array|boolean|string)(:|$)/;

function constraintsOf(schema: Schema, locale: Locale, extra: string[] = []): string[] {
  const w = WORDS[locale];
  const out: string[] = [...extra];
  if (Array.isArray(schema.enum)) out.push(w.enumOf(schema.enum.map(formatValue).join(w.listSep)));
  if (typeof schema.minimum === 'number') out.push(w.min(formatValue(schema.minimum)));
  if (typeof schema.maximum === 'number') out.push(w.max(formatValue(schema.maximum)));
  const minLength = schema.minLength as number | undefined;
  const maxLength = schema.maxLength as number | undefined;
  if (minLength !== undefined && maxLength !== undefined)
    out.push(w.length(formatValue(minLength), formatValue(maxLength)));
  else if (minLength !== undefined) out.push(w.minLength(formatValue(minLength)));
  else if (maxLength !== undefined) out.push(w.maxLength(formatValue(maxLength)));
  if (schema.default !== undefined) out.push(w.defaultValue(formatValue(schema.default)));
  const rules = typeof schema['x-validation'] === 'string' ? schema['x-validation'] : '';
  for (const rule of rules.split('|').filter(Boolean)) {
    if (!rulesShownElsewhere.test(rule)) out.push(w.rule(code(rule)));
  }
  return out;
}

/** What field tables need beside the schema: the page's shared structures, and a counter for finding them. */
interface RowContext {
  schemas: Schemas;
  texts: Texts;
  /** Components listed once under the page's data structures, by anchor. */
  shared: ReadonlyMap<string, string>;
  /** When set, counts each component expanded inline (a dry run finds the shared ones). */
  counts?: Map<string, number>;
}

/** `model.TSLDataType` → `schema-model-tsldatatype`. */
export function schemaAnchor(component: string): string {
  return `schema-${component.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

interface Row {
  name: string;
  type: string;
  required: boolean;
  constraints: string[];
  description: string;
}

/**
 * The rows of an object's fields, nested ones as dotted names (`a.b`, `a[].b`).
 * `keyPath` is where the descriptions of these fields sit in keys.ts's scheme.
 */
function fieldRows(
  rc: RowContext,
  schema: Schema | undefined,
  prefix: string,
  keyPath: string,
  depth: number,
  seen: Map<string, string>,
): Row[] {
  const { schemas, texts } = rc;
  const { schema: object, component } = schemas.resolve(schema);
  const base = component ?? keyPath;
  const rows: Row[] = [];
  const required = new Set(object.required ?? []);
  const w = WORDS[texts.locale];
  const entries: [string, Schema, string][] = Object.entries(object.properties ?? {}).map(
    ([name, property]) => [name, property, `${base}.${name}`],
  );
  if (typeof object.additionalProperties === 'object') {
    entries.push(['*', object.additionalProperties, `${base}.*`]);
  }
  for (const [name, property, key] of entries) {
    const label = `${prefix}${name}`;
    const resolved = schemas.resolve(property);
    const isArray = mainType(resolved.schema) === 'array';
    const inner = isArray ? resolved.schema.items : property;
    const innerResolved = schemas.resolve(inner);
    const innerComponent = isArray ? innerResolved.component : resolved.component;
    const itemConstraints =
      isArray && resolved.schema.items
        ? constraintsOf(innerResolved.schema, texts.locale).map((c) => w.items(c))
        : [];
    const description: string[] = [];
    const own = texts.text(key, property.description);
    if (own) description.push(escapeMarkdown(own));
    const earlier = innerComponent ? seen.get(innerComponent) : undefined;
    const sharedAnchor = innerComponent ? rc.shared.get(innerComponent) : undefined;
    if (sharedAnchor) description.push(w.seeSchema(innerComponent!, sharedAnchor));
    else if (earlier !== undefined) description.push(w.sameAs(earlier));
    rows.push({
      name: label,
      type: typeLabel(schemas, property),
      required: required.has(name),
      constraints: constraintsOf(resolved.schema, texts.locale, itemConstraints),
      description: description.join(texts.locale === 'zh' ? '；' : '; '),
    });
    const hasFields =
      !!innerResolved.schema.properties ||
      typeof innerResolved.schema.additionalProperties === 'object';
    if (!hasFields || sharedAnchor || earlier !== undefined || depth + 1 >= maxDepth) continue;
    if (innerComponent && rc.counts) {
      rc.counts.set(innerComponent, (rc.counts.get(innerComponent) ?? 0) + 1);
    }
    const next = new Map(seen);
    if (innerComponent) next.set(innerComponent, label);
    rows.push(
      ...fieldRows(
        rc,
        inner,
        `${label}${isArray ? '[]' : ''}.`,
        // Array items add nothing to a key; a component starts its own keys.
        key,
        depth + 1,
        next,
      ),
    );
  }
  return rows;
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function rowsTable(rows: Row[], locale: Locale, withRequired: boolean, nameHeader: string): string {
  const w = WORDS[locale];
  const headers = withRequired
    ? [nameHeader, w.type, w.required, w.constraints, w.description]
    : [nameHeader, w.type, w.constraints, w.description];
  return table(
    headers,
    rows.map((row) => {
      const constraints = row.constraints.length ? row.constraints.join(w.clauseSep) : w.none;
      const cells = [code(row.name), code(row.type)];
      if (withRequired) cells.push(row.required ? w.yes : w.no);
      cells.push(constraints, row.description || w.none);
      return cells;
    }),
  );
}

// ---------------------------------------------------------------------------
// Examples

function exampleValue(
  schemas: Schemas,
  schema: Schema | undefined,
  depth: number,
  seen: Set<string>,
): unknown {
  const { schema: s, component } = schemas.resolve(schema);
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if (component && seen.has(component)) return mainType(s) === 'array' ? [] : {};
  const inner = component ? new Set([...seen, component]) : seen;
  switch (mainType(s)) {
    case 'string':
      return s.format === 'binary' ? 'file' : '';
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' && s.minimum > 0 ? s.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return depth >= maxDepth ? [] : [exampleValue(schemas, s.items, depth + 1, inner)];
    case 'object': {
      if (depth >= maxDepth) return {};
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        out[name] = exampleValue(schemas, property, depth + 1, inner);
      }
      if (typeof s.additionalProperties === 'object') {
        out.key = exampleValue(schemas, s.additionalProperties, depth + 1, inner);
      }
      return out;
    }
    default:
      return null;
  }
}

/** `'…'` for bash: single quotes, a single quote inside closed and reopened. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curlExample(
  schemas: Schemas,
  baseUrl: string,
  route: string,
  method: string,
  operation: Operation,
  isFile: boolean,
): string {
  const parameters = operation.parameters ?? [];
  const chosen = (p: Parameter) => p.required || p.schema.default !== undefined;
  const valueOf = (p: Parameter) => exampleValue(schemas, p.schema, 1, new Set());
  let urlPath = route;
  for (const p of parameters.filter((p) => p.in === 'path')) {
    urlPath = urlPath.replace(`{${p.name}}`, encodeURIComponent(String(valueOf(p))));
  }
  const query = parameters
    .filter((p) => p.in === 'query' && chosen(p))
    .flatMap((p) => {
      const value = valueOf(p);
      const values = Array.isArray(value) ? value : [value];
      return values.map(
        (v) =>
          `${encodeURIComponent(p.name)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
      );
    });
  const url = `${baseUrl}${urlPath}${query.length ? `?${query.join('&')}` : ''}`;
  const head = [
    `curl${method === 'get' ? '' : ` -X ${method.toUpperCase()}`}${isFile ? ' -OJ' : ''} "${url}"`,
  ];
  if (operation.security?.length !== 0) head.push('-H "Authorization: Bearer $TOKEN"');
  for (const p of parameters.filter((p) => p.in === 'header' && chosen(p))) {
    head.push(`-H ${shellQuote(`${p.name}: ${String(valueOf(p))}`)}`);
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  if (json) {
    const body = exampleValue(schemas, json.schema, 0, new Set());
    head.push('-H "Content-Type: application/json"');
    head.push(`-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  } else if (multipart) {
    const { schema } = schemas.resolve(multipart.schema);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const file = typeLabel(schemas, property).startsWith('file');
      const value = file
        ? '@./example.file'
        : String(exampleValue(schemas, property, 1, new Set()));
      head.push(`-F ${shellQuote(`${name}=${value}`)}`);
    }
  }
  return head.join(' \\\n  ');
}

// ---------------------------------------------------------------------------
// The document's operations

export interface OperationEntry {
  method: (typeof methodsInOrder)[number];
  route: string;
  operation: Operation;
  anchor: string;
  tag: string;
}

export function operationsOf(document: OpenApiDocument): OperationEntry[] {
  const out: OperationEntry[] = [];
  const anchors = new Set<string>();
  for (const [route, item] of Object.entries(document.paths)) {
    for (const method of methodsInOrder) {
      const operation = item[method];
      if (!operation) continue;
      const anchor = anchorOf(operation.operationId);
      if (anchors.has(anchor)) throw new Error(`two operations have the anchor ${anchor}`);
      anchors.add(anchor);
      out.push({ method, route, operation, anchor, tag: operation.tags[0] ?? '' });
    }
  }
  return out;
}

function isFileResponse(operation: Operation): boolean {
  const ok = operation.responses['200'];
  return !!ok?.content && !Object.keys(ok.content).some((mime) => mime.includes('json'));
}

/** The schema of `data` inside the envelope of a JSON response. */
function dataSchema(schemas: Schemas, operation: Operation): Schema | undefined {
  const ok = operation.responses['200'];
  const schema = ok?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  return schemas.resolve(schema).schema.properties?.data;
}

interface Context {
  document: OpenApiDocument;
  schemas: Schemas;
  texts: Texts;
  /** Field tables of the page being written. */
  rows: RowContext;
  baseUrl: string;
  /** Page slug of each tag. */
  pageOfTag: Map<string, string>;
}

function operationSection(ctx: Context, entry: OperationEntry): string {
  const { schemas, texts } = ctx;
  const { locale } = texts;
  const w = WORDS[locale];
  const { operation, method, route } = entry;
  const id = operation.operationId;
  const summary = texts.text(id, operation.summary).replace(/[。.：:，,；;]+$/, '');
  const parts: string[] = [
    `### ${escapeMarkdown(summary)} {#${entry.anchor}}`,
    code(`${method.toUpperCase()} ${route}`),
  ];
  const description = texts.text(`${id}:description`, operation.description);
  if (description) parts.push(escapeMarkdown(description));
  if (operation.security?.length === 0) parts.push(w.publicNote);

  const parameters = operation.parameters ?? [];
  const groups: [Parameter['in'], string][] = [
    ['path', w.pathParams],
    ['query', w.query],
    ['header', w.header],
    ['cookie', w.cookie],
  ];
  for (const [where, title] of groups) {
    const list = parameters.filter((p) => p.in === where);
    if (!list.length) continue;
    const rows: Row[] = [];
    for (const p of list) {
      const key = `${id}.${p.name}`;
      const deep = p.style === 'deepObject' ? [w.deepObject(p.name)] : [];
      const resolved = schemas.resolve(p.schema);
      const itemConstraints =
        mainType(resolved.schema) === 'array' && resolved.schema.items
          ? constraintsOf(schemas.resolve(resolved.schema.items).schema, locale).map((c) =>
              w.items(c),
            )
          : [];
      rows.push({
        name: p.name,
        type: typeLabel(schemas, p.schema),
        required: !!p.required,
        constraints: constraintsOf(resolved.schema, locale, [...deep, ...itemConstraints]),
        description: escapeMarkdown(texts.text(key, p.description)),
      });
      if (resolved.schema.properties) {
        for (const row of fieldRows(ctx.rows, p.schema, `${p.name}.`, key, 1, new Map())) {
          rows.push({ ...row, name: row.name.replace(/^([^.]+)\.([^.[\]]+)/, '$1[$2]') });
        }
      }
    }
    parts.push(
      `**${title}**${locale === 'zh' ? '：' : ':'}`,
      rowsTable(rows, locale, true, w.name),
    );
  }

  const content = operation.requestBody?.content ?? {};
  for (const [mime, media] of Object.entries(content)) {
    const rows = fieldRows(ctx.rows, media.schema, '', id, 0, new Map());
    parts.push(w.body(mime));
    parts.push(rows.length ? rowsTable(rows, locale, true, w.field) : w.noRequest);
  }
  if (!parameters.length && !Object.keys(content).length) parts.push(w.noRequest);

  const file = isFileResponse(operation);
  const data = dataSchema(schemas, operation);
  let dataExample: unknown = null;
  if (file) {
    parts.push(w.fileResponse);
  } else {
    const resolved = schemas.resolve(data);
    const type = mainType(resolved.schema);
    // `data` as a field of the envelope, so nested fields read `data.x` and `data[].x`.
    const holder: Schema = { type: 'object', properties: { data: data ?? {} } };
    const all = fieldRows(ctx.rows, holder, '', `${id}:response`, -1, new Map());
    // The `data` row itself only when it is all there is to say (a shared structure's link).
    const rows = all.length > 1 || !all[0]?.description.includes('](#schema-') ? all.slice(1) : all;
    dataExample = exampleValue(schemas, data, 1, new Set());
    if (rows.length) {
      parts.push(w.responseFields, rowsTable(rows, locale, false, w.field));
    } else if (Array.isArray(resolved.schema.type) && resolved.schema.type.includes('null')) {
      // An empty response struct: GoFrame writes `null` or `{}`.
      parts.push(w.noData);
      dataExample = null;
    } else if (type === 'object') {
      parts.push(w.freeObject);
      dataExample = {};
    } else {
      parts.push(w.anyData);
    }
  }

  parts.push(w.exampleRequest);
  parts.push(
    '```bash\n' + curlExample(schemas, ctx.baseUrl, route, method, operation, file) + '\n```',
  );
  if (!file) {
    parts.push(w.exampleResponse);
    const envelope = { code: 0, message: '', data: dataExample };
    parts.push('```json\n' + JSON.stringify(envelope, null, 2) + '\n```');
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------------------
// Pages

export interface PageFile {
  /** Path from the project root. */
  file: string;
  content: string;
}

function frontMatter(fields: Record<string, unknown>): string {
  const lines = ['---'];
  for (const [name, value] of Object.entries(fields)) {
    lines.push(`${name}: ${JSON.stringify(value)}`);
  }
  lines.push(
    '# Generated by scripts/openapi/pages.ts (npm run openapi:pages) from static/openapi/: do not edit.',
    // Anchors are operationIds and component names, spelled as the server spells its paths.
    '# cspell:ignoreRegExp /\\(#[\\w-]+\\)|\\{#[\\w-]+\\}/g',
    '---',
  );
  return lines.join('\n');
}

function tagName(texts: Texts, tag: string): string {
  return texts.text(`tag:${tag}`, tag);
}

function joinNames(names: string[], locale: Locale): string {
  if (locale === 'zh') return names.join('、');
  return names.length < 2
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function edition(document: OpenApiDocument, locale: Locale): string {
  const raw = String(sourceInfo(document).edition ?? '');
  const match = raw.match(/^(V\d+) Community$/);
  if (!match) return raw;
  return locale === 'zh' ? `${match[1]} 社区版` : `${match[1]} Community Edition`;
}

interface SourceInfo {
  repository?: string;
  commit?: string;
  committed?: string;
  edition?: string;
  goframe?: string;
}

function sourceInfo(document: OpenApiDocument): SourceInfo {
  return (document['x-source'] ?? {}) as SourceInfo;
}

/** Components expanded inline more than once on a page (with a few fields at least), by anchor. */
function sharedStructures(ctx: Context, entries: OperationEntry[]): Map<string, string> {
  const counts = new Map<string, number>();
  const dry: Context = { ...ctx, rows: { ...ctx.rows, shared: new Map(), counts } };
  for (const entry of entries) operationSection(dry, entry);
  const shared = new Map<string, string>();
  for (const [component, count] of counts) {
    const fields = Object.keys(ctx.schemas.resolve(ref(component)).schema.properties ?? {}).length;
    if (count >= 2 && fields >= 2) shared.set(component, schemaAnchor(component));
  }
  return shared;
}

const ref = (component: string): Schema => ({ $ref: `#/components/schemas/${component}` });

function structuresSection(ctx: Context): string[] {
  const { texts, schemas, document } = ctx;
  const w = WORDS[texts.locale];
  if (!ctx.rows.shared.size) return [];
  const out = [`## ${w.schemasHeading} {#schemas}`, w.schemasIntro];
  for (const [component, anchor] of ctx.rows.shared) {
    out.push(`### ${code(component)} {#${anchor}}`);
    const schema = document.components.schemas[component]!;
    const description = texts.text(`${component}:description`, schema.description);
    if (description) out.push(escapeMarkdown(description));
    const rows = fieldRows(ctx.rows, ref(component), '', component, 0, new Map([[component, '']]));
    const withRequired = !!schemas.resolve(ref(component)).schema.required?.length;
    out.push(rowsTable(rows, texts.locale, withRequired, w.field));
  }
  return out;
}

function groupPage(pageCtx: Context, group: PageGroup, entries: OperationEntry[]): string {
  const ctx: Context = {
    ...pageCtx,
    rows: { ...pageCtx.rows, shared: sharedStructures(pageCtx, entries) },
  };
  const { texts, document } = ctx;
  const { locale } = texts;
  const w = WORDS[locale];
  const { tags } = group;
  const names = tags.map((tag) => tagName(texts, tag));
  const title = group.title[locale];
  const description = group.description[locale];
  const count = entries.length;
  const ed = edition(document, locale);
  const several = tags.length > 1;
  const keywords =
    locale === 'zh' ? ['接口参考', 'HTTP API', ...names] : ['API reference', 'HTTP API', ...names];
  const intro =
    locale === 'zh'
      ? [
          `${description}本页共 ${count} 个接口，来自 SagooIOT ${ed}服务端源码中的${names.map((n) => `“${n}”`).join('、')}${several ? `这 ${tags.length} 个分组（tag），每个分组一节` : '分组（tag）'}，内容由接口描述文件生成。每个接口依次给出请求方法与完整路径、请求参数或请求体字段（类型、是否必填、取值约束和说明）、响应中 \`data\` 的字段，以及一条 curl 请求示例和一条响应示例。`,
          `示例中的地址是配置模板的默认地址，参数值是按字段类型填入的占位内容，调用前换成你自己的地址和数据。除标明无需认证的接口外，请求头都要带上登录后得到的 token（示例中的 \`$TOKEN\`）；认证方法、统一响应结构、分页参数和错误码见 ${w.overviewLink}。`,
        ]
      : [
          `${description} The ${count} operation${count === 1 ? '' : 's'} on this page come from the ${joinNames(names, 'en')} group${several ? 's' : ''} (tag${several ? 's' : ''}) in the source of the SagooIOT ${ed} server${several ? ', one section per group,' : ''} and are generated from the API description. For each operation you find the HTTP method and full path, its parameters or body fields (type, whether required, constraints and meaning), the fields of \`data\` in its response, an example request with curl and an example response.`,
          `The examples use the default address of the configuration template and placeholder values chosen by field type: replace them with your own address and data. Unless an operation is marked as public, send the token you get from logging in (\`$TOKEN\` in the examples). The ${w.overviewLink} explains authentication, the common response envelope, paging parameters and error codes.`,
        ];
  // On a page of several tags, each operation's row names its tag (a link to the tag's section).
  const summary = table(
    several ? [w.tag, w.operation, w.method, w.path] : [w.operation, w.method, w.path],
    entries.map((e) => {
      const name = escapeMarkdown(
        texts.text(e.operation.operationId, e.operation.summary).replace(/[。.：:，,；;]+$/, ''),
      );
      const cells = [`[${name}](#${e.anchor})`, code(e.method.toUpperCase()), code(e.route)];
      const section = `[${escapeMarkdown(tagName(texts, e.tag))}](#${group.anchorOfTag[e.tag]})`;
      return several ? [section, ...cells] : cells;
    }),
  );
  const body: string[] = [...intro, `## ${w.summaryHeading}`, summary];
  for (const tag of tags) {
    body.push(`## ${escapeMarkdown(tagName(texts, tag))} {#${group.anchorOfTag[tag]}}`);
    for (const entry of entries.filter((e) => e.tag === tag)) {
      body.push(operationSection(ctx, entry));
    }
  }
  body.push(...structuresSection(ctx));
  return `${frontMatter({ title, sidebar_position: group.position, description, keywords })}\n\n${body.join('\n\n')}\n`;
}

/** A page of the reference as written: its group of `pageGroups`, with the tags the document has. */
export interface PageGroup extends PageGroupSpec {
  /** Sidebar position (the overview is 0). */
  position: number;
  /** The anchor of each tag's `##` section, by tag. */
  anchorOfTag: Record<string, string>;
}

export interface RenderResult {
  /** The pages after the overview, in order. */
  groups: PageGroup[];
  files: PageFile[];
  /** Keys whose English is missing (the Chinese stands in). */
  missing: string[];
  /** Pages below the depth rule, as `file (count)`. */
  thin: string[];
}

/**
 * The pages of `specs` as the document fills them. Fails on an operation
 * without a tag, on a tag that no page or two pages list, on two pages with
 * one slug and on a page left without operations; a listed tag the document
 * lacks is left out. A tag's section anchor is the English of its name
 * (`Product Categories` → `#product-categories`).
 */
export function groupsOf(
  document: OpenApiDocument,
  english: English,
  specs: PageGroupSpec[] = pageGroups,
): PageGroup[] {
  const entries = operationsOf(document);
  const untagged = entries.find((e) => !e.tag);
  if (untagged) throw new Error(`the operation ${untagged.operation.operationId} has no tag`);
  const used = new Set(entries.map((e) => e.tag));
  const listed = new Map<string, string>();
  for (const spec of specs) {
    if (specs.filter((other) => other.slug === spec.slug).length > 1)
      throw new Error(`two pages named ${spec.slug} in pageGroups`);
    for (const tag of spec.tags) {
      const other = listed.get(tag);
      if (other) throw new Error(`the tag ${tag} is on two pages: ${other} and ${spec.slug}`);
      listed.set(tag, spec.slug);
    }
  }
  const unlisted = [...used].filter((tag) => !listed.has(tag));
  if (unlisted.length)
    throw new Error(
      `no page of pageGroups (scripts/openapi/pages.ts) lists the tag${unlisted.length > 1 ? 's' : ''} ${unlisted.join(', ')}: add ${unlisted.length > 1 ? 'them' : 'it'} to a page`,
    );
  const operationAnchors = new Set(entries.map((e) => e.anchor));
  return specs.map((spec, index) => {
    const tags = spec.tags.filter((tag) => used.has(tag));
    if (!tags.length) throw new Error(`the page ${spec.slug} has no operations in the document`);
    const anchorOfTag: Record<string, string> = {};
    for (const [i, tag] of tags.entries()) {
      const anchor = slugOf(english(`tag:${tag}`) ?? '') || `${spec.slug}-${i + 1}`;
      if (operationAnchors.has(anchor) || anchor === 'schemas' || anchor.startsWith('schema-'))
        throw new Error(`the section anchor #${anchor} of the tag ${tag} is taken`);
      if (Object.values(anchorOfTag).includes(anchor))
        throw new Error(`two sections of ${spec.slug} have the anchor #${anchor}`);
      anchorOfTag[tag] = anchor;
    }
    return { ...spec, tags, position: index + 1, anchorOfTag };
  });
}

/** Every file of the two folders, from the document and the English texts. */
export function renderPages(document: OpenApiDocument, english: English): RenderResult {
  const schemas = new Schemas(document);
  const known = new Set(Object.keys(translationKeys(document)));
  const entries = operationsOf(document);
  const server = document.servers?.[0];
  const baseUrl = (server?.url ?? '').replace(
    /\{(\w+)\}/g,
    (_, name: string) => server?.variables?.[name]?.default ?? name,
  );
  const groups = groupsOf(document, english);
  const pageOfTag = new Map(groups.flatMap((g) => g.tags.map((tag) => [tag, g.slug] as const)));
  // A page's operations in the order of its sections.
  const entriesOf = (group: PageGroup) =>
    group.tags.flatMap((tag) => entries.filter((e) => e.tag === tag));

  const files: PageFile[] = [];
  const missing = new Set<string>();
  const thin: string[] = [];
  for (const locale of locales) {
    const texts = textsFor(locale, english, known);
    const rows: RowContext = { schemas, texts, shared: new Map() };
    const ctx: Context = { document, schemas, texts, rows, baseUrl, pageOfTag };
    const dir = outDirs[locale];
    const pages = groups.map((group) => ({
      file: `${dir}/${group.slug}.md`,
      content: groupPage(ctx, group, entriesOf(group)),
    }));
    const overview = overviewPage(ctx, entries, groups);
    for (const page of [{ file: `${dir}/index.md`, content: overview }, ...pages]) {
      files.push(page);
      const depth = proseDepth(page.content, locale);
      if (depth < (locale === 'zh' ? 350 : 180)) thin.push(`${page.file} (${depth})`);
    }
    for (const key of texts.missing) missing.add(key);
  }
  files.push({
    file: `${outDirs.zh}/_category_.json`,
    content: `${JSON.stringify(
      {
        label: category.label,
        position: category.position,
        link: { type: 'doc', id: category.overviewDocId },
      },
      null,
      2,
    )}\n`,
  });
  return { groups, files, missing: [...missing].sort(), thin };
}

/**
 * What the depth rule of tests/build/site.test.ts counts on the built page:
 * Chinese characters or English words of the text, without code.
 */
export function proseDepth(markdown: string, locale: Locale): number {
  const text = markdown
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\{#[^}]*\}/g, ' ');
  if (locale === 'zh') return (text.match(/[\u3400-\u9fff]/g) ?? []).length;
  return (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
}

// ---------------------------------------------------------------------------
// The overview page

function operationLink(ctx: Context, entry: OperationEntry, label?: string): string {
  const page = ctx.pageOfTag.get(entry.tag);
  const text =
    label ??
    ctx.texts
      .text(entry.operation.operationId, entry.operation.summary)
      .replace(/[。.：:，,；;]+$/, '');
  return `[${escapeMarkdown(text)}](${sitePath}/${page}#${entry.anchor})`;
}

function overviewPage(ctx: Context, entries: OperationEntry[], groups: PageGroup[]): string {
  const { document, schemas, texts } = ctx;
  const { locale } = texts;
  const zh = locale === 'zh';
  const source = sourceInfo(document);
  const ed = edition(document, locale);
  const commit = String(source.commit ?? '').slice(0, 7);
  const date = String(source.committed ?? '').slice(0, 10);
  const repository = String(source.repository ?? '');
  const find = (method: string, route: string) => {
    const entry = entries.find((e) => e.method === method && e.route === route);
    if (!entry)
      throw new Error(
        `the overview names ${method.toUpperCase()} ${route}, which the document lacks`,
      );
    return entry;
  };
  const captcha = find('get', '/api/v1/captcha');
  const login = find('post', '/api/v1/login');
  const logout = find('post', '/api/v1/loginOut');
  const currentUser = find('get', '/api/v1/system/user/currentUser');
  const publicOps = entries.filter((e) => e.operation.security?.length === 0);
  const fileOps = entries.filter((e) => isFileResponse(e.operation));

  // Paging as the document has it: the operations with pageNum, their defaults and limits.
  const paged = entries.filter((e) => e.operation.parameters?.some((p) => p.name === 'pageNum'));
  const pageParameter = (name: string) => {
    const p = paged[0]?.operation.parameters?.find((q) => q.name === name);
    if (!p) throw new Error(`no paging parameter ${name} in the document`);
    return p.schema;
  };
  const pageNum = pageParameter('pageNum');
  const pageSize = pageParameter('PageSize');
  const shared = (name: string) =>
    paged.filter((e) => e.operation.parameters?.some((p) => p.name === name)).length;
  const listNames = new Map<string, number>();
  let withTotal = 0;
  for (const e of paged) {
    const data = schemas.resolve(dataSchema(schemas, e.operation)).schema;
    if (!data.properties?.Total || !data.properties.currentPage) continue;
    withTotal++;
    for (const [name, property] of Object.entries(data.properties)) {
      if (mainType(schemas.resolve(property).schema) === 'array')
        listNames.set(name, (listNames.get(name) ?? 0) + 1);
    }
  }
  const commonLists = [...listNames.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([name]) => code(name));
  const envelope = document.components.schemas.Response;
  if (!envelope?.properties?.code || !envelope.properties.message || !envelope.properties.data)
    throw new Error('the document has no Response envelope with code, message and data');

  // Each page with the sections of its tags and its number of operations.
  const groupRows = groups.map((group) => {
    const page = `${sitePath}/${group.slug}`;
    const sections = group.tags.map(
      (tag) => `[${escapeMarkdown(tagName(texts, tag))}](${page}#${group.anchorOfTag[tag]})`,
    );
    const count = entries.filter((e) => group.tags.includes(e.tag)).length;
    return [
      `[${escapeMarkdown(group.title[locale])}](${page})`,
      sections.join(zh ? '、' : ', '),
      String(count),
    ];
  });
  const publicRows = publicOps.map((e) => [
    operationLink(ctx, e),
    code(`${e.method.toUpperCase()} ${e.route}`),
  ]);
  const fileList = fileOps.map(
    (e) => `- ${operationLink(ctx, e)}：${code(`${e.method.toUpperCase()} ${e.route}`)}`,
  );
  const fileListEn = fileOps.map(
    (e) => `- ${operationLink(ctx, e)}: ${code(`${e.method.toUpperCase()} ${e.route}`)}`,
  );
  const jsonLink = '[sagooiot-v2.openapi.json](pathname:///openapi/sagooiot-v2.openapi.json)';
  const yamlLink = '[sagooiot-v2.openapi.yaml](pathname:///openapi/sagooiot-v2.openapi.yaml)';
  const successExample = JSON.stringify(
    { code: 0, message: '', data: { token: 'string', isChangePwd: 0 } },
    null,
    2,
  );
  const w = WORDS[locale];
  const n = entries.length;

  if (zh) {
    const body = [
      `SagooIOT 服务端在源码中为每个 HTTP 接口声明了路径、方法、参数和返回结构。本章的接口参考就由这些声明生成：它覆盖 ${ed}服务端已注册路由的全部 ${n} 个接口，按功能分为 ${groups.length} 页，每个接口都有完整路径、参数与字段表、curl 请求示例和响应示例。这些接口正是 Web 控制台自己调用的接口，使用登录后得到的 token 认证；在自己的程序、脚本或集成系统中管理产品和设备、查询告警、维护字典与参数时，可以直接调用它们。`,
      `本页说明所有接口共用的约定：请求发往哪个地址、如何认证、响应的统一结构、分页参数、出错时返回什么，以及如何下载接口描述文件导入到自己的工具中。`,
      `## 对应的源码版本 {#source-version}`,
      `接口参考与接口描述文件都来自下面这次提交。你部署的服务端如果是其他版本，接口可能有增减；运行中的服务端会在配置项 \`server.openapiPath\`（配置模板中为 \`/api.json\`）给出 GoFrame 生成的接口描述，在 \`server.swaggerPath\`（\`/swagger\`）提供 Swagger 页面，可以用来对照。`,
      table(
        ['项目', '值'],
        [
          ['仓库', `[${repository.replace(/^https:\/\/github\.com\//, '')}](${repository})`],
          ['提交', `${code(commit)}（${date}）`],
          ['版本', ed],
          ['GoFrame', code(String(source.goframe ?? ''))],
          ['接口数', `${n}`],
        ],
      ),
      `## 基础地址 {#base-url}`,
      `所有接口的路径都以 \`/api/v1\` 开头，前面加上服务端的地址。地址取决于服务端的运行方式：`,
      table(
        ['运行方式', '基础地址', '依据'],
        [
          [
            '直接运行服务端',
            code(ctx.baseUrl),
            '配置模板 `manifest/config/config.example.yaml` 中 `server.address` 为 `:8199`',
          ],
          [
            'Docker Compose，直连后端',
            code('http://localhost:8200'),
            'Compose 环境的配置 `manifest/docker-compose/iot-open/config/config.yaml` 中端口为 `8200`，容器把它映射到主机的同一端口',
          ],
          [
            'Docker Compose，经 Nginx',
            code('http://localhost/base-api'),
            'Compose 中的 Nginx 监听 80 端口，把 `/base-api/` 转发给后端；控制台就是通过 `/base-api/api/v1` 访问接口的',
          ],
        ],
      ),
      `表中的 \`localhost\` 换成服务器的主机名或 IP。本参考的示例都使用 \`${ctx.baseUrl}\`；配置中开启 \`server.https\` 后改用 \`https://\`。`,
      `## 认证 {#authentication}`,
      `除下表 ${publicOps.length} 个接口外，所有接口都要求请求带上有效的登录 token。校验由 \`/api/v1\` 路由组上的 token 中间件（\`pkg/gftoken\`）完成，免认证的路径来自配置模板中的 \`gfToken.excludePaths\`：`,
      table([w.operation, w.path], publicRows),
      `获取并使用 token 的步骤：`,
      [
        `1. 调用 ${operationLink(ctx, captcha)}（${code('GET /api/v1/captcha')}），响应的 \`data\` 中有验证码标识 \`key\` 和验证码图片 \`img\`。`,
        `2. 调用 ${operationLink(ctx, login)}（${code('POST /api/v1/login')}），请求体带上 \`userName\`、\`password\`、\`captcha\`（图片上的字符）和 \`verifyKey\`（上一步的 \`key\`）。服务端每次登录都会先校验验证码。`,
        `3. 响应中的 \`data.token\` 就是 token。之后的每个请求都在请求头中带上 \`Authorization: Bearer <token>\`；没有这个请求头时，服务端也会读取名为 \`token\` 的请求参数。`,
      ].join('\n'),
      '```bash\n' +
        [
          `BASE_URL=${ctx.baseUrl}`,
          '# 1. 获取验证码：显示 data.img 中的图片，读出上面的字符',
          'curl "$BASE_URL/api/v1/captcha"',
          '# 2. 登录并取出 data.token（需要 jq）',
          'TOKEN=$(curl -s -X POST "$BASE_URL/api/v1/login" \\',
          '  -H "Content-Type: application/json" \\',
          `  -d '{"userName": "admin", "password": "your-password", "captcha": "abcd", "verifyKey": "key-from-step-1"}' \\`,
          "  | jq -r '.data.token')",
          '# 3. 带上 token 调用其他接口',
          'curl "$BASE_URL/api/v1/system/user/currentUser" -H "Authorization: Bearer $TOKEN"',
        ].join('\n') +
        '\n```',
      `第 3 步调用的是 ${operationLink(ctx, currentUser)}。登录还有几点需要注意：`,
      [
        `- 系统参数 \`sys.is.security.control.enabled\` 为 \`1\`（启用安全控制）时，登录会检查密码错误次数；需要修改密码的用户登录后 \`isChangePwd\` 为 \`1\`，且不返回 token。`,
        `- 安全控制启用、且 \`sys.is.rsa.enabled\` 也为 \`1\` 时，\`password\` 要先用服务端的 RSA 公钥加密（填充方式 \`OAEP\`）再发送。`,
        `- token 的有效期由配置模板中的 \`gfToken.timeOut\` 决定（10800 秒）；\`gfToken.multiLogin\` 为 \`true\` 时，同一账号可以同时在多处登录。`,
        `- ${operationLink(ctx, logout)}（${code('POST /api/v1/loginOut')}）让当前 token 失效，它只从 \`Authorization\` 请求头读取 token。`,
      ].join('\n'),
      `## 统一响应结构 {#envelope}`,
      `服务端的响应中间件（\`internal/logic/middleware\` 中的 \`ResponseHandler\`）把每个接口的返回值包进同一个 JSON 结构：`,
      table(
        [w.field, w.type, w.description],
        [
          ['`code`', '`integer`', '状态码：`0` 表示成功，其他值表示失败，见 [错误](#errors)'],
          ['`message`', '`string`', '提示信息：成功时为空字符串，失败时是原因'],
          ['`data`', '—', '业务数据，结构见各接口的“响应 `data` 字段”'],
        ],
      ),
      `例如登录成功时的响应（\`userInfo\` 从略）：`,
      '```json\n' + successExample + '\n```',
      `例外是下面 ${fileOps.length} 个接口，它们直接写出内容（导出接口写出的是文件），不包在这个结构中：`,
      fileList.join('\n'),
      `## 分页 {#pagination}`,
      `有 ${paged.length} 个列表接口按页返回数据，它们的查询参数来自同一个分页结构（源码中的 \`common.PaginationReq\`）：`,
      table(
        [w.name, w.type, w.constraints, w.description],
        [
          ['`pageNum`', '`integer`', constraintsOf(pageNum, 'zh').join('；'), '页码，从 `1` 开始'],
          [
            '`PageSize`',
            '`integer`',
            constraintsOf(pageSize, 'zh').join('；'),
            '每页条数。源码的 json 标签写作 `PageSize`；GoFrame 匹配参数名时不区分大小写，控制台发送的是 `pageSize`',
          ],
        ],
      ),
      `其中 ${shared('keyWord')} 个接口还接受搜索关键字 \`keyWord\`，${shared('dateRange[]')} 个接受日期范围 \`dateRange[]\`；各接口的参数表列出了它实际接受的全部参数。分页接口的 \`data\` 中，\`Total\` 是符合条件的总条数，\`currentPage\` 是当前页码（${withTotal} 个接口如此），列表本身的字段名因接口而异，常见的有 ${commonLists.join('、')}，以各接口的响应字段表为准。`,
      `## 错误 {#errors}`,
      `请求失败时，响应仍是统一结构：\`code\` 不为 \`0\`，\`message\` 是服务端给出的原因（中文）。中间件写出这些响应时没有设置 HTTP 错误状态码，所以要以 \`code\` 判断成败。源码中出现的 \`code\` 值如下：`,
      table(
        ['`code`', '含义', '来源'],
        [
          ['`0`', '成功', '响应中间件，GoFrame 的 `gcode.CodeOK`'],
          [
            '`401`',
            '没有 token，或 token 无效、已过期。`message` 为 `token已失效`，响应中没有 `data`',
            '`pkg/gftoken`',
          ],
          [
            '`50`',
            '接口返回的错误没有附带错误码时的默认值。大多数业务错误属于这一类，例如验证码错误（`验证码输入错误`）',
            '响应中间件，GoFrame 的 `gcode.CodeInternalError`',
          ],
          [
            '`51`',
            '请求参数没有通过字段上的校验规则，例如缺少必填字段或超出范围；`message` 是规则给出的提示，例如 `请输入账号`',
            'GoFrame 的请求校验（`gcode.CodeValidationFailed`）',
          ],
          [
            '`54`',
            '上传产品图标时没有选择文件',
            '`internal/controller/product`，`gcode.CodeMissingParameter`',
          ],
          [
            '`2`、`3`、`5`',
            '接口权限控制拒绝了请求：`2` 表示该用户无权访问此接口，`3` 表示读取权限数据失败或接口没有登记，`5` 表示用户没有配置角色',
            '`internal/logic/middleware` 中的 `Auth`，值见 `internal/consts`',
          ],
        ],
      ),
      `接口权限控制只在系统参数 \`sys.is.security.control.enabled\` 为 \`1\` 且 \`sys.api.switch\` 不为 \`0\` 时生效，作用于 \`/common\`、\`/system\`、\`/product\`、\`/alarm\`、\`/network\`、\`/tdengine\`、\`/notice\` 和 \`/analysis\` 下的接口；拥有超级管理员角色（角色 ID 为 \`1\`）的用户不受限制。哪些角色能调用哪些接口，在控制台的接口管理和角色授权中配置。`,
      `## 与 OpenAPI（AK/SK）的关系 {#relation-to-openapi}`,
      `本参考描述的是控制台自己使用的接口：调用方以一个用户的身份登录，拿到 token，能做的事与这个用户在控制台中的权限相同。专业版和企业版另外为第三方系统提供 [OpenAPI](/develop/openapi/intro) 和 [北向接口](/develop/openapi/northbound/introduce)：调用方不登录，而是用平台发放的 AK/SK 为每个请求签名（见 [AK/SK 认证说明](/develop/openapi/authority/start)），路径以 \`/openapi/v1\` 开头。${ed}的源码没有注册这组路由，所以本参考不包含它们。`,
      table(
        ['对比项', '控制台接口（本参考）', 'OpenAPI 与北向接口'],
        [
          ['路径前缀', '`/api/v1`', '`/openapi/v1`'],
          ['认证', '登录 token，放在 `Authorization: Bearer <token>` 中', 'AK/SK 签名参数'],
          ['调用身份', '控制台用户', '在控制台中创建的应用'],
          ['适用版本', `本参考按 ${ed}源码生成`, '专业版、企业版'],
        ],
      ),
      `## 接口描述文件 {#download}`,
      `本参考依据的接口描述文件随站点一起发布，格式为 OpenAPI 3.1，内容相同的两个版本：`,
      [`- ${jsonLink}（JSON）`, `- ${yamlLink}（YAML）`].join('\n'),
      `文件中的 \`x-source\` 记录了仓库、提交、版本和 GoFrame 版本；每个接口的 \`x-go-request\` 和 \`x-go-handler\` 指向源码中的请求结构体和处理函数，\`operationId\` 与本参考中接口标题的锚点一一对应（\`getProductDeviceDetail\` 对应 \`#get-product-device-detail\`）。可以把它导入常用工具：`,
      [
        '- **Postman**：Import，选择下载的文件，生成按分组（tag）组织的请求集合；在集合的授权设置中选择 Bearer Token 并填入 token，再把服务端地址改成你的地址。',
        '- **Insomnia**：Import，选择文件，生成请求集合，设置方法与 Postman 相同。',
        '- **OpenAPI Generator**：代码生成器，可以据此生成各语言的客户端代码：',
      ].join('\n'),
      '```bash\nnpx @openapitools/openapi-generator-cli generate \\\n  -i sagooiot-v2.openapi.json -g go -o ./api-client\n```',
      `## 页面与分组 {#groups}`,
      `接口按控制台的功能区域分为 ${groups.length} 页。每页包含源码中的一个或几个分组（tag），每个分组是页内的一节：`,
      table(['页面', '分组', '接口数'], groupRows),
    ];
    return `${frontMatter({
      title: w.overviewTitle,
      sidebar_position: 0,
      description: `SagooIOT ${ed}服务端 ${n} 个 HTTP 接口的总览：基础地址、登录 token 认证、统一响应结构、分页、错误码，以及接口描述文件（OpenAPI 3.1）的下载与导入。`,
      keywords: [
        'HTTP API',
        '接口参考',
        'token',
        '统一响应结构',
        '分页',
        '错误码',
        'OpenAPI 3.1',
        'Postman',
      ],
    })}\n\n${body.join('\n\n')}\n`;
  }

  const body = [
    `The SagooIOT server declares every HTTP operation in its source: path, method, parameters and response structure. This reference is generated from those declarations. It covers all ${n} routed operations of the ${ed} server on ${groups.length} pages, each operation with its full path, parameter and field tables, an example request with curl and an example response. These are the operations the web console itself calls, authenticated with the token you get from logging in: your own programs, scripts and integrations can call them to manage products and devices, query alarms, or maintain dictionaries and parameters.`,
    `This page covers what all operations share: where requests go, how to authenticate, the common response envelope, paging, what a failure returns, and how to download the API description to import it into your own tools.`,
    `## Source version {#source-version}`,
    `The reference and the API description both come from the commit below. A server of another version may have more or fewer operations. A running server serves its own description, generated by GoFrame, at \`server.openapiPath\` (\`/api.json\` in the configuration template) and a Swagger UI at \`server.swaggerPath\` (\`/swagger\`), which you can compare with this reference.`,
    table(
      ['Item', 'Value'],
      [
        ['Repository', `[${repository.replace(/^https:\/\/github\.com\//, '')}](${repository})`],
        ['Commit', `${code(commit)} (${date})`],
        ['Edition', ed],
        ['GoFrame', code(String(source.goframe ?? ''))],
        ['Operations', `${n}`],
      ],
    ),
    `## Base URL {#base-url}`,
    `Every path starts with \`/api/v1\`, preceded by the address of the server, which depends on how the server runs:`,
    table(
      ['How the server runs', 'Base URL', 'Source'],
      [
        [
          'The server on its own',
          code(ctx.baseUrl),
          '`server.address` is `:8199` in the configuration template `manifest/config/config.example.yaml`',
        ],
        [
          'Docker Compose, straight to the back end',
          code('http://localhost:8200'),
          'the Compose configuration `manifest/docker-compose/iot-open/config/config.yaml` sets port `8200`, which the container publishes on the same host port',
        ],
        [
          'Docker Compose, through nginx',
          code('http://localhost/base-api'),
          'the Compose nginx listens on port 80 and forwards `/base-api/` to the back end; this is how the console reaches the API (`/base-api/api/v1`)',
        ],
      ],
    ),
    `Replace \`localhost\` with the host name or IP address of your server. The examples in this reference use \`${ctx.baseUrl}\`; with \`server.https\` turned on in the configuration, use \`https://\`.`,
    `## Authentication {#authentication}`,
    `Except for the ${publicOps.length} operations below, every operation requires a valid login token. The token middleware of the \`/api/v1\` route group (\`pkg/gftoken\`) checks it; the paths it lets through come from \`gfToken.excludePaths\` in the configuration template:`,
    table([w.operation, w.path], publicRows),
    `To get a token and use it:`,
    [
      `1. Call ${operationLink(ctx, captcha)} (${code('GET /api/v1/captcha')}). Its \`data\` holds the captcha's \`key\` and the captcha image \`img\`.`,
      `2. Call ${operationLink(ctx, login)} (${code('POST /api/v1/login')}) with \`userName\`, \`password\`, \`captcha\` (the characters in the image) and \`verifyKey\` (the \`key\` from step 1) in the body. The server checks the captcha on every login.`,
      `3. \`data.token\` in the response is the token. Send it with every later request in the header \`Authorization: Bearer <token>\`; without that header, the server also reads a request parameter named \`token\`.`,
    ].join('\n'),
    '```bash\n' +
      [
        `BASE_URL=${ctx.baseUrl}`,
        '# 1. Get a captcha: show the image in data.img and read its characters',
        'curl "$BASE_URL/api/v1/captcha"',
        '# 2. Log in and keep data.token (needs jq)',
        'TOKEN=$(curl -s -X POST "$BASE_URL/api/v1/login" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"userName": "admin", "password": "your-password", "captcha": "abcd", "verifyKey": "key-from-step-1"}' \\`,
        "  | jq -r '.data.token')",
        '# 3. Call other operations with the token',
        'curl "$BASE_URL/api/v1/system/user/currentUser" -H "Authorization: Bearer $TOKEN"',
      ].join('\n') +
      '\n```',
    `Step 3 calls ${operationLink(ctx, currentUser)}. A few more things about logging in:`,
    [
      `- When the system parameter \`sys.is.security.control.enabled\` is \`1\` (security control on), the login checks the number of failed password attempts, and a user who must change their password gets \`isChangePwd\` set to \`1\` and no token.`,
      `- When security control is on and \`sys.is.rsa.enabled\` is \`1\` too, \`password\` must be encrypted with the server's RSA public key (\`OAEP\` padding) before it is sent.`,
      `- How long a token lasts is set by \`gfToken.timeOut\` in the configuration template (10800 seconds); with \`gfToken.multiLogin\` set to \`true\`, one account can be logged in from several places at once.`,
      `- ${operationLink(ctx, logout)} (${code('POST /api/v1/loginOut')}) ends the current token; it reads the token from the \`Authorization\` header only.`,
    ].join('\n'),
    `## Response envelope {#envelope}`,
    `The server's response middleware (\`ResponseHandler\` in \`internal/logic/middleware\`) wraps what every operation returns in the same JSON structure:`,
    table(
      [w.field, w.type, w.description],
      [
        [
          '`code`',
          '`integer`',
          'status code: `0` means success, anything else a failure (see [Errors](#errors))',
        ],
        ['`message`', '`string`', 'an empty string on success, the reason on failure'],
        [
          '`data`',
          '—',
          'the result; each operation lists its fields under "Response `data` fields"',
        ],
      ],
    ),
    `For example, the response of a successful login (\`userInfo\` left out):`,
    '```json\n' + successExample + '\n```',
    `The exceptions are the ${fileOps.length} operations below, which write their content directly (a file, for the exports), without the envelope:`,
    fileListEn.join('\n'),
    `## Paging {#pagination}`,
    `${paged.length} list operations return their results page by page. Their query parameters come from one paging structure (\`common.PaginationReq\` in the source):`,
    table(
      [w.name, w.type, w.constraints, w.description],
      [
        [
          '`pageNum`',
          '`integer`',
          constraintsOf(pageNum, 'en').join('; '),
          'page number, starting at `1`',
        ],
        [
          '`PageSize`',
          '`integer`',
          constraintsOf(pageSize, 'en').join('; '),
          'rows per page. The json tag in the source spells it `PageSize`; GoFrame matches parameter names without regard to case, and the console sends `pageSize`',
        ],
      ],
    ),
    `Of these, ${shared('keyWord')} operations also take a search keyword \`keyWord\` and ${shared('dateRange[]')} a date range \`dateRange[]\`; each operation's parameter table lists everything it accepts. In the \`data\` of a paged response, \`Total\` is the number of matching rows and \`currentPage\` the current page (in ${withTotal} operations). The name of the list itself differs from one operation to another, most often ${joinNames(commonLists, 'en').replace(' and ', ' or ')}: each operation's response table gives it.`,
    `## Errors {#errors}`,
    `A failed request still returns the envelope: \`code\` is not \`0\` and \`message\` gives the server's reason (in Chinese). The middleware writes these responses without an HTTP error status, so check \`code\` to tell success from failure. The source uses these values of \`code\`:`,
    table(
      ['`code`', 'Meaning', 'Source'],
      [
        ['`0`', 'success', "response middleware, GoFrame's `gcode.CodeOK`"],
        [
          '`401`',
          'no token, or the token is invalid or expired; `message` is `token已失效` and the response has no `data`',
          '`pkg/gftoken`',
        ],
        [
          '`50`',
          'the default when the error an operation returns carries no code; most business errors are of this kind, such as a wrong captcha (`验证码输入错误`)',
          "response middleware, GoFrame's `gcode.CodeInternalError`",
        ],
        [
          '`51`',
          'a request parameter failed a validation rule of its field, such as a missing required field or a value out of range; `message` is the rule\'s text, such as `请输入账号` ("enter the account")',
          "GoFrame's request validation (`gcode.CodeValidationFailed`)",
        ],
        [
          '`54`',
          'no file chosen when uploading a product icon',
          '`internal/controller/product`, `gcode.CodeMissingParameter`',
        ],
        [
          '`2`, `3`, `5`',
          'API permission control refused the request: `2` the user may not call this operation, `3` the permission data could not be read or the operation is not registered, `5` the user has no role',
          '`Auth` in `internal/logic/middleware`, values in `internal/consts`',
        ],
      ],
    ),
    `API permission control applies only when the system parameter \`sys.is.security.control.enabled\` is \`1\` and \`sys.api.switch\` is not \`0\`. It covers the operations under \`/common\`, \`/system\`, \`/product\`, \`/alarm\`, \`/network\`, \`/tdengine\`, \`/notice\` and \`/analysis\`; users with the super administrator role (role ID \`1\`) are never refused. Which roles may call which operations is set in the console's API Management and role permissions.`,
    `## Relation to the OpenAPI (AK/SK) {#relation-to-openapi}`,
    `This reference describes the console's own API: the caller logs in as a user, gets a token and can do what that user can do in the console. The Professional and Enterprise Editions also offer third-party systems the [OpenAPI](/develop/openapi/intro) and the [northbound interfaces](/develop/openapi/northbound/introduce): there the caller does not log in but signs each request with an AK/SK pair issued by the platform (see [AK/SK authentication](/develop/openapi/authority/start)), and paths start with \`/openapi/v1\`. The ${ed} source registers no such routes, so this reference does not include them.`,
    table(
      ['Aspect', 'Console API (this reference)', 'OpenAPI and northbound interfaces'],
      [
        ['Path prefix', '`/api/v1`', '`/openapi/v1`'],
        [
          'Authentication',
          'login token in `Authorization: Bearer <token>`',
          'AK/SK signature parameters',
        ],
        ['Caller', 'a console user', 'an application created in the console'],
        ['Editions', `generated from the ${ed} source`, 'Professional and Enterprise Editions'],
      ],
    ),
    `## API description {#download}`,
    `The API description behind this reference is published with the site in the OpenAPI 3.1 format, in two files with the same content:`,
    [`- ${jsonLink} (JSON)`, `- ${yamlLink} (YAML)`].join('\n'),
    `Its \`x-source\` records the repository, commit, edition and GoFrame version. Each operation's \`x-go-request\` and \`x-go-handler\` name the request struct and the handler in the source, and its \`operationId\` matches the anchor of its heading here (\`getProductDeviceDetail\` is \`#get-product-device-detail\`). Import it into the tools you use:`,
    [
      "- **Postman**: Import, then choose the downloaded file; you get a collection of requests grouped by tag. In the collection's authorization settings choose Bearer Token and enter your token, then change the server address to yours.",
      '- **Insomnia**: Import, then choose the file; you get a collection of requests, set up the same way as in Postman.',
      '- **Code generators**: OpenAPI Generator, for example, writes client code in many languages from it:',
    ].join('\n'),
    '```bash\nnpx @openapitools/openapi-generator-cli generate \\\n  -i sagooiot-v2.openapi.json -g go -o ./api-client\n```',
    `## Pages and groups {#groups}`,
    `The operations are split into ${groups.length} pages by area of the console. Each page holds one or more groups (tags) of the source, one section per group:`,
    table(['Page', 'Groups', 'Operations'], groupRows),
  ];
  return `${frontMatter({
    title: w.overviewTitle,
    sidebar_position: 0,
    description: `Overview of the ${n} HTTP operations of the SagooIOT ${ed} server: base URL, login token, response envelope, paging, error codes, and the API description (OpenAPI 3.1) to download and import.`,
    keywords: [
      'HTTP API',
      'API reference',
      'token',
      'response envelope',
      'paging',
      'error codes',
      'OpenAPI 3.1',
      'Postman',
    ],
  })}\n\n${body.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------
// Writing

export function readDocument(file = path.join(root, documentFile)): OpenApiDocument {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Files now in the two folders (paths from the root). */
export function existingFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    const abs = path.join(root, dir);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  for (const dir of Object.values(outDirs)) walk(dir);
  return out.sort();
}

function main() {
  const result = renderPages(readDocument(), (key) => englishFor(key));
  const wanted = new Set(result.files.map((f) => f.file));
  for (const file of existingFiles()) {
    if (!wanted.has(file)) fs.rmSync(path.join(root, file));
  }
  let bytes = { zh: 0, en: 0 };
  for (const { file, content } of result.files) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
    const locale = file.startsWith(outDirs.en) ? 'en' : 'zh';
    bytes = { ...bytes, [locale]: bytes[locale] + Buffer.byteLength(content) };
  }
  console.log(
    `wrote ${result.files.length} files: ${(bytes.zh / 1024).toFixed(0)} KB Chinese, ${(bytes.en / 1024).toFixed(0)} KB English`,
  );
  if (result.thin.length) console.log(`below the depth rule:\n  ${result.thin.join('\n  ')}`);
  if (result.missing.length) {
    console.log(
      `${result.missing.length} texts have no English yet (the Chinese stands in): ${result.missing.slice(0, 20).join(', ')}${result.missing.length > 20 ? ', …' : ''}`,
    );
  }
  if (result.thin.length) process.exitCode = 1;
}

if (path.resolve(process.argv[1] ?? '') === __filename) main();
