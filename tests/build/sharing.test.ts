/**
 * Sharing and discovery in the built site, both locales: per-page description,
 * Open Graph and Twitter card meta with the locale's card image, hreflang
 * alternates, sitemaps, robots.txt, and the blog's RSS, Atom and JSON feeds.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../testing';
import { load, type CheerioAPI } from 'cheerio';
import { settings } from '../../config/settings';
import { robotsTxt } from '../../src/plugins/robots-txt';
import { assertBuilt, buildDir, htmlFileFor, locales, readHtml, sitemapPaths } from './buildOutput';

const siteUrl = `${settings.siteUrl}${settings.baseUrl.replace(/\/$/, '')}`;
const ogLocale = { 'zh-Hans': 'zh_Hans', en: 'en_US' } as const;
const other = { 'zh-Hans': locales[1], en: locales[0] } as const;
const siteTitles = { 'zh-Hans': 'SagooIOT 沙果物联网平台', en: 'SagooIOT' } as const;

/** The site path of an absolute URL of this site, or a failure. */
function sitePath(url: string | undefined, where: string): string {
  assert.ok(
    url !== undefined && (url.startsWith(`${siteUrl}/`) || url === siteUrl),
    `${where}: ${url} is on ${siteUrl}`,
  );
  return decodeURI(url.slice(siteUrl.length)) || '/';
}

function assertPageExists(url: string | undefined, where: string): void {
  const p = sitePath(url, where);
  assert.ok(htmlFileFor(p), `${where}: ${url} is a built page`);
}

const meta = ($: CheerioAPI, key: string) =>
  $(`head meta[property="${key}"], head meta[name="${key}"]`)
    .map((_, el) => $(el).attr('content') ?? '')
    .get();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  assert.equal(bytes.subarray(1, 4).toString(), 'PNG', file);
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

before(assertBuilt);

for (const locale of locales) {
  describe(`page meta in ${locale.name}`, () => {
    const siteTitle = siteTitles[locale.name];
    // Parsed once for all the checks of this locale.
    let parsed: { p: string; $: CheerioAPI }[] | undefined;
    const pages = () =>
      (parsed ??= sitemapPaths(locale.prefix).map((p) => ({ p, $: load(readHtml(p)) })));
    // Static files are copied into every locale's build; the image URL carries the locale prefix.
    const card = `${siteUrl}${locale.prefix}/img/social-card.${locale.name}.png`;

    it('every page has one non-empty description, also as og:description', () => {
      const faults: string[] = [];
      for (const { p, $ } of pages()) {
        const descriptions = meta($, 'description');
        const og = meta($, 'og:description');
        if (descriptions.length !== 1 || descriptions[0].trim().length < 10) {
          faults.push(`${p}: description ${JSON.stringify(descriptions)}`);
        } else if (og.length !== 1 || og[0] !== descriptions[0]) {
          faults.push(`${p}: og:description ${JSON.stringify(og)}`);
        }
        assert.ok(meta($, 'og:title')[0]?.trim(), `${p}: og:title`);
        assert.deepEqual(meta($, 'og:site_name'), [siteTitle], p);
      }
      assert.deepEqual(faults, []);
    });

    it('doc pages describe themselves, not the site', () => {
      const docPages = pages().filter(({ $ }) => $('html').hasClass('docs-doc-page'));
      assert.ok(docPages.length > 150);
      const siteDescription = meta(load(readHtml(`${locale.prefix}/`)), 'description')[0];
      const generic = docPages.filter(({ $ }) => meta($, 'description')[0] === siteDescription);
      assert.deepEqual(
        generic.map(({ p }) => p),
        [],
      );
    });

    it('every page has Open Graph and Twitter card meta with the locale card', () => {
      for (const { p, $ } of pages()) {
        const canonical = $('link[rel="canonical"]').attr('href');
        assert.equal(sitePath(canonical, p), p === `${locale.prefix}/` ? p : p.replace(/\/$/, ''));
        assert.deepEqual(meta($, 'og:url'), [canonical], p);
        assert.deepEqual(meta($, 'og:image'), [card], p);
        assert.deepEqual(meta($, 'twitter:image'), [card], p);
        assert.deepEqual(meta($, 'twitter:card'), ['summary_large_image'], p);
        assert.deepEqual(meta($, 'og:locale'), [ogLocale[locale.name]], p);
        assert.deepEqual(meta($, 'og:locale:alternate'), [ogLocale[other[locale.name].name]], p);
      }
    });

    it('the card image is a 1200x630 PNG', () => {
      const file = path.join(buildDir, sitePath(card, 'og:image'));
      assert.deepEqual(pngSize(file), [1200, 630]);
    });

    it('every page links its zh-Hans and en versions and an x-default, all built', () => {
      for (const { p, $ } of pages()) {
        const alternates: Record<string, string | undefined> = {};
        $('head link[rel="alternate"][hreflang]').each((_, el) => {
          alternates[$(el).attr('hreflang') ?? ''] = $(el).attr('href');
        });
        assert.deepEqual(Object.keys(alternates).sort(), ['en-US', 'x-default', 'zh-Hans'], p);
        const unprefixed = p.slice(locale.prefix.length).replace(/\/$/, '');
        const target = (hreflang: string) => sitePath(alternates[hreflang], p).replace(/\/$/, '');
        assert.equal(target('zh-Hans'), unprefixed, p);
        assert.equal(target('en-US'), `/en${unprefixed}`, p);
        assert.equal(alternates['x-default'], alternates['zh-Hans'], p);
        for (const url of Object.values(alternates)) assertPageExists(url, p);
      }
    });
  });

  describe(`sitemap of ${locale.name}`, () => {
    it('lists only built pages of this locale on SITE_URL', () => {
      const xml = fs.readFileSync(path.join(buildDir, locale.prefix, 'sitemap.xml'), 'utf8');
      const $ = load(xml, { xml: true });
      const urls = $('urlset > url > loc')
        .map((_, el) => $(el).text())
        .get();
      assert.ok(urls.length > 300, `${urls.length} URLs`);
      for (const url of urls) {
        const p = sitePath(url, 'sitemap');
        assert.ok(locale.prefix === '' ? !p.startsWith('/en/') : p.startsWith('/en'), p);
        assertPageExists(url, 'sitemap');
      }
    });
  });
}

describe('robots.txt', () => {
  it('allows crawling and names the sitemap of each locale', () => {
    const text = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    const sitemaps = locales.map((l) => `${siteUrl}${l.prefix}/sitemap.xml`);
    assert.equal(text, robotsTxt(sitemaps));
    assert.match(text, /^User-agent: \*\nAllow: \/\n/);
    for (const url of sitemaps) {
      assert.ok(text.includes(`Sitemap: ${url}\n`), url);
      assert.ok(fs.existsSync(path.join(buildDir, sitePath(url, 'robots.txt'))), url);
    }
  });
});

for (const locale of locales) {
  describe(`blog feeds of ${locale.name}`, () => {
    const feedFile = (name: string) => path.join(buildDir, locale.prefix, 'blog', name);
    const xml = (name: string) => load(fs.readFileSync(feedFile(name), 'utf8'), { xml: true });
    const posts = () =>
      sitemapPaths(locale.prefix).filter(
        (p) =>
          p.startsWith(`${locale.prefix}/blog/`) &&
          load(readHtml(p))('html').hasClass('blog-post-page'),
      );
    const assertDate = (value: string | undefined, where: string) =>
      assert.ok(value && !Number.isNaN(Date.parse(value)), `${where}: date "${value}"`);

    it('RSS 2.0 has its channel and one valid item per post', () => {
      const $ = xml('rss.xml');
      assert.equal($('rss').attr('version'), '2.0');
      const channel = $('rss > channel');
      for (const tag of ['title', 'link', 'description']) {
        assert.ok(channel.children(tag).text().trim(), `channel ${tag}`);
      }
      const items = channel.children('item');
      assert.equal(items.length, posts().length);
      items.each((_, item) => {
        const $item = $(item);
        const link = $item.children('link').text();
        assert.ok($item.children('title').text().trim(), link);
        assert.ok($item.children('guid').text().trim(), link);
        assertDate($item.children('pubDate').text(), link);
        assert.ok(sitePath(link, 'rss').startsWith(`${locale.prefix}/blog/`), link);
        assertPageExists(link, 'rss');
      });
    });

    it('Atom 1.0 has its feed metadata and one valid entry per post', () => {
      const $ = xml('atom.xml');
      const feed = $('feed');
      assert.equal(feed.attr('xmlns'), 'http://www.w3.org/2005/Atom');
      for (const tag of ['id', 'title']) assert.ok(feed.children(tag).text().trim(), tag);
      assertDate(feed.children('updated').text(), 'feed');
      const entries = feed.children('entry');
      assert.equal(entries.length, posts().length);
      entries.each((_, entry) => {
        const $entry = $(entry);
        const href = $entry.children('link').attr('href');
        assert.ok($entry.children('id').text().trim(), `id of ${href}`);
        assert.ok($entry.children('title').text().trim(), `title of ${href}`);
        assertDate($entry.children('updated').text(), String(href));
        assertPageExists(href, 'atom');
      });
    });

    it('JSON Feed has its metadata and one valid item per post', () => {
      const feed = JSON.parse(fs.readFileSync(feedFile('feed.json'), 'utf8'));
      assert.match(feed.version, /^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
      assert.ok(feed.title);
      assertPageExists(feed.home_page_url, 'json feed home');
      assert.equal(feed.items.length, posts().length);
      for (const item of feed.items) {
        assert.ok(item.id && item.title && item.content_html, item.url);
        assertDate(item.date_published ?? item.date_modified, item.url);
        assertPageExists(item.url, 'json feed');
      }
    });

    it('the XML feeds carry a browser stylesheet and blog pages announce the feeds', () => {
      for (const name of ['rss.xml', 'atom.xml']) {
        const match = /<\?xml-stylesheet[^>]*href="([^"]+)"/.exec(fs.readFileSync(feedFile(name), 'utf8'));
        assert.ok(match, `${name} stylesheet`);
        assert.ok(fs.existsSync(feedFile(path.basename(match[1]))), match[1]);
      }
      const $ = load(readHtml(`${locale.prefix}/blog`));
      const types = $('head link[rel="alternate"][type]')
        .map((_, el) => $(el).attr('type'))
        .get();
      assert.deepEqual(types.sort(), [
        'application/atom+xml',
        'application/json',
        'application/rss+xml',
      ]);
    });
  });
}
