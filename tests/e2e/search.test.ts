/**
 * The search modal as a reader uses it, in Chromium against the production build
 * (local index backend: the build has no Algolia settings). The search page and the
 * reader questions: searchPage.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { settings } from '../../config/settings';
import { topPages } from '../searchQuestions';
import { listedAs } from '../../src/plugins/local-search/modalHits';
import {
  desktopViewport,
  hitUrls,
  hydrated,
  readerContextOptions,
  searchInModal,
  searchResultPaths,
  siteInBrowser,
} from './harness';

const site = siteInBrowser();

/** Whether one of `paths` is among the first three pages listed (a page may have several hits). */
function inTopThree(urls: string[], ...paths: string[]): boolean {
  const pages = [...new Set(urls.map((url) => decodeURI(url.split('#')[0])))];
  return pages.slice(0, 3).some((page) => paths.includes(page));
}

/** A new query in the modal (opened if need be), once the last query's hits are gone. */
async function searchAgain(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  if ((await input.count()) === 0) return searchInModal(page, query);
  await input.fill('');
  await page.locator('.DocSearch-Hit a').first().waitFor({ state: 'detached', timeout: 10_000 });
  await input.fill(query);
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

  it('opens with Cmd+K too and shows the English texts on the English site', async () => {
    const page = await site.open('/en/docs/base/introduce');
    assert.match((await page.locator('.DocSearch-Button').innerText()).trim(), /^Search/);
    await page.keyboard.press('Meta+k');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await input.waitFor({ timeout: 10_000 });
    assert.equal(await input.getAttribute('placeholder'), 'Search docs');
    await page.close();
  });

  for (const [path, query, recent, favorite] of [
    ['/docs/base/introduce', '规则引擎', '最近搜索', '收藏'],
    ['/en/docs/base/introduce', 'rule engine', 'Recent', 'Favorite'],
  ] as const) {
    it(`keeps recent and favourite searches under translated titles (${recent})`, async () => {
      const page = await site.open(path);
      await searchInModal(page, query);
      await hitUrls(page);
      const from = page.url();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.href !== from, { timeout: 10_000 });
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached', timeout: 10_000 });
      // Reopened from the button: the shortcut is covered above, and the new page may still be rendering.
      await page.locator('.DocSearch-Button').click();
      const titles = page.locator('.DocSearch-Dropdown .DocSearch-Hit-source');
      await titles.first().waitFor({ timeout: 10_000 });
      assert.deepEqual(await titles.allInnerTexts(), [recent]);
      // The star of a recent search makes it a favourite.
      await page.locator('.DocSearch-Hit-action-button').first().click();
      await page.getByText(favorite, { exact: true }).waitFor({ timeout: 10_000 });
      await page.close();
    });
  }

  it('shows the stalled state while the index is slow to arrive, then the hits', async () => {
    const context = await site.browser.newContext(readerContextOptions);
    // The index arrives once the test has seen the stalled state (on a busy machine the
    // modal may take seconds to get there; a fixed delay would race it).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/search-index\./, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/docs/base/introduce`, { waitUntil: 'domcontentloaded' });
    await hydrated(page, 15_000);
    await searchInModal(page, '规则引擎');
    try {
      await page.locator('.DocSearch-Container--Stalled').waitFor({ timeout: 20_000 });
      assert.ok(await page.locator('.DocSearch-LoadingIndicator').isVisible());
      // Meanwhile the screen says the query is being searched, not that nothing was found.
      const meanwhile = await page.locator('.DocSearch-Dropdown').innerText();
      assert.match(meanwhile, /正在搜索\s*"规则引擎"/);
      assert.doesNotMatch(meanwhile, /没有结果|告诉我们|Let us know/);
    } finally {
      release();
    }
    await hitUrls(page);
    assert.equal(await page.locator('.DocSearch-Container--Stalled').count(), 0);
    await context.close();
  });

  it('shows the hierarchy of a hit (section, then page › heading) and goes to its heading', async () => {
    const page = await site.open('/docs/base/introduce');
    await searchInModal(page, '网关与子设备');
    const href = '/docs/iot/device/instance#网关与子设备';
    const hit = page.locator('.DocSearch-Hit', { has: page.locator(`a[href="${href}"]`) });
    // As long as hitUrls() waits: the index loads first (seconds on a busy machine).
    await hit.waitFor({ timeout: 20_000 });
    assert.equal((await hit.locator('.DocSearch-Hit-title').innerText()).trim(), '网关与子设备');
    assert.match(await hit.locator('.DocSearch-Hit-path').innerText(), /设备/);
    // DocSearch lists hits under their section (lvl0): the sidebar category of the page.
    const section = page.locator('.DocSearch-Hits', { has: hit });
    assert.equal((await section.locator('.DocSearch-Hit-source').innerText()).trim(), '物联管理');

    await hit.locator('a').click();
    await page.waitForURL((url) => url.hash.length > 1, { timeout: 10_000 });
    const url = new URL(page.url());
    assert.equal(decodeURI(url.pathname + url.hash), href);
    const anchor = decodeURIComponent(url.hash.slice(1));
    // The URL changes before the new page renders: wait for the target heading.
    await page.locator(`[id="${anchor}"]`).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('labels hits of the home page and showcase in Chinese on the Chinese site', async () => {
    const page = await site.open('/docs/base/introduce');
    await searchInModal(page, '生态与案例');
    await hitUrls(page);
    const sections = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    assert.ok(sections.length > 0);
    for (const section of sections) assert.match(section, /[\u4e00-\u9fff]/, section);
    await page.close();
  });

  it('loads the index only on first use, and only blog, pages and the edition being read', async () => {
    // A context of its own: a cold cache, and the worker's requests are reported through it.
    const page = await site.open('/community', await site.browser.newContext(readerContextOptions));
    const fetched: string[] = [];
    page.context().on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('search-')) fetched.push(file);
    });
    await page.waitForTimeout(1_500);
    assert.equal(fetched.join(' '), '', 'nothing before the reader reaches for the search');
    await page.locator('.DocSearch-Button').hover();
    await searchInModal(page, '物模型');
    await hitUrls(page);
    const [data, code] = [/\.json$/, /\.js$/].map((type) =>
      fetched
        .filter((file) => type.test(file))
        .map((file) => file.replace(/\.[0-9a-f]+\.js(on)?$/, '')),
    );
    assert.deepEqual(data.sort(), [
      'search-index.default',
      'search-index.docs-default-community',
      'search-manifest.json',
    ]);
    assert.deepEqual(code.sort(), ['search-modal', 'search-worker']);
    await page.context().close();
  });

  it('loads nothing when the page moves the button under a resting pointer', async () => {
    const buttonAt = async (page: Page) => {
      const box = (await page.locator('.DocSearch-Button').boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const narrower = { width: desktopViewport.width - 120, height: desktopViewport.height };
    const probe = await site.open('/community');
    await probe.setViewportSize(narrower);
    const target = await buttonAt(probe);
    await probe.close();

    const page = await site.open('/community', await site.browser.newContext(readerContextOptions));
    const fetched: string[] = [];
    page.context().on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.startsWith('search-')) fetched.push(file);
    });
    const hovered = () => page.locator('.DocSearch-Button:hover').count();
    await page.mouse.move(target.x, target.y);
    assert.equal(await hovered(), 0, 'the pointer rests beside the button');
    // The layout changes and the button comes to lie under the still pointer.
    await page.setViewportSize(narrower);
    await page.waitForFunction(() => document.querySelector('.DocSearch-Button:hover') !== null);
    await page.waitForTimeout(1_500);
    assert.equal(fetched.join(' '), '');
    // Moving the pointer over it is the reader reaching for the search.
    const manifestRequested = page
      .context()
      .waitForEvent('request', (request) => request.url().endsWith('/search-manifest.json'));
    await page.mouse.move(target.x + 4, target.y);
    await manifestRequested;
    await page.context().close();
  });

  const thingModelPages = ['/docs/base/concept/tsl/intro', '/docs/access/example/setup_tsl'];
  const ruleEnginePages = ['/docs/iot/ruleEngine/instance'];
  it('finds the thing-model and rule-engine pages in the top 3 for words and parts of words (zh-Hans)', async () => {
    const page = await site.open('/docs/base/introduce');
    for (const [query, paths] of [
      ['物模型', thingModelPages],
      ['规则引擎', ruleEnginePages],
      ['物模', thingModelPages], // parts of words
      ['规则引', ruleEnginePages],
    ] as const) {
      await searchAgain(page, query);
      const urls = await hitUrls(page);
      assert.ok(inTopThree(urls, ...paths), `${query}: ${urls.slice(0, 5).join(' ')}`);
    }
    await page.close();
  });

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

  it('renders a hostile query as text and runs nothing', async () => {
    const page = await site.open('/docs/base/introduce');
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const hostile = '<img src=x onerror=alert(1)>';
    await searchInModal(page, hostile);
    // Its words are in the pages: the hits are the screen the search ends on.
    await hitUrls(page);
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.equal(await page.locator('.DocSearch-Input').inputValue(), hostile);
    await page.close();
  });

  it('shows at most two hits of one page before the next page’s hits', async () => {
    for (const [path, query] of [
      ['/docs/base/introduce', '告警'],
      ['/en/docs/base/introduce', 'alarm'],
    ] as const) {
      const page = await site.open(path);
      await searchInModal(page, query);
      await hitUrls(page);
      // Each operation of the API reference is listed as a page of its own (modalHits.ts).
      const pages = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
        .then((hrefs) =>
          hrefs.map((href) => listedAs(new URL(href).pathname + new URL(href).hash)),
        );
      pages.forEach((shown, i) => {
        if (pages.slice(0, i + 1).filter((p) => p === shown).length > 2) {
          assert.ok(
            pages.slice(i + 1).every((p) => p === shown),
            `${query}: ${pages.join(' ')}`,
          );
        }
      });
      await page.close();
    }
  });

  // DocSearch groups hits by section: a weak hit of the first section must not push a better
  // page of another section out of the modal's first five.
  it('lists first the pages the search page lists first, in any section', async () => {
    for (const [base, query] of [
      ['/', '怎么设计数据大屏'],
      ['/en/', 'how do I design a dashboard'],
    ] as const) {
      const modal = await site.open(`${base}docs/base/introduce`);
      await searchInModal(modal, query);
      const shown = topPages((await hitUrls(modal)).map((p) => decodeURI(p)));
      await modal.close();
      const results = await site.open(`${base}search?q=${query}`);
      const listed = topPages(await searchResultPaths(results));
      await results.close();
      assert.deepEqual([...shown].sort(), [...listed].sort(), `${query}: ${shown.join(' ')}`);
    }
  });

  for (const [path, query, language, inOtherLocale] of [
    ['/docs/base/introduce', 'troubleshooting', 'English', (url: string) => url.startsWith('/en/')],
    ['/en/docs/base/introduce', '反向代理', '简体中文', (url: string) => !url.startsWith('/en/')],
  ] as const) {
    it(`offers the pages of the other language, under its name, when this one has no good hit (${language})`, async () => {
      const page = await site.open(path);
      await searchInModal(page, query);
      const section = page.locator('.DocSearch-Hits', {
        has: page.locator('.DocSearch-Hit-source', { hasText: language }),
      });
      await section.waitFor({ timeout: 20_000 });
      const links = section.locator('.DocSearch-Hit a');
      const urls = await links.evaluateAll((all) =>
        all.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      assert.ok(urls.length > 0 && urls.every(inOtherLocale), urls.join(' '));
      // A page of the other build: a full page load, its own language.
      await links.first().click();
      await page.waitForURL((url) => inOtherLocale(url.pathname), { timeout: 20_000 });
      await hydrated(page);
      assert.match(
        (await page.locator('html').getAttribute('lang')) ?? '',
        language === 'English' ? /^en/ : /^zh/,
      );
      await page.close();
    });
  }

  it('shows the no-results text with the feedback link', async () => {
    const page = await site.open('/en/docs/base/introduce');
    await searchInModal(page, 'qqqzzzxxyy');
    // "Searching for …" first, while the index loads, and then the other locale's (the largest,
    // for hits in Chinese): under load that took over 10 s.
    const noResults = page.locator('.DocSearch-NoResults', { hasText: 'No results for' });
    await noResults.waitFor({ timeout: 30_000 });
    const text = await noResults.innerText();
    assert.match(text, /No results for/);
    assert.match(text, /Believe this query should return results\?/);
    const letUsKnow = noResults.getByRole('link', { name: /Let us know/ });
    assert.equal(await letUsKnow.getAttribute('href'), settings.feedbackUrl);
    await page.close();
  });

  it('shows "Unable to fetch results" when the index cannot be loaded', async () => {
    // The context routes the search worker's requests too.
    const context = await site.browser.newContext(readerContextOptions);
    await context.route(/search-(manifest|index)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${site.origin}/en/docs/base/introduce`, { waitUntil: 'domcontentloaded' });
    await hydrated(page, 15_000);
    await searchInModal(page, 'device');
    const error = page.locator('.DocSearch-Dropdown');
    await error.waitFor({ timeout: 10_000 });
    await page.getByText('Unable to fetch results').waitFor({ timeout: 10_000 });
    assert.match(await error.innerText(), /check your network connection/);
    await context.close();
  });
});
