/**
 * Search over the production build: the DocSearch crawler selectors
 * (search/docsearch.config.json) find records on every doc page, and the
 * local index of each locale is in place.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { before, describe, it } from '../testing';
import { load } from 'cheerio';
import { settingsFrom } from '../../config/settings';
import crawlerConfig from '../../search/docsearch.config.json';
import { extractRecords, selectorsFor } from '../../src/plugins/local-search/crawl';
import type { IndexPart } from '../../src/plugins/local-search/compactIndex';
import {
  LOCAL_PREVIEW_GUIDE,
  MANIFEST_FILE,
  type SearchManifest,
} from '../../src/plugins/local-search/protocol';
import {
  loadIndex,
  searchRecords,
  type StoredRecord,
} from '../../src/plugins/local-search/searchIndex';
import { assertBuilt, buildDir, locales, readHtml, sitemapPaths } from './buildOutput';

before(assertBuilt);

/** What the DocSearch crawler would record for a page, with the selectors of its path. */
function docsearchRecords(html: string, pagePath: string) {
  const selectors = selectorsFor(pagePath.replace(/^\/(en\/)?/, ''));
  const headingSelectors = [2, 3, 4, 5, 6].map(
    (level) => selectors[`lvl${level}` as keyof typeof selectors] as string,
  );
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
        const r = docsearchRecords(readHtml(page), page);
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
    assert.deepEqual(crawlerConfig.start_urls, [
      // The API reference is read with its own selectors (headings, paths, field names).
      { url: `${siteUrl}/develop/api/`, selectors_key: 'api' },
      { url: `${siteUrl}/en/develop/api/`, selectors_key: 'api' },
      `${siteUrl}/`,
      `${siteUrl}/en/`,
    ]);
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

const EDITION_TAGS = ['docs-default-current', 'docs-default-community', 'docs-default-enterprise'];
/** What a reader loads at most, gzip: the budget of issue 9. */
const BUDGET_GZIP_BYTES = 300 * 1024;

function builtIndex(prefix: string) {
  const dir = path.join(buildDir, prefix);
  const manifest: SearchManifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
  const files = Object.fromEntries(
    Object.entries(manifest.parts).map(([tag, file]) => [tag, fs.readFileSync(path.join(dir, file))]),
  );
  const parts = (tags: string[]): IndexPart[] =>
    tags.map((tag) => JSON.parse(files[tag].toString('utf8')) as IndexPart);
  return { manifest, files, parts };
}

function allRecords(prefix: string): StoredRecord[] {
  const { manifest, parts } = builtIndex(prefix);
  const index = loadIndex(parts(Object.keys(manifest.parts)));
  return Array.from({ length: index.documentCount }, (_, id) => index.getStoredFields(id) as StoredRecord);
}

describe('local search index', () => {
  for (const locale of locales) {
    it(`is built for ${locale.name}: one content-hashed part per edition and one for blog and pages`, () => {
      const { manifest, parts } = builtIndex(locale.prefix);
      assert.equal(manifest.locale, locale.name);
      assert.deepEqual(Object.keys(manifest.parts).sort(), ['default', ...EDITION_TAGS].sort());
      for (const [tag, file] of Object.entries(manifest.parts)) {
        assert.match(file, new RegExp(`^search-index\\.${tag}\\.[0-9a-f]{12}\\.json$`));
      }
      const index = loadIndex(parts(['default', 'docs-default-current']));
      const pages = new Set(
        searchRecords(index, locale.name === 'en' ? 'rule engine' : '规则引擎', () => true).map(
          (r) => r.url.split('#')[0],
        ),
      );
      assert.ok(pages.has('docs/iot/ruleEngine/instance'), [...pages].slice(0, 5).join(' '));
    });

    it(`names the search code for the offline cache (${locale.name}): modal script and styles, worker`, () => {
      const { manifest } = builtIndex(locale.prefix);
      const texts = manifest.code.map((file) => {
        assert.match(file, /^assets\/(js|css)\/[\w~.-]+\.(js|css)$/);
        return fs.readFileSync(path.join(buildDir, locale.prefix, file), 'utf8');
      });
      assert.ok(texts.some((text) => text.includes('DocSearchModal')), 'the modal script');
      assert.ok(texts.some((text) => text.includes('.DocSearch-Modal')), 'the modal styles');
      assert.ok(texts.some((text) => text.includes('self.onmessage')), 'the search worker');
    });

    it(`keeps what a ${locale.name} reader loads per edition within ${BUDGET_GZIP_BYTES / 1024} KB gzip`, () => {
      const { files } = builtIndex(locale.prefix);
      for (const edition of EDITION_TAGS) {
        const bytes = ['default', edition].reduce(
          (sum, tag) => sum + zlib.gzipSync(files[tag], { level: 9 }).length,
          0,
        );
        assert.ok(bytes <= BUDGET_GZIP_BYTES, `${edition}: ${(bytes / 1024).toFixed(0)} KB gzip`);
      }
    });
  }

  it('labels every hit section (lvl0) in the language of its page', () => {
    const { default_value: englishDefault } = crawlerConfig.selectors.default.lvl0;
    const zh = allRecords('');
    const en = allRecords('/en');
    const englishSections = new Set(en.map((r) => r.hierarchy[0]));
    const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);
    // Names such as "OpenAPIs" are the same in both languages.
    const untranslated = zh
      .map((r) => `${r.url}: ${r.hierarchy[0]}`)
      .filter((_, i) => !hasChinese(zh[i].hierarchy[0]) && !englishSections.has(zh[i].hierarchy[0]))
      .concat(zh.filter((r) => r.hierarchy[0] === englishDefault).map((r) => `${r.url}: default`));
    assert.deepEqual([...new Set(untranslated)], []);
    const homeSections = zh.filter((r) => r.url === '' || r.url.startsWith('showcase')).map((r) => r.hierarchy[0]);
    assert.ok(homeSections.length > 0 && homeSections.every(hasChinese), homeSections.join(' '));
    assert.deepEqual(
      en.filter((r) => hasChinese(r.hierarchy[0]) || r.hierarchy[0] === englishDefault).map((r) => r.url),
      [],
    );
  });

  it('names the edition as the section of an edition landing page', () => {
    const zh = allRecords('');
    const en = allRecords('/en');
    assert.equal(zh.find((r) => r.url === 'community')?.hierarchy[0], '社区版');
    assert.equal(en.find((r) => r.url === 'community')?.hierarchy[0], 'Community');
  });
});

describe('search in the dev server', () => {
  it('sends authors to a section of the contributor guide that exists in both locales', () => {
    const [page, anchor] = LOCAL_PREVIEW_GUIDE.split('#');
    for (const locale of locales) {
      const $ = load(readHtml(`${locale.prefix}${page}`));
      const heading = $(`.theme-doc-markdown [id="${anchor}"]`);
      assert.equal(heading.length, 1, locale.name);
      assert.match(heading.text(), /npm|本地预览|Preview/, locale.name);
    }
  });
});
