/**
 * The note offering the page in the reader's language: shown to a reader
 * whose browser prefers the site's other language, linking to the same page
 * there; dismissed for good; absent when the languages match; never in the
 * HTML the server sends (every reader and crawler gets the same page).
 */
import assert from 'node:assert/strict';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, it } from '../testing';
import { siteInBrowser } from './harness';

const site = siteInBrowser();
const NOTE = '[data-language-note]';

/** A reader whose browser prefers `locale`. */
const reader = (locale: string): BrowserContextOptions => ({ locale });

async function noteOn(page: Page) {
  const note = page.locator(NOTE);
  await note.waitFor({ timeout: 10_000 });
  return note;
}

describe('language note', () => {
  it('offers an English reader of a Chinese page the same page in English, floating over it', () =>
    site.inContext(async (context) => {
      const page = await site.open('/docs/iot/device/instance', context);
      const note = await noteOn(page);
      assert.equal(await note.getAttribute('lang'), 'en');
      const link = note.getByRole('link');
      assert.equal(await link.innerText(), 'Read it in English');
      assert.equal(await link.getAttribute('href'), '/en/docs/iot/device/instance');
      // Out of the page's flow: nothing moves when it appears.
      assert.equal(await note.evaluate((el) => getComputedStyle(el).position), 'fixed');
      await link.click();
      await page.waitForURL(`${site.origin}/en/docs/iot/device/instance`);
      await page.locator('html[data-has-hydrated]').waitFor({ state: 'attached' });
      assert.equal(await page.locator(NOTE).count(), 0, 'no note where the languages match');
    }, reader('en-US')));

  it('offers a Chinese reader of an English page the Chinese page', () =>
    site.inContext(async (context) => {
      const page = await site.open('/en/blog', context);
      const note = await noteOn(page);
      assert.equal(await note.getAttribute('lang'), 'zh-CN');
      assert.equal(await note.getByRole('link').getAttribute('href'), '/blog');
    }, reader('zh-CN')));

  it('stays away once dismissed, in both locales', () =>
    site.inContext(async (context) => {
      const page = await site.open('/docs/base/introduce', context);
      await (await noteOn(page)).getByRole('button', { name: 'Dismiss' }).click();
      await page.locator(NOTE).waitFor({ state: 'detached', timeout: 5_000 });
      await site.goto(page, '/docs/install/quick');
      await page.waitForTimeout(500);
      assert.equal(await page.locator(NOTE).count(), 0);
    }, reader('en-GB')));

  it('is absent where the languages match, and for a reader of neither language', async () => {
    for (const [locale, path] of [
      ['zh-CN', '/docs/base/introduce'],
      ['en-US', '/en/docs/base/introduce'],
      ['fr-FR', '/docs/base/introduce'],
    ] as const) {
      await site.inContext(async (context) => {
        const page = await site.open(path, context);
        await page.waitForTimeout(500);
        assert.equal(await page.locator(NOTE).count(), 0, `${locale} on ${path}`);
      }, reader(locale));
    }
  });

  it('is not in the HTML the server sends', async () => {
    const html = await (await fetch(`${site.origin}/docs/base/introduce`)).text();
    assert.doesNotMatch(html, /data-language-note/);
  });
});
