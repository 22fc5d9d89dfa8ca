import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { sitemapPaths } from '../build/buildOutput';
import { siteInBrowser } from './harness';

const site = siteInBrowser();

/** Loads one page in a fresh tab and returns what went wrong, if anything. */
async function visit(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    const response = await page.goto(`${site.origin}${encodeURI(path)}`, {
      waitUntil: 'domcontentloaded',
    });
    if (!response || response.status() >= 400) problems.push(`HTTP ${response?.status()}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
    await page.waitForLoadState('load');
  } catch (error) {
    problems.push(String(error));
  } finally {
    await page.close();
  }
  return problems.map((p) => `${path}: ${p}`);
}

describe('every sitemap URL loads, hydrates and logs no error', () => {
  for (const prefix of ['', '/en']) {
    it(`locale ${prefix || 'zh-Hans'}`, async () => {
      const paths = sitemapPaths(prefix);
      assert.ok(paths.length > 20, 'sitemap lists the site');
      const problems: string[] = [];
      const queue = [...paths];
      // Two workers match the two cores of the CI machine; each has its own context.
      const workers = Array.from({ length: 2 }, async () => {
        const context = await site.browser.newContext();
        for (let path = queue.shift(); path; path = queue.shift()) {
          problems.push(...(await visit(context, path)));
        }
        await context.close();
      });
      await Promise.all(workers);
      assert.deepEqual(problems, []);
    });
  }
});
