/**
 * The API reference pages (docs/develop/api and the English twin), written by
 * scripts/openapi/pages.ts from the committed OpenAPI document and the English
 * translations: the committed pages are exactly what the generator writes (no
 * stale, missing or extra file), every text has its English, every tag of the
 * document is on exactly one page of `pageGroups` (an unlisted tag stops the
 * generator), every operation appears once with its anchor in each locale, in
 * its tag's section of its page and in that page's operation table, the
 * folder's category links to the overview (no generated index route), and no
 * page falls below the depth rule. After changing the document, the
 * translations or the generator: `npm run openapi:pages`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  anchorOf,
  escapeMarkdown,
  existingFiles,
  groupsOf,
  locales,
  normalizeZh,
  operationsOf,
  outDirs,
  pageGroups,
  readDocument,
  renderPages,
  root,
  sitePath,
  type RenderResult,
} from '../../scripts/openapi/pages';
import type { OpenApiDocument } from '../../scripts/openapi/schemaTypes';
import { englishFor } from '../../scripts/openapi/translations';
import { before, describe, it } from '../testing';

describe('API reference pages', () => {
  let document: OpenApiDocument;
  let result: RenderResult;
  before(() => {
    document = readDocument();
    result = renderPages(document, (key) => englishFor(key));
  });

  it('every text of the document has its English', () => {
    assert.deepEqual(result.missing, []);
  });

  it('are committed as the generator writes them (npm run openapi:pages)', () => {
    const written = new Map(result.files.map((f) => [f.file, f.content]));
    assert.deepEqual(existingFiles(), [...written.keys()].sort(), 'the same files');
    const stale = [...written].filter(
      ([file, content]) => fs.readFileSync(path.join(root, file), 'utf8') !== content,
    );
    assert.deepEqual(
      stale.map(([file]) => file),
      [],
    );
  });

  it('put every tag of the document on exactly one page, and stop on a tag no page lists', () => {
    const tags = new Set(operationsOf(document).map((e) => e.tag));
    for (const tag of tags) {
      const pages = pageGroups.filter((group) => group.tags.includes(tag)).map((g) => g.slug);
      assert.equal(pages.length, 1, `${tag}: ${pages.join(', ') || 'no page'}`);
    }
    assert.deepEqual(
      result.groups.map((group) => group.slug),
      pageGroups.map((group) => group.slug),
      'every page of pageGroups is written, in its order',
    );
    // A tag a new server version brings: the generator names it instead of dropping it.
    const withNewTag = structuredClone(document);
    const [first] = Object.values(withNewTag.paths).flatMap((item) => Object.values(item));
    (first as { tags: string[] }).tags = ['新分组'];
    assert.throws(() => groupsOf(withNewTag, (key) => englishFor(key)), /新分组/);
    const twice = [...pageGroups, { ...pageGroups[0]!, slug: 'again', tags: ['告警'] }];
    assert.throws(() => groupsOf(document, (key) => englishFor(key), twice), /告警/);
  });

  it('show every operation once, with its anchor, in its tag’s section of its page, in both locales', () => {
    const operations = operationsOf(document);
    assert.equal(operations.length, Object.values(document.paths).flatMap(Object.keys).length);
    const groupOf = (tag: string) => result.groups.find((group) => group.tags.includes(tag))!;
    for (const locale of locales) {
      // Each `###` anchor with its file and the anchor of the `##` section it is in.
      const anchors = new Map<string, { file: string; section: string | undefined }[]>();
      for (const { file, content } of result.files) {
        if (!file.startsWith(`${outDirs[locale]}/`) || !file.endsWith('.md')) continue;
        let section: string | undefined;
        for (const match of content.matchAll(/^(##|###) .*?(?: \{#([\w-]+)\})?$/gm)) {
          if (match[1] === '##') section = match[2];
          else if (match[2]) {
            anchors.set(match[2], [...(anchors.get(match[2]) ?? []), { file, section }]);
          }
        }
      }
      for (const { operation, anchor, tag, method, route } of operations) {
        assert.equal(anchor, anchorOf(operation.operationId));
        const group = groupOf(tag);
        assert.deepEqual(
          anchors.get(anchor),
          [{ file: `${outDirs[locale]}/${group.slug}.md`, section: group.anchorOfTag[tag] }],
          `${locale}: ${method.toUpperCase()} ${route}`,
        );
      }
    }
  });

  it('list every operation of a page, with its tag on a page of several, in its operation table', () => {
    const operations = operationsOf(document);
    for (const locale of locales) {
      const heading = locale === 'zh' ? '## 接口一览' : '## Operations at a glance';
      for (const group of result.groups) {
        const file = `${outDirs[locale]}/${group.slug}.md`;
        const content = result.files.find((f) => f.file === file)!.content;
        const tableText = content.split(`${heading}\n\n`)[1]?.split('\n\n')[0] ?? '';
        const rows = tableText.split('\n').slice(2);
        const expected = group.tags.flatMap((tag) =>
          operations
            .filter((e) => e.tag === tag)
            .map((e) => ({ anchor: e.anchor, tag: group.anchorOfTag[tag] })),
        );
        const several = group.tags.length > 1;
        assert.deepEqual(
          rows.map((row) => {
            const links = [...row.matchAll(/\]\(#([\w-]+)\)/g)].map((m) => m[1]);
            return several
              ? { anchor: links[1], tag: links[0] }
              : { anchor: links[0], tag: undefined };
          }),
          expected.map((e) => (several ? e : { ...e, tag: undefined })),
          file,
        );
      }
    }
  });

  it('link the category to the overview, which lists every page with its tags and count', () => {
    const category = JSON.parse(
      result.files.find((f) => f.file === `${outDirs.zh}/_category_.json`)!.content,
    ) as { link: unknown };
    assert.deepEqual(category.link, { type: 'doc', id: 'develop/api/index' });
    const operations = operationsOf(document);
    for (const locale of locales) {
      const overview = result.files.find((f) => f.file === `${outDirs[locale]}/index.md`)!.content;
      for (const group of result.groups) {
        const page = `${sitePath}/${group.slug}`;
        const row = overview
          .split('\n')
          .find((line) => line.startsWith(`| [`) && line.includes(`](${page})`));
        assert.ok(row, `${locale}: ${page}`);
        const count = operations.filter((e) => group.tags.includes(e.tag)).length;
        assert.ok(row.endsWith(` | ${count} |`), `${locale}: ${page} has ${count} operations`);
        for (const tag of group.tags) {
          assert.ok(row.includes(`](${page}#${group.anchorOfTag[tag]})`), `${locale}: ${tag}`);
        }
      }
    }
  });

  it('reach the depth rule (350 Chinese characters, 180 English words)', () => {
    assert.deepEqual(result.thin, []);
  });

  it('name the method and full path of each operation under its heading', () => {
    for (const { file, content } of result.files) {
      if (!file.endsWith('.md')) continue;
      for (const match of content.matchAll(/^### .* \{#([\w-]+)\}\n\n(.*)$/gm)) {
        if (match[1]!.startsWith('schema-')) continue;
        assert.match(
          match[2]!,
          /^`(GET|POST|PUT|DELETE|PATCH) \/api\/v1\/\S*`$/,
          `${file}#${match[1]}`,
        );
      }
    }
  });
});

describe('API reference text helpers', () => {
  it('give Chinese source text the pages’ typography', () => {
    assert.equal(normalizeZh('设备标识deviceKey'), '设备标识 deviceKey');
    assert.equal(normalizeZh('分页号码，默认1'), '分页号码，默认 1');
    assert.equal(normalizeZh('是否需要变更密码， 1是 0 否'), '是否需要变更密码，1 是 0 否');
    assert.equal(
      normalizeZh('认证方式(1=Basic,2=AccessToken)'),
      '认证方式（1=Basic，2=AccessToken）',
    );
    assert.equal(normalizeZh('日期范围,数组'), '日期范围，数组');
    assert.equal(normalizeZh('文件名如 a.xlsx'), '文件名如 a.xlsx');
    assert.equal(normalizeZh('加载中...'), '加载中……');
    assert.equal(normalizeZh('IOT数据分析'), 'IoT 数据分析');
  });

  it('escape Markdown syntax but keep code spans', () => {
    assert.equal(
      escapeMarkdown('Bearer {{token}} <x> a|b'),
      'Bearer \\{\\{token\\}\\} \\<x\\> a\\|b',
    );
    assert.equal(escapeMarkdown('type `mqtt_server` or *'), 'type `mqtt_server` or \\*');
  });

  it('derive anchors from operationIds', () => {
    assert.equal(anchorOf('getProductDeviceDetail'), 'get-product-device-detail');
    assert.equal(anchorOf('getSystemApiGetAll'), 'get-system-api-get-all');
  });
});
