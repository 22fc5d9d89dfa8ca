/**
 * Search over the production build: the DocSearch crawler selectors
 * (search/docsearch.config.json) find records on every doc page, and the
 * local index of each locale is in place.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { load } from 'cheerio';
import { settingsFrom } from '../../config/settings';
import crawlerConfig from '../../search/docsearch.config.json';
import { extractRecords } from '../../src/plugins/local-search/crawl';
import { MANIFEST_FILE, type SearchIndexFile } from '../../src/plugins/local-search/protocol';
import { loadIndex, searchRecords } from '../../src/plugins/local-search/searchIndex';
import { assertBuilt, buildDir, locales, readHtml, sitemapPaths } from './buildOutput';

before(assertBuilt);

const { selectors } = crawlerConfig;
const headingSelectors = [2, 3, 4, 5, 6].map(
  (level) => selectors[`lvl${level}` as keyof typeof selectors] as string,
);

/** What the DocSearch crawler would record for a page. */
function docsearchRecords(html: string) {
  const $ = load(html);
  $(crawlerConfig.selectors_exclude.join(', ')).remove();
  return {
    lvl0: $(selectors.lvl0.selector).first().text().trim(),
    lvl1: $(selectors.lvl1).first().text().trim(),
    headings: $(headingSelectors.join(', ')).length,
    texts: $(selectors.text).filter((_, el) => $(el).text().trim() !== '').length,
    language: $('meta[name="docsearch:language"]').attr('content'),
    tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content'),
    version: $('meta[name="docsearch:version"]').attr('content'),
  };
}

const isDocPage = (html: string) => /theme-doc-markdown/.test(html) && /docs-doc-page/.test(html);

describe('DocSearch crawler selectors', () => {
  for (const locale of locales) {
    it(`yield records with facets for every ${locale.name} doc page`, () => {
      const docPages = sitemapPaths(locale.prefix).filter((p) => isDocPage(readHtml(p)));
      assert.ok(docPages.length > 100, `${docPages.length} doc pages`);
      const failures: string[] = [];
      for (const page of docPages) {
        const r = docsearchRecords(readHtml(page));
        if (!r.lvl1) failures.push(`${page}: no lvl1`);
        if (r.headings + r.texts === 0) failures.push(`${page}: no content records`);
        if (r.language !== locale.name) failures.push(`${page}: language ${r.language}`);
        if (!r.tag?.startsWith('docs-default-') || !r.version) failures.push(`${page}: no edition facet`);
      }
      assert.deepEqual(failures, []);
    });
  }

  it('start from the site URL in both locales (the CI template rewrites it to SITE_URL)', () => {
    const { siteUrl } = settingsFrom({});
    assert.deepEqual(crawlerConfig.start_urls, [`${siteUrl}/`, `${siteUrl}/en/`]);
    assert.deepEqual(crawlerConfig.sitemap_urls, [
      `${siteUrl}/sitemap.xml`,
      `${siteUrl}/en/sitemap.xml`,
    ]);
  });
});

describe('local search crawl', () => {
  it('reads the article only: no navbar, sidebar, table of contents, footer or code', () => {
    const html = readHtml('/docs/iot/device/instance');
    const text = JSON.stringify(extractRecords(html, 'docs/iot/device/instance'));
    for (const outside of ['问题反馈', 'Copyright', '编辑此页', '本页总览', 'a1b2c3d4e5f60718']) {
      assert.ok(!text.includes(outside), outside);
    }
    assert.ok(html.includes('<pre'), 'the sample page has a code block');
  });
});

describe('local search index', () => {
  for (const locale of locales) {
    it(`is built for ${locale.name}, under a content-hashed name, and finds a doc page`, () => {
      const dir = path.join(buildDir, locale.prefix);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
      assert.match(manifest.index, /^search-index\.[0-9a-f]{12}\.json$/);
      const file: SearchIndexFile = JSON.parse(fs.readFileSync(path.join(dir, manifest.index), 'utf8'));
      assert.equal(file.locale, locale.name);
      const index = loadIndex(file.index);
      const pages = new Set(
        searchRecords(index, locale.name === 'en' ? 'rule engine' : '规则引擎', () => true).map(
          (r) => r.url.split('#')[0],
        ),
      );
      assert.ok(pages.has('docs/iot/ruleEngine/instance'), [...pages].slice(0, 5).join(' '));
    });
  }
});
