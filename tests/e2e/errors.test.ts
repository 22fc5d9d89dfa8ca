/**
 * Error texts of spec §8 in both locales: the crash fallback and the base-URL
 * banner. (The not-found page and the reload on a failed chunk are in
 * routing.test.ts.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { locales, siteInBrowser, startServer } from './harness';

const site = siteInBrowser();

/**
 * A rendering error on demand, with no test-only code in the site: while
 * `window.crashDates` is set, date formatting throws, and the "last updated"
 * line of every doc page formats a date while rendering.
 */
function crashableDates(): void {
  const Original = Intl.DateTimeFormat;
  const w = window as unknown as { crashDates?: boolean };
  Intl.DateTimeFormat = new Proxy(Original, {
    construct(target, args) {
      if (w.crashDates) throw new Error('Test crash while formatting a date');
      return Reflect.construct(target, args);
    },
  });
}

/**
 * Serves build/ under `/wrong/`, as a host would for a site built for `/`;
 * with `pageForAnyPath`, as a single-page-app host that answers every unknown
 * path (the bundles' URLs too) with the home page.
 */
async function serveUnderWrongBase({ pageForAnyPath = false } = {}): Promise<{
  origin: string;
  stop: () => Promise<void>;
}> {
  const buildDir = path.join(__dirname, '../../build');
  return startServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const relative = url.pathname.replace(/^\/wrong/, '');
    const file =
      [path.join(buildDir, relative, 'index.html'), path.join(buildDir, `${relative}.html`)].find(
        (f) => url.pathname.startsWith('/wrong/') && fs.existsSync(f),
      ) ?? (pageForAnyPath ? path.join(buildDir, 'index.html') : undefined);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    fs.createReadStream(file).pipe(response);
  });
}

for (const locale of locales) {
  const { prefix, texts } = locale;

  describe(`crash page (${locale.name})`, () => {
    it('shows "page crashed" with Try again and the error, and recovers', async () => {
      const page = await site.newPage();
      await page.addInitScript(crashableDates);
      await site.goto(page, `${prefix}/`);
      await page.evaluate(() => ((window as unknown as { crashDates: boolean }).crashDates = true));
      await page.click(`.navbar a[href="${prefix}/cases/introduction"]`);
      const heading = page.locator('main h1', { hasText: texts.crashed });
      await heading.waitFor();
      assert.match(await page.locator('main').innerText(), /Test crash while formatting a date/);
      // The layout around the error stays usable.
      assert.ok(await page.locator('nav.navbar').isVisible());

      await page.evaluate(
        () => ((window as unknown as { crashDates: boolean }).crashDates = false),
      );
      await page.getByRole('button', { name: texts.tryAgain }).click();
      await page.locator('article h1').waitFor();
      assert.equal(await heading.count(), 0);
      await page.close();
    });
  });

  describe(`base URL banner (${locale.name})`, () => {
    it('is not there when the site loads under its base URL', async () => {
      const page = await site.open(`${prefix}/`);
      await page.waitForLoadState('load');
      assert.equal(await page.locator('#__docusaurus-base-url-issue-banner-container').count(), 0);
      await page.close();
    });

    it('appears when a single-page-app host answers the bundles with a page', async () => {
      const wrong = await serveUnderWrongBase({ pageForAnyPath: true });
      try {
        const page = await site.newPage();
        await page.goto(`${wrong.origin}/wrong${prefix}/`);
        await page.locator('#__docusaurus-base-url-issue-banner').waitFor();
        await page.close();
      } finally {
        await wrong.stop();
      }
    });

    it('warns in red and suggests the base URL the site is served under', async () => {
      const wrong = await serveUnderWrongBase();
      try {
        const page = await site.newPage();
        await page.goto(`${wrong.origin}/wrong${prefix}/`);
        const banner = page.locator('#__docusaurus-base-url-issue-banner');
        await banner.waitFor();
        assert.match(await banner.innerText(), /Your Docusaurus site did not load properly\./);
        assert.equal(
          await page
            .locator('#__docusaurus-base-url-issue-banner-suggestion-container')
            .innerText(),
          `/wrong${prefix}/`,
        );
        assert.match(
          await banner.evaluate((b) => getComputedStyle(b).borderTopColor),
          /rgb\(255, 0, 0\)/,
        );
        await page.close();
      } finally {
        await wrong.stop();
      }
    });
  });
}
