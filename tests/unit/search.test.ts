import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import * as algoliaTheme from '@docusaurus/theme-search-algolia';
import type { ThemeConfigValidationContext } from '@docusaurus/types';
import { searchSetup } from '../../config/search';
import { settingsFrom } from '../../config/settings';
import {
  createLocalSearchClient,
  requestedTags,
  type LocalSearchHit,
} from '../../src/plugins/local-search/adapter';
import { decodeGaps, encodeGap } from '../../src/plugins/local-search/compactIndex';
import { extractRecords, selectorsFor } from '../../src/plugins/local-search/crawl';
import {
  buildIndex,
  buildIndexParts,
  EXCERPT_COLUMNS,
  excerptOf,
  loadIndex,
  searchRecords,
  swapsOf,
  type SearchRecord,
} from '../../src/plugins/local-search/searchIndex';
import { modalHits } from '../../src/plugins/local-search/modalHits';
import {
  analyzeQuery,
  compileExpansions,
  singular,
  tokenize,
  type AnalyzedQuery,
  type Expansions,
} from '../../src/plugins/local-search/tokenizer';
import {
  decodeGroups,
  encodeGroups,
  glossaryGroups,
} from '../../src/plugins/local-search/expansions';

describe('search tokenizer', () => {
  it('cuts Chinese into overlapping bigrams, so part of a word is a term', () => {
    const terms = tokenize('物模型');
    assert.ok(terms.includes('物模') && terms.includes('模型'), terms.join(' '));
    assert.deepEqual(tokenize('规则引擎').slice(0, 3), ['规则', '则引', '引擎']);
  });

  it('adds the Intl.Segmenter words longer than a bigram', () => {
    const text = '中华人民共和国的物联网平台';
    const words = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)]
      .map((s) => s.segment)
      .filter((w) => Array.from(w).length > 2);
    assert.ok(words.length > 0, 'the segmenter finds a long word in this text');
    for (const word of words) assert.ok(tokenize(text).includes(word), word);
  });

  it('lowercases Latin words and keeps digits', () => {
    assert.deepEqual(tokenize('MQTT Broker v2.4'), ['mqtt', 'broker', 'v2', '4']);
  });

  it('drops the commonest English function words', () => {
    assert.deepEqual(tokenize('The rule engine of the platform'), ['rule', 'engine', 'platform']);
  });

  it('splits mixed Chinese and Latin text', () => {
    assert.deepEqual(tokenize('MQTT接入'), ['mqtt', '接入']);
    assert.deepEqual(tokenize('通过HTTP上报'), ['通过', 'http', '上报']);
  });

  it('drops bigrams that join a function character to the next word, not words holding one', () => {
    assert.deepEqual(tokenize('设备的属性'), ['设备', '属性']);
    assert.deepEqual(tokenize('目的'), ['目的']);
    // The segmenter does not know 在线 as a word: 在 is no function character here.
    assert.ok(tokenize('设备在线').includes('在线'));
    assert.ok(tokenize('物模型').includes('物模'));
  });

  it('keeps a lone Chinese character and full-width forms', () => {
    assert.deepEqual(tokenize('云'), ['云']);
    assert.deepEqual(tokenize('ＭＱＴＴ'), ['mqtt']);
  });

  it('reads English plurals as their singular, the same on both sides', () => {
    assert.deepEqual(tokenize('Devices entries APIs'), ['device', 'entry', 'api']);
    for (const word of ['class', 'status', 'bus', 'v2s', 'ids']) {
      assert.equal(singular(word), word);
    }
  });

  it('indexes two words joined by a hyphen or slash as both words and as one', () => {
    assert.deepEqual(tokenize('sub-device AK/SK'), [
      'sub',
      'device',
      'subdevice',
      'ak',
      'sk',
      'aksk',
    ]);
    assert.deepEqual(tokenize('Sub-devices'), ['sub', 'device', 'subdevice']);
    // Numbers only (dates, versions) are not joined.
    assert.deepEqual(tokenize('2024-11'), ['2024', '11']);
  });

  it('keeps the $ of MQTT system topics as a term of its own', () => {
    assert.deepEqual(tokenize('$SYS'), ['sys', '$sys']);
  });
});

/** The terms of each unit, first alternative only. */
const unitTerms = ({ units }: AnalyzedQuery) => units.map((unit) => unit.alternatives[0].join('+'));

describe('query analysis', () => {
  it('leaves out Chinese question and filler words and the particles between words', () => {
    assert.deepEqual(unitTerms(analyzeQuery('如何添加一个设备')), ['创建', '设备']);
    assert.deepEqual(unitTerms(analyzeQuery('社区版可以商用吗')), ['社区', '区版', '商用']);
    assert.deepEqual(unitTerms(analyzeQuery('设备的属性是什么')), ['设备', '属性']);
  });

  it('leaves out English question words', () => {
    assert.deepEqual(unitTerms(analyzeQuery('How do I reset my password?')), ['reset', 'password']);
  });

  it('keeps question words when they are all the query has', () => {
    assert.deepEqual(unitTerms(analyzeQuery('什么')), ['什么']);
    assert.deepEqual(unitTerms(analyzeQuery('how')), ['how']);
  });

  it('needs every bigram of a word, but not one joining two words', () => {
    // The Segmenter splits 离线 and 物模型 into characters it does not know as words.
    assert.deepEqual(unitTerms(analyzeQuery('设备离线')), ['设备', '备离', '离线']);
    assert.deepEqual(unitTerms(analyzeQuery('物模型')), ['物模', '模型']);
    const created = analyzeQuery('创建产品');
    assert.deepEqual(unitTerms(created), ['创建', '产品']);
    assert.deepEqual(created.optional, ['建产']);
  });

  it('holds a console verb by any of its synonyms', () => {
    const [verb] = analyzeQuery('创建产品').units;
    assert.deepEqual(verb.alternatives.flat(), ['创建', '新建', '新增', '添加', '增加']);
    assert.deepEqual(analyzeQuery('add a device').units[0].alternatives.flat(), [
      'create',
      'add',
      'new',
    ]);
  });

  it('keeps both parts of mixed Chinese and English', () => {
    assert.deepEqual(unitTerms(analyzeQuery('MQTT上报')), ['mqtt', '上报']);
    assert.deepEqual(unitTerms(analyzeQuery('用MQTTX模拟设备')), ['mqttx', '模拟', '设备']);
  });

  it('holds two joined words by their joined form or by both words', () => {
    for (const query of ['sub-device', 'sub/device']) {
      assert.deepEqual(analyzeQuery(query).units, [
        { alternatives: [['subdevice'], ['sub', 'device']] },
      ]);
    }
    assert.deepEqual(unitTerms(analyzeQuery('sub device')), ['sub', 'device']);
    assert.deepEqual(unitTerms(analyzeQuery('$SYS topic')), ['$sys', 'topic']);
  });
});

const record = (
  id: number,
  fields: Partial<SearchRecord> & Pick<SearchRecord, 'url'>,
): SearchRecord => ({
  id,
  hierarchy: ['文档', fields.title || '页面'],
  tag: 'docs-default-current',
  level: 1,
  title: '',
  heading: '',
  content: '',
  ...fields,
});

/** In crawl order: each page record, then the records of its sections. */
const records: SearchRecord[] = [
  record(0, { url: 'docs/body', title: '告警配置', content: '告警可以交给规则引擎继续处理。' }),
  record(1, { url: 'docs/intro', title: '概述', content: '平台的组成。' }),
  record(2, {
    url: 'docs/intro#rule-engine',
    hierarchy: ['文档', '概述', '规则引擎简介'],
    level: 2,
    heading: '规则引擎简介',
    content: '节点与连线。',
  }),
  record(3, { url: 'docs/rule', title: '规则引擎', content: '规则链由节点组成。' }),
  record(4, { url: 'docs/tsl', title: '物模型', content: '属性、功能和事件。' }),
  record(5, {
    url: 'community/tsl',
    tag: 'docs-default-community',
    title: '物模型（社区版）',
    content: '属性。',
  }),
  record(6, { url: 'docs/device', title: 'Device management', content: 'Add devices over MQTT.' }),
  record(7, {
    url: 'blog/post',
    tag: 'default',
    title: '<img src=x onerror=alert(1)>',
    content: 'a & b <b>',
  }),
];
const all = () => true;

/** The index as the browser gets it: compact parts, serialized, merged. */
const shippedIndex = (of: SearchRecord[]) =>
  loadIndex(JSON.parse(JSON.stringify(buildIndexParts(of))));

describe('search ranking', () => {
  const index = shippedIndex(records);

  it('ranks a title match above a heading match above a body match', () => {
    const urls = searchRecords(index, '规则引擎', all).map((r) => r.url);
    assert.deepEqual(urls, ['docs/rule', 'docs/intro#rule-engine', 'docs/body']);
  });

  it('finds a page from part of a Chinese word', () => {
    assert.equal(searchRecords(index, '物模', all)[0]?.url, 'docs/tsl');
  });

  it('matches Latin prefixes and small typos', () => {
    assert.equal(searchRecords(index, 'devic', all)[0]?.url, 'docs/device');
    assert.equal(searchRecords(index, 'managment', all)[0]?.url, 'docs/device');
  });

  it('reads two swapped letters as the word they stand for', () => {
    assert.deepEqual(swapsOf('alram'), ['laram', 'arlam', 'alarm', 'alrma']);
    // Six letters allow a fuzzy match of one edit; a swap is two.
    assert.equal(searchRecords(index, 'devcie', all)[0]?.url, 'docs/device');
    assert.equal(searchRecords(index, 'devcie managment', all)[0]?.coverage, 1);
  });

  it('ranks the page about a term above a section that only names it in passing', () => {
    const ranked = shippedIndex([
      record(0, {
        url: 'docs/tsl',
        title: '物模型',
        content: '物模型描述设备的属性、功能和事件。',
      }),
      record(1, { url: 'docs/device', title: '设备', content: '设备的增删改查。' }),
      record(2, {
        url: 'docs/device#list',
        hierarchy: ['文档', '设备', '设备列表'],
        level: 2,
        heading: '设备列表',
        content: '列表展示设备名称、所属产品和物模型版本。',
      }),
    ]);
    assert.deepEqual(
      searchRecords(ranked, '物模型', all).map((r) => r.url),
      ['docs/tsl', 'docs/device#list'],
    );
  });

  it('answers a Chinese question with the page about its subject, not pages sharing its filler words', () => {
    const ranked = shippedIndex([
      record(0, {
        url: 'docs/faq',
        title: '如何使用本文档',
        content: '如何查找？什么是版本？一个页面怎么读？',
      }),
      record(1, { url: 'docs/device/add', title: '添加设备', content: '在产品下新增设备并启用。' }),
      record(2, { url: 'docs/device', title: '设备', content: '设备列表与详情。' }),
    ]);
    assert.equal(searchRecords(ranked, '如何添加一个设备', all)[0]?.url, 'docs/device/add');
    // A reader creates what the console adds.
    assert.equal(searchRecords(ranked, '怎么创建设备', all)[0]?.url, 'docs/device/add');
  });

  it('answers an English question with the page about its subject', () => {
    const ranked = shippedIndex([
      record(0, {
        url: 'docs/guide',
        title: 'How do I use this guide',
        content: 'How do I find my way? What do I read first? Where do I reset my view?',
      }),
      record(1, {
        url: 'docs/password',
        title: 'Reset a password',
        content: 'Passwords are reset in user management.',
      }),
    ]);
    assert.equal(searchRecords(ranked, 'how do I reset my password', all)[0]?.url, 'docs/password');
  });

  it('finds hyphenated, slash-joined and plural forms written another way', () => {
    const ranked = shippedIndex([
      record(0, { url: 'docs/topics', title: 'Topics', content: 'All topics.' }),
      record(1, { url: 'docs/sub', title: 'Sub-device topics', content: 'Topics of sub-devices.' }),
      record(2, { url: 'docs/http', title: 'HTTP clients', content: 'Clients calling HTTP.' }),
      record(3, {
        url: 'docs/net',
        title: 'TCP/UDP client',
        content: 'Sends to TCP or UDP servers.',
      }),
    ]);
    for (const query of ['subdevice topic', 'sub-devices', 'Sub-Device Topics']) {
      assert.equal(searchRecords(ranked, query, all)[0]?.url, 'docs/sub', query);
    }
    assert.equal(searchRecords(ranked, 'tcpudp clients', all)[0]?.url, 'docs/net');
  });

  it('does not let an FAQ page outrank the page about the same subject', () => {
    const ranked = shippedIndex([
      record(0, {
        url: 'docs/faq/datahub',
        title: '数据中心 FAQ',
        content: '数据中心的常见问题。',
      }),
      record(1, { url: 'docs/datahub', title: '数据中心概述', content: '数据中心汇聚数据。' }),
    ]);
    assert.deepEqual(
      searchRecords(ranked, '数据中心', all).map((r) => r.url),
      ['docs/datahub', 'docs/faq/datahub'],
    );
  });

  it('does not let an API reference page outrank the manual page of its subject', () => {
    const ranked = shippedIndex([
      record(0, {
        url: 'develop/api/thing-models',
        title: '物模型',
        content: '物模型的增删改查接口。',
      }),
      record(1, {
        url: 'develop/api/thing-models#get-product-tsl-export',
        hierarchy: ['接口参考', '物模型', '导出物模型'],
        level: 2,
        heading: '导出物模型',
        content: 'GET /api/v1/product/tsl/export 导出产品的物模型。',
      }),
      record(2, {
        url: 'docs/tsl',
        title: '什么是物模型',
        content: '物模型描述设备的属性、功能和事件。',
      }),
    ]);
    assert.equal(searchRecords(ranked, '物模型', all)[0]?.url, 'docs/tsl');
    // An operation is still found by its path and its summary.
    assert.equal(
      searchRecords(ranked, '/product/tsl/export', all)[0]?.url,
      'develop/api/thing-models#get-product-tsl-export',
    );
    assert.equal(
      searchRecords(ranked, '导出物模型', all)[0]?.url,
      'develop/api/thing-models#get-product-tsl-export',
    );
  });

  it('counts for a section what the title of its page holds', () => {
    const ranked = shippedIndex([
      record(0, { url: 'docs/mqtt', title: 'MQTT 设备接入', content: '连接参数。' }),
      record(1, {
        url: 'docs/mqtt#report',
        hierarchy: ['文档', 'MQTT 设备接入', '上报属性'],
        level: 2,
        heading: '上报属性',
        content: '设备上报属性值。',
      }),
      record(2, { url: 'docs/http', title: 'HTTP 设备接入', content: '设备上报属性值。' }),
    ]);
    // The HTTP page reports too, but is not about MQTT.
    assert.equal(searchRecords(ranked, 'MQTT 上报', all)[0]?.url, 'docs/mqtt#report');
  });

  it('leaves out records holding less than half of what the best one holds', () => {
    const ranked = shippedIndex([
      record(0, { url: 'docs/a', title: '告警规则', content: '温度告警通知邮件。' }),
      record(1, { url: 'docs/b', title: '通知', content: '短信。' }),
    ]);
    assert.deepEqual(
      searchRecords(ranked, '温度告警邮件通知', all).map((r) => r.url),
      ['docs/a'],
    );
  });

  it('applies the record filter', () => {
    const urls = searchRecords(index, '物模型', (r) => r.tag !== 'docs-default-community').map(
      (r) => r.url,
    );
    assert.deepEqual(urls, ['docs/tsl']);
  });
});

describe('compact index parts', () => {
  it('ship one part per docusaurus_tag that searches like one MiniSearch index', () => {
    const parts = buildIndexParts(records);
    assert.deepEqual(parts.map((p) => p.tag).sort(), [
      'default',
      'docs-default-community',
      'docs-default-current',
    ]);
    const merged = loadIndex(JSON.parse(JSON.stringify(parts)));
    const direct = buildIndex(records);
    // The sample has no term twice in a field, so dropping term frequencies changes nothing.
    for (const query of ['规则引擎', '物模型', 'device', 'mqtt']) {
      const summary = (results: ReturnType<typeof searchRecords>) =>
        results.map((r) => `${r.url} ${r.score.toFixed(6)}`);
      assert.deepEqual(
        summary(searchRecords(merged, query, all)),
        summary(searchRecords(direct, query, all)),
        query,
      );
    }
  });

  it('keep hierarchy, URL, tag and excerpt of every record, skipped heading levels included', () => {
    const page: SearchRecord[] = [
      record(0, { url: 'docs/a', title: 'A 页', content: '简介' }),
      record(1, {
        url: 'docs/a#two',
        hierarchy: ['文档', 'A 页', '二级'],
        level: 2,
        heading: '二级',
      }),
      record(2, {
        url: 'docs/a#four',
        hierarchy: ['文档', 'A 页', '二级', '', '四级'],
        level: 4,
        heading: '四级',
        content: '内容',
      }),
      record(3, {
        url: 'docs/a',
        hierarchy: ['文档', 'A 页', '无锚点'],
        level: 2,
        heading: '无锚点',
      }),
    ];
    const index = loadIndex(buildIndexParts(page));
    const stored = page.map((_, id) => index.getStoredFields(id));
    assert.deepEqual(
      stored,
      page.map((r) => ({
        hierarchy: r.hierarchy,
        url: r.url,
        tag: r.tag,
        level: r.level,
        excerpt: r.content,
      })),
    );
  });

  it('write record gaps as self-delimiting numbers: one character up to 59, no separators', () => {
    const gaps = [0, 1, 59, 60, 61, 1799, 1800, 1801, 52_199, 52_200, 1_000_000];
    const text = gaps.map(encodeGap).join('');
    assert.deepEqual(decodeGaps(text), gaps);
    assert.equal(encodeGap(59).length, 1);
    assert.equal(encodeGap(60).length, 2);
    assert.doesNotMatch(text, /[\\";|\s]/, 'no JSON escapes, separators or spaces');
  });

  it('keep one line of each section as its excerpt: 54 Latin characters or 20 Chinese ones', () => {
    assert.equal(excerptOf('a'.repeat(200)).length, EXCERPT_COLUMNS);
    assert.equal(excerptOf('字'.repeat(200)).length, 20);
    assert.equal(excerptOf('短'), '短');
  });
});

describe('DocSearch adapter', () => {
  const loaded = { locale: 'zh-Hans', index: buildIndex(records) };
  const client = createLocalSearchClient(
    async () => loaded,
    (p) => `/base/${p}`,
  );
  const contextual = [
    'language:zh-Hans',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];

  it('answers search({ requests }) in the Algolia response shape the modal reads', async () => {
    const { results } = await client.search({
      requests: [
        { query: '规则引擎', indexName: 'local', hitsPerPage: 2, facetFilters: contextual },
      ],
    });
    assert.equal(results.length, 1);
    const [result] = results;
    assert.deepEqual(Object.keys(result).sort(), [
      'exhaustiveNbHits',
      'hits',
      'hitsPerPage',
      'index',
      'nbHits',
      'nbPages',
      'page',
      'params',
      'processingTimeMS',
      'query',
    ]);
    assert.equal(result.nbHits, 3);
    assert.equal(result.hits.length, 2);
    const hit: LocalSearchHit = result.hits[1];
    assert.deepEqual(Object.keys(hit).sort(), [
      '_highlightResult',
      '_snippetResult',
      'anchor',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
      'url_without_anchor',
    ]);
    assert.deepEqual(Object.keys(hit.hierarchy), [
      'lvl0',
      'lvl1',
      'lvl2',
      'lvl3',
      'lvl4',
      'lvl5',
      'lvl6',
    ]);
    assert.equal(hit.type, 'lvl2');
    assert.equal(hit.url, '/base/docs/intro#rule-engine');
    assert.equal(hit.url_without_anchor, '/base/docs/intro');
    assert.equal(hit.anchor, 'rule-engine');
    assert.equal(hit.hierarchy.lvl3, null);
    assert.equal(hit._highlightResult.hierarchy.lvl2.value, '<mark>规则引擎</mark>简介');
    assert.equal(typeof hit._snippetResult.content.value, 'string');
    assert.deepEqual(Object.keys(hit._snippetResult.hierarchy).length, 7);
  });

  it('reports a body match as a content hit with a marked snippet', async () => {
    const { results } = await client.search({
      requests: [{ query: '规则引擎', facetFilters: contextual }],
    });
    const body = results[0].hits.find((h) => h.url === '/base/docs/body');
    assert.equal(body?.type, 'content');
    assert.match(body?._snippetResult.content.value ?? '', /<mark>规则引擎<\/mark>/);
  });

  it('keeps other editions and locales out (contextual facet filters)', async () => {
    const { results } = await client.search({
      requests: [{ query: '物模型', facetFilters: contextual }],
    });
    assert.deepEqual(
      results[0].hits.map((h) => h.url),
      ['/base/docs/tsl'],
    );
    const english = await client.search({
      requests: [{ query: '物模型', facetFilters: ['language:en'] }],
    });
    assert.equal(english.results[0].nbHits, 0);
  });

  it('escapes page text: highlights carry no markup but <mark>', async () => {
    const { results } = await client.search({
      requests: [{ query: 'onerror', facetFilters: contextual }],
    });
    const values = JSON.stringify([
      results[0].hits[0]._highlightResult,
      results[0].hits[0]._snippetResult,
    ]);
    assert.doesNotMatch(values.replace(/<\/?mark>/g, ''), /<[a-z/]/i);
    assert.match(values, /&#60;img src=x <mark>onerror<\/mark>=alert\(1\)&#62;/);
  });

  it('loads the index of the tags a request is scoped to', async () => {
    const asked: Array<string[] | undefined> = [];
    const scoped = createLocalSearchClient(
      async (tags) => {
        asked.push(tags);
        return loaded;
      },
      (p) => p,
    );
    await scoped.search({ requests: [{ query: '物模型', facetFilters: contextual }] });
    await scoped.search({ requests: [{ query: '物模型' }] });
    assert.deepEqual(asked, [['default', 'docs-default-current'], undefined]);
    assert.deepEqual(
      requestedTags([['docusaurus_tag:b', 'docusaurus_tag:a'], 'docusaurus_tag:a', 'language:en']),
      ['a', 'b'],
    );
  });

  it('fails like Algolia when the index cannot be loaded, so DocSearch shows its error screen', async () => {
    const failing = createLocalSearchClient(
      () => Promise.reject(new Error('offline')),
      (p) => p,
    );
    await assert.rejects(failing.search({ requests: [{ query: 'x' }] }), { name: 'RetryError' });
  });
});

describe('search backend switch', () => {
  it('uses the local index without Algolia settings', () => {
    const setup = searchSetup(settingsFrom({}));
    assert.equal(setup.algolia, undefined);
    assert.equal(setup.plugins.length, 1);
  });

  it('uses stock DocSearch with contextual search when Algolia is configured', () => {
    const s = settingsFrom({
      SITE_URL: 'https://docs.test',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'KEY',
      ALGOLIA_INDEX_NAME: 'INDEX',
    });
    const setup = searchSetup(s);
    assert.deepEqual(setup.plugins, []);
    assert.ok(setup.algolia);
    assert.equal(setup.algolia.contextualSearch, true);
    assert.equal(setup.algolia.searchPagePath, 'search');
    assert.equal(setup.algolia.insights, false);
    const external = new RegExp(setup.algolia.externalUrlRegex ?? '$^');
    assert.ok(external.test('https://other.test/docs/x'));
    assert.ok(!external.test('https://docs.test/docs/x'));
    // The theme accepts it as it is.
    // Exported by the theme's entry, missing from its type declarations.
    const { validateThemeConfig } = algoliaTheme as unknown as {
      validateThemeConfig: (context: ThemeConfigValidationContext<object>) => {
        algolia: { indexName: string };
      };
    };
    const validated = validateThemeConfig({
      themeConfig: { algolia: setup.algolia },
      validate: normalizeThemeConfig,
    });
    assert.equal(validated.algolia.indexName, 'INDEX');
  });

  it('turns Algolia Insights on only when asked', () => {
    const on = settingsFrom({
      ALGOLIA_APP_ID: 'A',
      ALGOLIA_SEARCH_API_KEY: 'K',
      ALGOLIA_INDEX_NAME: 'I',
      ALGOLIA_INSIGHTS: 'true',
    });
    assert.equal(searchSetup(on).algolia?.insights, true);
  });
});

describe('crawl of a built page', () => {
  const page = (body: string) =>
    `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"><meta name="docsearch:language" content="zh-Hans"></head><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

  it('reads every paragraph, item and cell of an ordinary page; its snippet starts its first block', () => {
    const [, section] = extractRecords(
      page(
        '<h1>设备</h1><h2 id="fields">字段</h2><p>字段说明。</p><table><tr><td><code>deviceKey</code></td><td>设备标识，产品下唯一</td></tr></table>',
      ),
      'docs/iot/device/instance',
    );
    assert.equal(section!.content, '字段说明。 deviceKey 设备标识，产品下唯一');
    // A first block under half a snippet runs on into the next ones.
    assert.equal(section!.lead, '字段说明。 deviceKey 设备标识，产品下唯一');
  });

  it('reads the API reference by its paths and field names only, with the path as snippet', () => {
    const [, , operation] = extractRecords(
      page(
        '<h1>设备</h1><h2 id="ops">接口详情</h2><h3 id="get-product-device-detail">获取设备详情</h3><p><code>GET /api/v1/product/device/detail</code></p><p>请求参数：</p><table><tr><td><code>deviceKey</code></td><td><code>string</code></td><td>设备标识</td></tr></table>',
      ),
      'develop/api/devices',
    );
    assert.equal(operation!.heading, '获取设备详情');
    assert.equal(operation!.url, 'develop/api/devices#get-product-device-detail');
    assert.equal(operation!.content, 'GET /api/v1/product/device/detail deviceKey');
    assert.equal(operation!.lead, 'GET /api/v1/product/device/detail');
    assert.deepEqual(selectorsFor('develop/api'), selectorsFor('docs/iot/device/instance'));
    assert.notDeepEqual(selectorsFor('develop/api/devices'), selectorsFor('develop/api'));
  });
});

describe('query expansion', () => {
  const groups = [
    ['物模型', 'thing model', 'object model'],
    ['新增产品', 'add product'],
    ['connect', 'access'],
  ];
  const chineseSite = compileExpansions(groups, { chinesePhrases: false });
  const englishSite = compileExpansions(groups, { chinesePhrases: true });
  const alternativesOf = (query: string, expansions: Expansions) =>
    analyzeQuery(query, expansions).units.map((unit) => unit.alternatives);

  it('reads glossary rows as groups: Chinese forms, English form, wrong forms; no descriptions', () => {
    assert.deepEqual(
      glossaryGroups([
        { zh: ['物模型'], en: 'thing model', wrong: ['object model', 'data template'] },
        { zh: ['时序数据库'], en: 'time-series database (TSDB)', wrong: [] },
        {
          zh: ['企业级开源物联网平台'],
          en: 'enterprise-grade open-source IoT platform',
          wrong: [],
        },
      ]),
      [
        ['物模型', 'thing model', 'object model', 'data template'],
        ['时序数据库', 'time-series database'],
      ],
    );
    assert.deepEqual(decodeGroups(encodeGroups(groups)), groups);
  });

  it('holds an English phrase in a Chinese query by its Chinese form, plural or glued to Chinese', () => {
    assert.deepEqual(alternativesOf('thing models怎么定义', chineseSite)[0], [
      ['物模', '模型'],
      ['thing', 'model'],
      ['object', 'model'],
    ]);
    const glued = shippedIndex([
      record(0, { url: 'docs/tsl', title: '物模型', content: '属性、功能和事件。' }),
      record(1, { url: 'docs/other', title: '其他', content: '其他内容。' }),
    ]);
    assert.equal(searchRecords(glued, 'thing model定义', all, chineseSite)[0]?.url, 'docs/tsl');
  });

  it('holds a console label in an English query by its English form, and a reader’s word by the page’s', () => {
    assert.deepEqual(alternativesOf('where is 新增产品', englishSite)[0], [
      ['新增', '增产', '产品'],
      ['add', 'product'],
    ]);
    // On English pages an English phrase is held by English alternatives only.
    assert.deepEqual(alternativesOf('object model', englishSite)[0], [
      ['thing', 'model'],
      ['object', 'model'],
    ]);
    const pages = shippedIndex([
      record(0, { url: 'docs/access', title: 'Access over MQTT', content: 'Broker address.' }),
      record(1, { url: 'docs/other', title: 'Other', content: 'Nothing.' }),
    ]);
    assert.equal(searchRecords(pages, 'how do I connect', all, englishSite)[0]?.url, 'docs/access');
    assert.equal(searchRecords(pages, 'how do I connect', all).length, 0);
  });
});

describe('modal order', () => {
  const sections = (page: string, title: string, count: number) => [
    record(0, { url: page, title, content: `${title}概述。` }),
    ...Array.from({ length: count }, (_, i) =>
      record(0, {
        url: `${page}#s${i}`,
        hierarchy: ['文档', title, `告警第${i}节`],
        level: 2,
        heading: `告警第${i}节`,
        content: '告警规则、告警级别和告警通知。',
      }),
    ),
  ];
  const many = shippedIndex(
    [
      ...sections('docs/perf', '性能', 5),
      record(0, { url: 'docs/alarm', title: '告警配置', content: '配置告警。' }),
      record(0, { url: 'docs/notice', title: '通知', content: '告警通知的渠道。' }),
    ].map((r, id) => ({ ...r, id })),
  );

  it('lists a page whose title holds the query first, and at most two records of a page before the others', () => {
    const urls = searchRecords(many, '告警', all).map((r) => r.url);
    assert.equal(urls[0], 'docs/alarm');
    const pages = urls.map((url) => url.split('#')[0]);
    const thirdOfPerf = pages
      .map((page, i) => [page, i] as const)
      .filter(([page]) => page === 'docs/perf')[2]![1];
    assert.ok(pages.indexOf('docs/notice') < thirdOfPerf, pages.join(' '));
    // Nothing is left out: the page's other sections follow.
    assert.equal(urls.filter((url) => url.startsWith('docs/perf#')).length, 5);
  });

  it('shows the first pages of the results first, though DocSearch groups hits by section', () => {
    const hit = (url: string, section: string) => ({ url, section });
    const ranked = [
      hit('guide/a', '指南'),
      hit('screen/b', '大屏'),
      hit('guide/c', '指南'),
      hit('cases/d', '案例'),
      hit('screen/e', '大屏'),
      hit('guide/f', '指南'), // sixth page: grouped under 指南, it would come before screen/b
      hit('cases/g', '案例'), // of the last leading section: listed after every leading hit
      hit('blog/h', '博客'), // a new section: listed last
    ];
    const shown = modalHits(
      ranked,
      (h) => h.url,
      (h) => h.section,
    ).map((h) => h.url);
    assert.deepEqual(shown, [
      'guide/a',
      'guide/c',
      'screen/b',
      'screen/e',
      'cases/d',
      'cases/g',
      'blog/h',
    ]);
  });
});

describe('hits of the other locale', () => {
  const english = {
    locale: 'en',
    index: buildIndex([
      record(0, { url: 'docs/tsl', title: 'Thing model', content: 'Properties and events.' }),
    ]),
  };
  const chinese = { locale: 'zh-Hans', index: buildIndex(records) };
  const loaded: string[] = [];
  const client = createLocalSearchClient(
    async () => chinese,
    (p) => `/${p}`,
    {
      locale: 'en',
      baseUrl: '/en/',
      label: 'English',
      load: async () => {
        loaded.push('en');
        return english;
      },
    },
  );
  const filters = ['language:zh-Hans', ['docusaurus_tag:docs-default-current']];

  it('are offered, under the language’s name, when no hit here holds the whole query', async () => {
    const { results } = await client.search({
      requests: [{ query: 'thing model', facetFilters: filters }],
    });
    const other = results[0]!.hits.filter((hit) => hit.hierarchy.lvl0 === 'English');
    assert.equal(other.length, 1);
    assert.equal(other[0]!.url, '/en/docs/tsl');
  });

  it('are not looked for when this locale answers', async () => {
    loaded.length = 0;
    const { results } = await client.search({
      requests: [{ query: '规则引擎', facetFilters: filters }],
    });
    assert.ok(results[0]!.hits.every((hit) => hit.hierarchy.lvl0 !== 'English'));
    assert.deepEqual(loaded, []);
  });
});
