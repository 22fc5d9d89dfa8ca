import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { readHtml, sitemapPaths } from '../build/buildOutput';
import { sitemapSample } from '../sitemapSample';
import { desktopViewport, hydrated, phoneScreen, siteInBrowser } from './harness';

const site = siteInBrowser();

/**
 * Loads `path` in a tab that already showed other pages (a full navigation,
 * as when a reader opens a link in the address bar) and returns what went
 * wrong. Reusing the tab halves the time per page against a fresh tab each.
 */
async function visit(page: Page, path: string, problems: string[]): Promise<void> {
  try {
    const response = await page.goto(`${site.origin}${encodeURI(path)}`, {
      waitUntil: 'domcontentloaded',
    });
    if (!response || response.status() >= 400) problems.push(`HTTP ${response?.status()}`);
    await hydrated(page, 15_000);
    await page.waitForLoadState('load');
  } catch (error) {
    problems.push(String(error));
  }
}

/** A page with a console picture (src/plugins/console-screens), in its server HTML. */
const hasConsolePicture = (path: string) => readHtml(path).includes('data-screen=');

// Served with the build's headers: Chromium logs a policy violation as a
// console error, so every page also proves the Content-Security-Policy lets it run.
// The pages run as in a browser without service workers (as some embedded and
// private windows are): the offline worker would add a fifth to each page's cost
// by keeping it, and tests/e2e/offline.test.ts proves pages opening through it.

/**
 * Sweeps the sitemap of each locale: `sample` (`npm test`) a page of every
 * section and every few pages besides (tests/sitemapSample.ts), `every`
 * (`npm run test:full`) each URL.
 */
export function describeSitemapSweep(which: 'sample' | 'every'): void {
  const title =
    which === 'every'
      ? 'every sitemap URL loads, hydrates and logs no error'
      : 'a page of every section loads, hydrates and logs no error';
  describe(title, () => {
    for (const prefix of ['', '/en']) {
      it(`locale ${prefix || 'zh-Hans'}`, async () => {
        const listed = sitemapPaths(prefix);
        assert.ok(listed.length > 20, 'sitemap lists the site');
        const paths = which === 'every' ? listed : sitemapSample(listed, prefix, hasConsolePicture);
        const problems: string[] = [];
        const queue = [...paths];
        // Two workers match the two cores of the CI machine; each has its own
        // context and one tab, one a desktop window, the other a phone (whose
        // pages cost a fifth less to draw): the pages fall to either.
        const screens = [
          { name: 'desktop', options: { viewport: desktopViewport } },
          { name: 'phone', options: phoneScreen },
        ];
        const workers = screens.map(async (screen) => {
          const context = await site.browser.newContext(screen.options);
          await context.addInitScript(() => {
            delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
          });
          const page = await context.newPage();
          let current: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') current.push(`console: ${message.text()}`);
          });
          page.on('pageerror', (error) => current.push(`page error: ${error.message}`));
          for (let path = queue.shift(); path; path = queue.shift()) {
            current = [];
            await visit(page, path, current);
            problems.push(...current.map((problem) => `${path} (${screen.name}): ${problem}`));
          }
          await context.close();
        });
        await Promise.all(workers);
        assert.deepEqual(problems, []);
      });
    }
  });
}
