/**
 * The search as a reader uses it, in Chromium against the production build
 * (local index backend: the build has no Algolia settings).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser } from './harness';

const site = siteInBrowser();

/** Opens the modal with the keyboard shortcut and types a query. */
async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(query);
}

/** Target URLs of the hits shown for the current query, best first. */
async function hitUrls(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor({ timeout: 10_000 });
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Whether one of `paths` is among the first three pages listed (a page may have several hits). */
function inTopThree(urls: string[], ...paths: string[]): boolean {
  const pages = [...new Set(urls.map((url) => decodeURI(url.split('#')[0])))];
  return pages.slice(0, 3).some((page) => paths.includes(page));
}

describe('search modal (local index)', () => {
  it('opens with Ctrl+K and shows the translated texts', async () => {
    const page = await site.open('/docs/base/introduce');
    assert.match((await page.locator('.DocSearch-Button').innerText()).trim(), /搜索/);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await input.waitFor({ timeout: 10_000 });
    assert.equal(await input.getAttribute('placeholder'), '搜索文档');
    await page.close();
  });

  const thingModelPages = ['/docs/base/concept/tsl/intro', '/docs/access/example/setup_tsl'];
  const ruleEnginePages = ['/docs/iot/ruleEngine/instance'];
  for (const [query, paths] of [
    ['物模型', thingModelPages],
    ['规则引擎', ruleEnginePages],
    ['物模', thingModelPages], // parts of words
    ['规则引', ruleEnginePages],
  ] as const) {
    it(`finds ${paths.join(' or ')} for "${query}" in the top 3 (zh-Hans)`, async () => {
      const page = await site.open('/docs/base/introduce');
      await searchInModal(page, query);
      const urls = await hitUrls(page);
      assert.ok(inTopThree(urls, ...paths), urls.slice(0, 5).join(' '));
      await page.close();
    });
  }

  it('finds the English page for an English query, in English only', async () => {
    const page = await site.open('/en/docs/base/introduce');
    await searchInModal(page, 'rule engine');
    const urls = await hitUrls(page);
    assert.ok(inTopThree(urls, '/en/docs/iot/ruleEngine/instance'), urls.slice(0, 5).join(' '));
    assert.ok(
      urls.every((u) => u.startsWith('/en/')),
      'every hit is an English page',
    );
    await page.close();
  });

  it('navigates to the heading anchor of a selected hit', async () => {
    const page = await site.open('/docs/base/introduce');
    await searchInModal(page, '网关与子设备');
    const href = '/docs/iot/device/instance#网关与子设备';
    const hit = page.locator(`.DocSearch-Hit a[href="${href}"]`);
    await hit.waitFor({ timeout: 10_000 });
    await hit.click();
    await page.waitForURL((url) => url.hash.length > 1, { timeout: 10_000 });
    const url = new URL(page.url());
    assert.equal(decodeURI(url.pathname + url.hash), href);
    const anchor = decodeURIComponent(url.hash.slice(1));
    // The URL changes before the new page renders: wait for the target heading.
    await page.locator(`[id="${anchor}"]`).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('renders a hostile query as text and runs nothing', async () => {
    const page = await site.open('/docs/base/introduce');
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await searchInModal(page, hostile);
    await page.locator('.DocSearch-NoResults, .DocSearch-Hit').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
    assert.deepEqual(dialogs, []);
    const noResults = page.locator('.DocSearch-NoResults');
    if (await noResults.count()) {
      assert.ok((await noResults.innerText()).includes(hostile), 'the query is shown as text');
    }
    await page.close();
  });

  it('shows the no-results text with the feedback link', async () => {
    const page = await site.open('/en/docs/base/introduce');
    await searchInModal(page, 'qqqzzzxxyy');
    const noResults = page.locator('.DocSearch-NoResults');
    await noResults.waitFor({ timeout: 10_000 });
    const text = await noResults.innerText();
    assert.match(text, /No results for/);
    assert.match(text, /Let us know/);
    await page.close();
  });

  it('shows "Unable to fetch results" when the index cannot be loaded', async () => {
    // The context routes the search worker's requests too.
    const context = await site.browser.newContext();
    await context.route(/search-(manifest|index)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.origin}/en/docs/base/introduce`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
    await searchInModal(page, 'device');
    const error = page.locator('.DocSearch-Dropdown');
    await error.waitFor({ timeout: 10_000 });
    await page.getByText('Unable to fetch results').waitFor({ timeout: 10_000 });
    assert.match(await error.innerText(), /check your network connection/);
    await context.close();
  });
});

describe('search page', () => {
  it('shows results for ?q= and keeps the query in the URL', async () => {
    const page = await site.open('/search?q=规则引擎');
    const input = page.locator('input[name="q"]');
    assert.equal(await input.inputValue(), '规则引擎');
    const links = page.locator('main ol a, .search-page-wrapper ol a');
    await links.first().waitFor({ timeout: 10_000 });
    const urls = await links.evaluateAll((all) =>
      all.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)),
    );
    assert.ok(
      urls.slice(0, 3).includes('/docs/iot/ruleEngine/instance'),
      urls.slice(0, 5).join(' '),
    );
    await input.fill('thing');
    await page.waitForURL(/q=thing/, { timeout: 10_000 });
    await page.close();
  });

  it('works in English', async () => {
    const page = await site.open('/en/search?q=thing%20model');
    const links = page.locator('.search-page-wrapper ol a');
    await links.first().waitFor({ timeout: 10_000 });
    const first = await links.first().getAttribute('href');
    assert.ok(first?.startsWith('/en/'), first ?? '');
    await page.close();
  });
});
