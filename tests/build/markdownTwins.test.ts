/** Markdown twins of every doc and blog page, and llms.txt / llms-full.txt per locale. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../testing';
import * as cheerio from 'cheerio';
import { settings } from '../../config/settings';
import { assertBuilt, buildDir, locales, readHtml, sitemapPaths } from './buildOutput';

before(assertBuilt);

const twinFile = (route: string) => path.join(buildDir, `${route}.md`);

/** Lines of a Markdown text outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced && !/^\s*(```|~~~)/.test(line);
  });
}

/** Doc pages (real docs and category pages) and blog posts of a locale, from its sitemap. */
function articlePages(prefix: string) {
  return sitemapPaths(prefix).flatMap((route) => {
    const $ = cheerio.load(readHtml(route));
    const classes = $('html').attr('class') ?? '';
    if (!/\b(docs-doc-page|blog-post-page)\b/.test(classes)) return [];
    return [{ route, h1: $('h1').first().text().trim(), isCategory: !/docs-doc-id-|blog-post-page/.test(classes) }];
  });
}

for (const locale of locales) {
  describe(`Markdown twins (${locale.name})`, () => {
    const pages = articlePages(locale.prefix);

    it('exist for every doc page, category page and blog post', () => {
      assert.ok(pages.length > 300, `${pages.length} pages`);
      const missing = pages.filter((p) => !fs.existsSync(twinFile(p.route))).map((p) => p.route);
      assert.deepEqual(missing, []);
    });

    it('start with the page title and hold clean Markdown', () => {
      const problems: string[] = [];
      for (const { route, h1 } of pages) {
        const markdown = fs.readFileSync(twinFile(route), 'utf8');
        if (markdown.split('\n')[0] !== `# ${h1}`) problems.push(`${route}: title is not "# ${h1}"`);
        // Inline code may show any syntax (`<AK>`, `[a](../b.md)`).
        for (const line of proseLines(markdown).map((l) => l.replace(/`[^`]*`/g, '``'))) {
          const issue =
            (/^(import|export) /.test(line) && 'MDX import/export') ||
            (/^\s*(>\s*)*:::/.test(line) && 'admonition fence') ||
            (/<\/?[A-Z][A-Za-z]*[\s>/]/.test(line) && 'JSX element') ||
            (/^#+ .*\{#[^}]+\}\s*$/.test(line) && 'heading id') ||
            (/\]\((\/|\.\.?\/)/.test(line) && 'link not absolute') ||
            (/<!--/.test(line) && 'HTML comment');
          if (issue) problems.push(`${route}: ${issue}: ${line.slice(0, 80)}`);
        }
      }
      assert.deepEqual(problems.slice(0, 20), []);
    });

    it('link inside the site with absolute URLs of the same locale', () => {
      const markdown = fs.readFileSync(twinFile(`${locale.prefix}/docs/iot/device/instance`), 'utf8');
      const internal = [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
        .map((m) => m[1])
        .filter((url) => url.startsWith(settings.siteUrl));
      assert.ok(internal.length > 3, internal.join(' '));
      for (const url of internal) {
        const route = decodeURI(new URL(url).pathname);
        assert.ok(route.startsWith(`${locale.prefix}/`), `${url} is in ${locale.name}`);
        // A picture (a console picture's published copy) is a file; anything else a page.
        if (/\.(webp|png|jpe?g|svg|gif)$/.test(route)) {
          assert.ok(fs.existsSync(path.join(buildDir, route)), url);
        } else assert.ok(readHtml(route), url);
      }
    });
  });

  describe(`llms.txt (${locale.name})`, () => {
    const text = fs.readFileSync(path.join(buildDir, locale.prefix, 'llms.txt'), 'utf8');
    const entries = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/gm)];

    it('follows the llmstxt.org layout: H1, blockquote summary, H2 sections of link lists', () => {
      const lines = text.split('\n');
      assert.match(lines[0], /^# SagooIOT/);
      assert.equal(lines[1], '');
      assert.match(lines[2], /^> \S/);
      const body = lines.slice(3).filter(Boolean);
      assert.ok(body.every((line) => /^## \S/.test(line) || /^- \[[^\]]+\]\(\S+\)(: .+)?$/.test(line)), 'only sections and list items');
      const sections = body.filter((line) => line.startsWith('## '));
      const expected =
        locale.name === 'en'
          ? ['User Manual (Professional Edition)', 'Developer Manual (Professional Edition)', 'Case Studies', 'Join Us', 'Community Edition docs', 'Enterprise Edition docs', 'Blog']
          : ['用户手册（专业版）', '开发手册（专业版）', '项目案例', '加入我们', '社区版文档', '企业版文档', '博客'];
      assert.deepEqual(sections, expected.map((s) => `## ${s}`));
    });

    it('lists every doc page and blog post once, each link resolving to its built twin and page', () => {
      const listed = entries.map((m) => m[2]);
      assert.equal(new Set(listed).size, listed.length, 'no duplicates');
      for (const url of listed) {
        assert.ok(url.startsWith(`${settings.siteUrl}${locale.prefix}/`), url);
        const route = decodeURI(new URL(url).pathname).replace(/\.md$/, '');
        assert.ok(fs.existsSync(twinFile(route)), `${url}: twin`);
        assert.ok(readHtml(route), `${url}: page`);
      }
      const articles = articlePages(locale.prefix).filter((p) => !p.isCategory);
      const routes = new Set(listed.map((url) => decodeURI(new URL(url).pathname).replace(/\.md$/, '')));
      assert.deepEqual(articles.filter((p) => !routes.has(p.route)).map((p) => p.route), []);
      assert.ok(entries.filter((m) => m[3]).length > listed.length * 0.9, 'pages carry descriptions');
    });

    it('llms-full.txt holds the index and the full text of every listed page', () => {
      const full = fs.readFileSync(path.join(buildDir, locale.prefix, 'llms-full.txt'), 'utf8');
      assert.ok(full.startsWith(text));
      const titles = [...full.matchAll(/^# (.+)$/gm)].map((m) => m[1]);
      for (const [, title] of entries) assert.ok(titles.includes(title), title);
    });
  });
}
