/**
 * Offline reading: after one online visit, with the service worker active, a
 * visited page opens again and the search modal still finds pages once the
 * server is gone and the browser is offline. Each locale gets its own server
 * (stopped mid-test) and browser, so nothing can come from the network.
 * "Available offline" shows once per browser and locale, on a phone and on a
 * desktop, clear of the article, and leaves by itself or at the next page.
 * With the storage quota used up, pages still open through the worker; and a
 * new deployment offers a reload.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { READY_NOTICE_MS } from '../../src/components/OfflineStatus/timing';
import {
  desktopViewport,
  phoneScreen,
  hydrated,
  launchBrowser,
  locales,
  readerContextOptions,
  serveBuild,
  siteInBrowser,
  storageKey,
} from './harness';

const site = siteInBrowser();

const cases = [
  {
    locale: 'zh-Hans',
    path: '/docs/iot/device/instance',
    query: '物模型',
    ready: /已可离线阅读/,
    offline: /离线中/,
    hitPrefix: '/docs/',
    prefix: '',
  },
  {
    locale: 'en',
    path: '/en/docs/iot/device/instance',
    query: 'thing model',
    ready: /Offline ready/,
    offline: /Offline/,
    hitPrefix: '/en/',
    prefix: '/en',
  },
] as const;

describe('offline reading', () => {
  for (const { locale, path: pagePath, query, ready, offline, hitPrefix, prefix } of cases) {
    it(`opens a visited page and searches without network (${locale})`, async () => {
      const server = await serveBuild();
      const browser = await launchBrowser();
      let serverRunning = true;
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'domcontentloaded' });
        await hydrated(page, 15_000);
        const title = (await page.locator('article h1').first().innerText()).trim();

        // The worker takes control and says so, in the page's language.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
          timeout: 30_000,
        });
        const status = page.locator('[data-offline-status="ready"]');
        await status.waitFor({ timeout: 15_000 });
        assert.match(await status.innerText(), ready);
        // The page itself, the search index and code (the worker's install) are cached.
        await page.waitForFunction(
          async () => {
            const cache = await caches.open('sagooiot-offline-v1');
            const urls = (await cache.keys()).map((r) => r.url);
            return (
              urls.includes(location.href) &&
              urls.some((u) => /search-index\.[\w-]+\.[0-9a-f]+\.json$/.test(u)) &&
              urls.length > 10
            );
          },
          null,
          { timeout: 30_000 },
        );
        await page.waitForLoadState('networkidle');
        // The English home asked for without its slash, as readers type it: the host
        // redirects /en into the English worker's scope (/en/).
        const homeWithoutSlash = `${server.origin}${prefix}`;
        if (prefix) {
          await page.goto(homeWithoutSlash, { waitUntil: 'domcontentloaded' });
          assert.equal(new URL(page.url()).pathname, `${prefix}/`);
          await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'domcontentloaded' });
          await hydrated(page, 15_000);
        }

        await server.stop();
        serverRunning = false;
        await context.setOffline(true);
        // Opened again, as a reader does from a bookmark or the address bar.
        await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
        await hydrated(page, 15_000);
        assert.equal((await page.locator('article h1').first().innerText()).trim(), title);
        assert.match(await page.locator('[data-offline-status="offline"]').innerText(), offline);

        await page.keyboard.press('Control+k');
        const input = page.locator('.DocSearch-Modal .DocSearch-Input');
        await input.waitFor({ timeout: 10_000 });
        await input.fill(query);
        const hit = page.locator('.DocSearch-Hit a').first();
        await hit.waitFor({ timeout: 15_000 });
        const href = await hit.evaluate((a) => new URL((a as HTMLAnchorElement).href).pathname);
        assert.ok(decodeURI(href).startsWith(hitPrefix), href);

        if (prefix) {
          await page.goto(homeWithoutSlash, { waitUntil: 'domcontentloaded' });
          await hydrated(page, 15_000);
          assert.equal(new URL(page.url()).pathname, `${prefix}/`);
          assert.match((await page.locator('html').getAttribute('lang')) ?? '', /^en\b/);
        }
      } finally {
        await browser.close();
        if (serverRunning) await server.stop();
      }
    });
  }
});

const screens = [
  {
    name: '390 × 844',
    phone: true,
    options: phoneScreen,
  },
  { name: '1280 × 900', phone: false, options: { viewport: desktopViewport } },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  assert.ok(found, `${selector} is laid out`);
  return found;
}

const readyNotice = '[data-offline-status="ready"]';

/** Waits until the worker controls `page` and has had `ms` to show the notice. */
async function settled(page: Page, ms: number): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.waitForTimeout(ms);
}

describe('the "available offline" notice', () => {
  const docPath = '/docs/iot/device/instance';
  for (const [localeIndex, { name, prefix }] of locales.entries()) {
    const other = locales.find((locale) => locale.name !== name)!;
    // One screen per locale, in turn: where the notice sits depends on the screen, not the language.
    for (const screen of [screens[localeIndex % screens.length]!]) {
      it(`shows on the first visit only, clear of the article, gone at the next page (${name}, ${screen.name})`, async () => {
        await site.inContext(
          async (context) => {
            const page = await site.open(`${prefix}${docPath}`, context);
            const notice = page.locator(readyNotice);
            await notice.waitFor({ timeout: 30_000 });
            // Remembered once shown, not only once closed.
            const seenKey = await storageKey(page, `offline-ready-seen-${name}`);
            assert.ok(seenKey, 'stored when shown');
            assert.equal(await page.evaluate((k) => localStorage.getItem(k), seenKey), 'true');

            const at = await box(page, readyNotice);
            for (const part of ['article h1', 'article .markdown > p']) {
              assert.ok(!overlaps(at, await box(page, part)), `clear of ${part}`);
            }
            if (screen.phone) {
              // Inside the navbar, between the brand and the search button.
              const navbar = await box(page, 'nav.navbar');
              assert.ok(
                at.y >= navbar.y && at.y + at.height <= navbar.y + navbar.height,
                'in the navbar',
              );
              for (const part of ['.navbar__toggle', '.navbar__brand', '.DocSearch-Button']) {
                assert.ok(!overlaps(at, await box(page, part)), `clear of ${part}`);
              }
            } else {
              // Over the doc sidebar, left of the article column.
              assert.ok(at.x + at.width <= (await box(page, 'article')).x, 'left of the article');
            }

            // The next page: the notice leaves at once (well before its time is up)...
            await page.click(`.breadcrumbs__link[href="${prefix}/category/device-management"]`);
            await page.waitForURL(/\/category\/device-management$/);
            await notice.waitFor({ state: 'detached', timeout: 1000 });
            // ...and does not come back.
            await settled(page, 1500);
            assert.equal(await notice.count(), 0, 'not back on the next page');

            // A later visit: not shown again...
            await page.goto(`${site.origin}${prefix}${docPath}`, { waitUntil: 'domcontentloaded' });
            await hydrated(page);
            await settled(page, 3000);
            assert.equal(await notice.count(), 0, 'not shown on a later visit');
            // ...while the same visit of a browser that has not seen it shows it in time.
            await page.evaluate((k) => localStorage.removeItem(k), seenKey);
            await page.reload({ waitUntil: 'domcontentloaded' });
            await hydrated(page);
            await notice.waitFor({ timeout: 3000 });
            // Read now: the notice leaves after its few seconds, maybe before the other page is up.
            const text = await notice.innerText();

            // Remembered per locale: the other locale's first page shows its own.
            const otherPage = await site.open(`${other.prefix}${docPath}`, context);
            await otherPage.locator(readyNotice).waitFor({ timeout: 30_000 });
            assert.notEqual(
              await otherPage.locator(readyNotice).innerText(),
              text,
              "in the other locale's language",
            );
          },
          { serviceWorkers: 'allow', ...screen.options },
        );
      });
    }

    it(`leaves by itself after a few seconds, and stays while the pointer rests on it (${name})`, async () => {
      await site.inContext(
        async (context) => {
          // The page itself notes when the notice comes and goes: on a busy machine
          // Playwright may see it show well after it did.
          await context.addInitScript((selector) => {
            const times: { shown?: number; gone?: number } = {};
            (window as unknown as { noticeTimes: typeof times }).noticeTimes = times;
            new MutationObserver(() => {
              const present = document.querySelector(selector) !== null;
              if (present && times.shown === undefined) times.shown = performance.now();
              if (!present && times.shown !== undefined) times.gone ??= performance.now();
            }).observe(document, { childList: true, subtree: true });
          }, readyNotice);
          const page = await site.open(`${prefix}${docPath}`, context);
          const notice = page.locator(readyNotice);
          await notice.waitFor({ timeout: 30_000 });
          await notice.waitFor({ state: 'detached', timeout: READY_NOTICE_MS + 5000 });
          const { shown, gone } = await page.evaluate(
            () =>
              (window as unknown as { noticeTimes: { shown: number; gone: number } }).noticeTimes,
          );
          const stayed = Math.round(gone - shown);
          assert.ok(stayed >= READY_NOTICE_MS - 1000, `stayed ${stayed} ms: long enough to read`);

          // Shown again (as to a browser that has not seen it), then held by the pointer.
          const seenKey = (await storageKey(page, `offline-ready-seen-${name}`))!;
          await page.evaluate((k) => localStorage.removeItem(k), seenKey);
          await page.reload({ waitUntil: 'domcontentloaded' });
          await notice.waitFor({ timeout: 30_000 });
          await notice.hover();
          await page.waitForTimeout(READY_NOTICE_MS + 1000);
          assert.equal(await notice.count(), 1, 'held while the pointer is on it');
          await page.mouse.move(640, 600);
          await notice.waitFor({ state: 'detached', timeout: READY_NOTICE_MS + 5000 });
        },
        { serviceWorkers: 'allow' },
      );
    });
  }
});

describe('a full storage quota', () => {
  for (const { name, prefix } of locales) {
    it(`leaves every page opening through the worker, just not kept (${name})`, async () => {
      await site.inContext(
        async (context) => {
          const page = await site.open(`${prefix}/docs/base/introduce`, context);
          await page.locator('[data-offline-status="ready"]').waitFor({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          // What a phone with a full disk gives the site: no room beyond what it holds.
          const { usage = 0 } = await page.evaluate(() => navigator.storage.estimate());
          const cdp = await context.newCDPSession(page);
          await cdp.send('Storage.overrideQuotaForOrigin', {
            origin: site.origin,
            quotaSize: usage + 1024,
          });
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          const visited = [
            `${prefix}/blog`,
            `${prefix}/showcase`,
            `${prefix}/docs/iot/device/instance`,
          ];
          for (const path of visited) {
            const response = await page.goto(`${site.origin}${path}`, {
              waitUntil: 'domcontentloaded',
            });
            assert.equal(response?.status(), 200, path);
            assert.ok(response?.fromServiceWorker(), `${path} came through the worker`);
            await hydrated(page);
          }
          assert.deepEqual(errors, []);
          const kept = await page.evaluate(async () =>
            (await (await caches.open('sagooiot-offline-v1')).keys()).map((r) => r.url),
          );
          for (const path of visited) {
            assert.ok(!kept.includes(`${site.origin}${path}`), `${path} kept despite the quota`);
          }
        },
        // The other browser tests block service workers; this one needs its worker.
        { serviceWorkers: 'allow' },
      );
    });
  }
});

describe('a new version of the site', () => {
  const updates = [
    { locale: 'zh-Hans', prefix: '', info: '有可用的新版本', refresh: '刷新' },
    { locale: 'en', prefix: '/en', info: 'New version available', refresh: 'Refresh' },
  ] as const;

  for (const { locale, prefix, info, refresh } of updates) {
    it(`offers a translated reload once the new service worker waits (${locale})`, async () => {
      // The other browser tests block service workers; this one needs its worker.
      const context = await site.browser.newContext({
        ...readerContextOptions,
        serviceWorkers: 'allow',
      });
      const page = await site.open(`${prefix}/docs/base/introduce`, context);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      // A new deployment: the worker script changes byte-wise.
      const sw = path.join(__dirname, '../../build', prefix, 'sw.js');
      const original = fs.readFileSync(sw, 'utf8');
      try {
        fs.writeFileSync(sw, `${original}\n// next deployment\n`);
        await page.reload({ waitUntil: 'domcontentloaded' });
        const popup = page.getByText(info);
        await popup.waitFor({ timeout: 30_000 });
        // Wait for the reload from before the click: it may be over before a
        // wait started after the click would begin.
        const reloaded = page.waitForEvent('load', { timeout: 30_000 });
        await page.getByRole('button', { name: refresh }).click();
        await reloaded;
        await hydrated(page, 15_000);
        assert.equal(await page.getByText(info).count(), 0);
      } finally {
        fs.writeFileSync(sw, original);
        await context.close();
      }
    });
  }
});
