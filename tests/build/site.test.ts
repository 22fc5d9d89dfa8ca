import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { before, describe, it } from '../testing';
import { legacyRedirects } from '../../config/redirects';
import {
  assertBuilt,
  buildDir,
  contractRoutes,
  htmlFileFor,
  localePages,
  locales,
  readHtml,
  sitemapPaths,
} from './buildOutput';

const nonAscii = /[^\x20-\x7e]/;

before(assertBuilt);

describe('route contract', () => {
  const required = contractRoutes.filter((r) => !nonAscii.test(r));

  for (const locale of locales) {
    it(`every contract route exists in ${locale.name}`, () => {
      const missing = required.filter((r) => !htmlFileFor(`${locale.prefix}${r}`));
      assert.deepEqual(missing, []);
    });

    it(`edition landing pages exist in ${locale.name}`, () => {
      for (const route of ['/community', '/enterprise']) {
        assert.ok(htmlFileFor(`${locale.prefix}${route}`), route);
      }
    });
  }
});

describe('legacy Chinese URLs', () => {
  for (const locale of locales) {
    it(`redirect to their ASCII successors in ${locale.name}`, () => {
      for (const { from, to } of legacyRedirects) {
        const html = readHtml(`${locale.prefix}${from}`);
        const target = `${locale.prefix}${to}`;
        assert.ok(html.includes(`url=${encodeURI(target)}`) || html.includes(`url=${target}`), `${from} redirects to ${target}`);
        assert.ok(htmlFileFor(target), `redirect target ${target} exists`);
      }
    });
  }
});

describe('html lang', () => {
  for (const locale of locales) {
    it(`is ${locale.htmlLang} on every ${locale.name} page`, () => {
      const paths = sitemapPaths(locale.prefix);
      assert.ok(paths.length > 20);
      for (const p of paths) {
        const html = readHtml(p);
        assert.match(html, new RegExp(`<html[^>]* lang="?${locale.htmlLang}[" >]`), p);
      }
    });
  }
});

/** Text of the page's main content, without code. */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return main
    .replace(/<(pre|code|script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
}

describe('Markdown rendering', () => {
  it('renders every page in place: no content streamed out of order by an inline script', () => {
    // React streams a part the server waited for as a hidden copy plus a `$RC` script,
    // which readers without scripts never see (code blocks did, before serverHighlighted.ts).
    const streamed = locales
      .flatMap((locale) => sitemapPaths(locale.prefix))
      .filter((p) => /<template id="?B:|\$RC\(/.test(readHtml(p)));
    assert.deepEqual(streamed, []);
  });

  for (const locale of locales) {
    it(`leaves no raw admonition syntax in ${locale.name} pages`, () => {
      const raw = sitemapPaths(locale.prefix).filter((p) => /(^|\s):::\w*/.test(mainText(readHtml(p))));
      assert.deepEqual(raw, []);
    });
  }
});

describe('depth rule', () => {
  /** Prose of the article body: no code, no breadcrumbs, pagination or edit links. */
  function articleProse(html: string): string {
    const body = html.match(/<div class="?theme-doc-markdown markdown"?[^>]*>([\s\S]*?)<\/article>/)?.[1];
    const post = html.match(/<div id="?__blog-post-container"?[^>]*>([\s\S]*?)<\/article>/)?.[1];
    return mainText(`<main>${body ?? post ?? ''}</main>`);
  }
  const docPage = /class="?[^">]*docs-doc-page/;
  const blogPost = /class="?[^">]*blog-post-page/;

  for (const locale of locales) {
    it(`every ${locale.name} doc page and blog post reaches the minimum depth`, () => {
      const thin: string[] = [];
      for (const p of sitemapPaths(locale.prefix)) {
        const html = readHtml(p);
        const isPost = blogPost.test(html);
        if (!isPost && !docPage.test(html)) continue;
        if (!isPost && !/theme-doc-markdown/.test(html)) continue; // generated category index
        const text = articleProse(html);
        if (locale.name === 'zh-Hans') {
          const chars = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
          if (chars < (isPost ? 200 : 350)) thin.push(`${p} (${chars} characters)`);
        } else {
          const words = (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
          if (words < (isPost ? 100 : 180)) thin.push(`${p} (${words} words)`);
        }
      }
      assert.deepEqual(thin, []);
    });
  }
});

describe('English pages', () => {
  it('show no Chinese prose', () => {
    const offenders: string[] = [];
    for (const p of sitemapPaths('/en')) {
      // Console labels quoted in Chinese: marked so (the legends of console pictures), or in
      // parentheses after the English name, as CONTRIBUTING prescribes ("Add Product (新增产品)").
      const text = mainText(readHtml(p).replace(/<span lang="?zh-Hans"?>[^<]*<\/span>/g, ' ')).replace(
        /\((?=[^()]*[\u3400-\u9fff])[^()]{1,40}\)/g,
        ' ',
      );
      const cjk = (text.match(/[\u3400-\u9fff]/g) ?? []).length;
      const words = (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).length;
      // Chinese outside those (a table of console labels, a quoted message): allow a little.
      if (cjk > 20 && cjk / (cjk + words * 5) > 0.03) offenders.push(`${p} (${cjk} CJK chars)`);
    }
    assert.deepEqual(offenders, []);
  });

  // The English site is built with the base URL /en/, as a site under a sub-path is with its
  // own: a link or file a component writes without the base (a root path typed in) lands
  // outside it. The one link meant to leave is the language menu's, to the Chinese page.
  // A whole site built under a sub-path is browsed by tests/e2e/full/baseUrl.test.ts.
  it('link and load only under /en/, but for the language menu', () => {
    const files = localePages('/en');
    assert.ok(files.length > 300, `${files.length} pages`);
    const outside = new Set<string>();
    for (const file of files) {
      const $ = load(fs.readFileSync(file, 'utf8'));
      $('[href], [src]').each((_, element) => {
        const node = $(element);
        if (node.is('a.dropdown__link[lang="zh-Hans"]')) return;
        for (const url of [node.attr('href'), node.attr('src')]) {
          if (url?.startsWith('/') && !url.startsWith('//') && !/^\/en(\/|$)/.test(url)) {
            outside.add(`${element.tagName} ${url} (${path.relative(buildDir, file)})`);
          }
        }
      });
    }
    assert.deepEqual([...outside].slice(0, 10), []);
  });
});
