/**
 * The API reference as readers get it from the build: every operation of the
 * OpenAPI document on a page of each locale, readable without scripts, and
 * found by search by its path, its summary or a field name.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import type { OpenAPIV3_1 } from 'openapi-types';
import { before, describe, it } from '../testing';
import { anchorOf } from '../../scripts/openapi/pages';
import { englishFor } from '../../scripts/openapi/translations';
import { loadIndex, searchRecords } from '../../src/plugins/local-search/searchIndex';
import { builtParts } from '../searchQuestions';
import { assertBuilt, buildDir, locales, root } from './buildOutput';

before(assertBuilt);

const document = JSON.parse(
  fs.readFileSync(path.join(root, 'static/openapi/sagooiot-v2.openapi.json'), 'utf8'),
) as OpenAPIV3_1.Document;

interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  parameters: string[];
}

const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([route, item]) =>
  Object.entries(item ?? {}).flatMap(([method, operation]) => {
    const op = operation as OpenAPIV3_1.OperationObject;
    if (!op?.operationId) return [];
    const parameters = (op.parameters ?? []).map((p) => (p as OpenAPIV3_1.ParameterObject).name);
    return [{ id: op.operationId, method, path: route, summary: op.summary ?? '', parameters }];
  }),
);

/** The built API pages of a locale, by the anchor of each operation they hold. */
function pagesByAnchor(prefix: string): Map<string, { page: string; html: string }> {
  const dir = path.join(buildDir, prefix, 'develop/api');
  const found = new Map<string, { page: string; html: string }>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const page = `develop/api/${file.replace(/\.html$/, '')}`;
    for (const [, id] of html.matchAll(/<h3[^>]* id="?([a-z0-9-]+)"?/g)) found.set(id!, { page, html });
  }
  return found;
}

/**
 * Ten operations across the tags whose summaries name them alone (many
 * operations are just "详情" or "删除" of their tag, which a reader qualifies).
 */
const summaryCounts = new Map<string, number>();
for (const op of operations) summaryCounts.set(op.summary, (summaryCounts.get(op.summary) ?? 0) + 1);
const distinct = operations.filter(
  (op) =>
    summaryCounts.get(op.summary) === 1 &&
    [...op.summary].length >= 4 &&
    // A path as readers quote one, `/product/device/detail`, not `/login`.
    op.path.split('/').length > 4,
);
const sample = distinct.filter((_, i) => i % Math.floor(distinct.length / 10) === 0).slice(0, 10);

describe('API reference pages', () => {
  it('the sample is ten operations', () => assert.equal(sample.length, 10));

  for (const locale of locales) {
    it(`shows every operation once in static HTML, its path, parameters and examples in place (${locale.name})`, () => {
      const pages = pagesByAnchor(locale.prefix.replace(/^\//, ''));
      // A page is parsed once for all its operations (a tag's page holds up to 40).
      const parsed = new Map<string, ReturnType<typeof load>>();
      const problems: string[] = [];
      for (const op of operations) {
        const found = pages.get(anchorOf(op.id));
        if (!found) {
          problems.push(`${op.id}: no section #${anchorOf(op.id)}`);
          continue;
        }
        if (!parsed.has(found.page)) parsed.set(found.page, load(found.html));
        const $ = parsed.get(found.page)!;
        const heading = $(`#${anchorOf(op.id)}`);
        // The section: everything up to the next operation's heading.
        const section = heading.nextUntil('h2, h3');
        const text = section.text();
        if (!text.includes(`${op.method.toUpperCase()} ${op.path}`)) problems.push(`${op.id}: path`);
        for (const name of op.parameters) {
          if (!section.find('td code').filter((_, c) => $(c).text() === name).length) {
            problems.push(`${op.id}: parameter ${name}`);
          }
        }
        // Examples rendered where they stand, not streamed in by a script.
        if (!section.find('pre code').length) problems.push(`${op.id}: no example`);
        if (section.find('template, [hidden]').length) problems.push(`${op.id}: hidden content`);
      }
      assert.deepEqual(problems, []);
    });
  }

  it('offers the OpenAPI document for download in JSON and YAML, in both locales', () => {
    for (const locale of locales) {
      for (const file of ['sagooiot-v2.openapi.json', 'sagooiot-v2.openapi.yaml']) {
        assert.ok(fs.existsSync(path.join(buildDir, locale.prefix, 'openapi', file)), file);
      }
      const overview = fs.readFileSync(
        path.join(buildDir, locale.prefix, 'develop/api.html'),
        'utf8',
      );
      for (const extension of ['json', 'yaml']) {
        const link = `href="?${locale.prefix}/openapi/sagooiot-v2\\.openapi\\.${extension}[" >]`;
        assert.match(overview, new RegExp(link), extension);
      }
    }
  });
});

describe('search finds API operations', () => {
  for (const locale of locales) {
    const index = () => loadIndex(Object.values(builtParts(path.join(buildDir, locale.prefix))));
    const professional = (record: { tag: string }) =>
      record.tag === 'default' || record.tag === 'docs-default-current';
    const found = (results: { url: string }[], op: Operation) =>
      results.slice(0, 5).some((r) => r.url.endsWith(`#${anchorOf(op.id)}`));

    it(`by path: ten operations among the first five hits (${locale.name})`, () => {
      const search = index();
      const misses = sample
        .map((op) => ({ op, query: op.path.replace(/^\/api\/v1/, '') }))
        .filter(({ op, query }) => !found(searchRecords(search, query, professional), op))
        .map(({ query }) => query);
      assert.deepEqual(misses, []);
    });

    it(`by summary: ten operations among the first five hits (${locale.name})`, () => {
      const search = index();
      const misses = sample
        .map((op) => ({
          op,
          query: locale.name === 'en' ? (englishFor(op.id) ?? op.summary) : op.summary,
        }))
        .filter(({ op, query }) => !found(searchRecords(search, query, professional), op))
        .map(({ query }) => query);
      assert.deepEqual(misses, []);
    });
  }
});
