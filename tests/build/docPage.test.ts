/**
 * Doc page features on every built doc page of both locales: the feedback
 * links carry that page, and every edition hint leads to the same page of
 * the named edition, which links back.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from '../testing';
import { load, type CheerioAPI } from 'cheerio';
import { settings } from '../../config/settings';
import { assertBuilt, locales, readHtml, sitemapPaths } from './buildOutput';

before(assertBuilt);

for (const locale of locales) {
  let parsed: Map<string, CheerioAPI> | undefined;
  /** Doc pages of the locale's sitemap (category index pages have no doc id), parsed once. */
  const docPages = () =>
    (parsed ??= new Map(
      sitemapPaths(locale.prefix)
        .map((p) => [p, load(readHtml(p))] as const)
        .filter(([, $]) => /\bdocs-doc-id-/.test($('html').attr('class') ?? '')),
    ));

  describe(`doc pages of ${locale.name}`, () => {
    it('all end with the feedback question, its links prefilled with the page', () => {
      assert.ok(docPages().size > 150);
      for (const [p, $] of docPages()) {
        const section = $('article section[aria-labelledby="page-feedback-question"]');
        assert.equal(section.length, 1, p);
        for (const answer of ['yes', 'no']) {
          const link = section.find(`a[data-feedback="${answer}"]`);
          assert.equal(link.attr('target'), '_blank', p);
          const body = new URL(link.attr('href') ?? '').searchParams.get('body') ?? '';
          assert.ok(body.includes(`\nurl: ${settings.siteUrl}${p}\n`), `${p}: ${body}`);
          assert.ok(body.includes(`\nlocale: ${locale.name}\n`), p);
          assert.ok(body.includes(`\nhelpful: ${answer}\n`), p);
        }
      }
    });

    it('link each edition hint to a doc of that edition that links back', () => {
      let hinted = 0;
      for (const [p, $] of docPages()) {
        const version = /docs-version-(\S+)/.exec($('html').attr('class') ?? '')?.[1];
        $('nav[data-edition-hints] a').each((_, el) => {
          hinted++;
          const edition = $(el).attr('data-edition');
          const target = $(el).attr('href') ?? '';
          const $target = docPages().get(target);
          assert.ok($target, `${p} → ${target} is a doc page`);
          assert.ok($target('html').hasClass(`docs-version-${edition}`), `${target} is ${edition}`);
          const back = $target(`nav[data-edition-hints] a[data-edition="${version}"]`);
          assert.equal(back.attr('href'), p, `${target} links back to ${p}`);
        });
      }
      // Installation and configuration in all three editions, and the two edition landings.
      assert.equal(hinted, 14);
    });
  });
}
