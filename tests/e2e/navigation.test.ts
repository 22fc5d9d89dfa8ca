/** The navbar works in a real browser: locales, editions, colour mode, announcement. */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { hydrated, siteInBrowser } from './harness';

const site = siteInBrowser();

describe('locale dropdown', () => {
  it('switches to English keeping path, query and hash', async () => {
    const page = await site.open('/docs/iot/device/instance?from=test#top');
    await page.hover('.navbar__items--right .dropdown:has(a[href*="/en/"]) > .navbar__link');
    await page.locator('a.dropdown__link[lang="en-US"], a.dropdown__link[lang="en"]').waitFor();
    await page.click('a.dropdown__link[lang="en-US"], a.dropdown__link[lang="en"]');
    await page.waitForURL(/\/en\/docs\/iot\/device\/instance/);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/en/docs/iot/device/instance');
    assert.equal(url.search, '?from=test');
    assert.equal(url.hash, '#top');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    await page.close();
  });
});

describe('navbar doc items', () => {
  /** The hrefs of the active doc items: in the right-hand dropdowns (the locale's links aside) and beside them. */
  const activeDocLinks = async (path: string) => {
    const page = await site.open(path);
    const hrefs = await page.$$eval(
      '.navbar__items--right .dropdown__menu a.dropdown__link--active:not([lang]), .navbar__items--right > a.navbar__link--active',
      (links) => links.map((link) => link.getAttribute('href')!),
    );
    await page.close();
    return new Set(hrefs.filter((href) => !href.endsWith('/blog')));
  };

  it('mark the item of the page and those of its sidebar, in both locales', async () => {
    for (const [path, item, sameSidebar, otherSidebar] of [
      [
        '/docs/iot/device/instance',
        '/docs/iot/device/instance',
        '/docs/install/deploy',
        '/develop/protocol/mqtt',
      ],
      [
        '/docs/iot/device/product',
        '/docs/iot/device/instance',
        '/docs/media/start',
        '/cases/introduction',
      ],
      [
        '/en/develop/protocol/mqtt',
        '/en/develop/protocol/mqtt',
        '/en/develop/plugin/start',
        '/en/docs/base/introduce',
      ],
    ]) {
      const active = await activeDocLinks(path!);
      assert.ok(active.has(item!), `${path}: ${[...active].join(' ')}`);
      if (sameSidebar) assert.ok(active.has(sameSidebar), `${path}: ${[...active].join(' ')}`);
      assert.ok(!active.has(otherSidebar!), `${path}: ${[...active].join(' ')}`);
    }
  });

  it('mark none outside the docs', async () => {
    for (const path of ['/', '/blog', '/en/showcase']) {
      assert.deepEqual([...(await activeDocLinks(path))], [], path);
    }
  });
});

describe('edition dropdown', () => {
  it('lists the three editions and opens an edition landing page', async () => {
    const page = await site.open('/docs/base/introduce');
    const dropdown = page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
    await dropdown.hover();
    await dropdown.locator('.dropdown__menu').waitFor({ state: 'visible' });
    const labels = await dropdown.locator('.dropdown__link').allTextContents();
    assert.deepEqual(
      labels.map((l) => l.trim()),
      ['专业版', '社区版', '企业版'],
    );
    await dropdown.locator('.dropdown__link', { hasText: '社区版' }).click();
    await page.waitForURL(/\/community$/);
    // The URL changes as soon as the link is followed; the page once its chunks have loaded.
    await page.locator('article h1', { hasText: '社区版' }).waitFor();
    await page.close();
  });
});

describe('colour mode', () => {
  it('starts light, toggles to dark and keeps it after a reload', async () => {
    const page = await site.open('/');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.click('button[class*="toggleButton"]');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.reload();
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.close();
  });
});

describe('announcement bar', () => {
  it('stays closed after a reader dismisses it', async () => {
    const page = await site.open('/');
    const bar = page.locator('[class*="announcementBar"]').first();
    assert.ok(await bar.isVisible());
    await bar.locator('button').click();
    assert.equal(await bar.isVisible(), false);
    await page.reload();
    await hydrated(page);
    assert.equal(await page.locator('[class*="announcementBar"]').count(), 0);
    await page.close();
  });
});
