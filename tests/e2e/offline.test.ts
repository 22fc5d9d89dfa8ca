/**
 * Offline reading: after one online visit, with the service worker active, a
 * visited page opens again and the search modal still finds pages once the
 * server is gone and the browser is offline. Each locale gets its own server
 * (stopped mid-test) and browser, so nothing can come from the network.
 * With the storage quota used up, pages still open through the worker; and a
 * new deployment offers a reload.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  hydrated,
  launchBrowser,
  locales,
  readerContextOptions,
  serveBuild,
  siteInBrowser,
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
  },
  {
    locale: 'en',
    path: '/en/docs/iot/device/instance',
    query: 'thing model',
    ready: /Available offline/,
    offline: /Offline/,
    hitPrefix: '/en/',
  },
] as const;

describe('offline reading', () => {
  for (const { locale, path: pagePath, query, ready, offline, hitPrefix } of cases) {
    it(`opens a visited page and searches without network (${locale})`, async () => {
      const server = await serveBuild();
      const browser = await launchBrowser();
      let serverRunning = true;
      try {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${server.origin}${pagePath}`, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
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

        await server.stop();
        serverRunning = false;
        await context.setOffline(true);
        // Opened again, as a reader does from a bookmark or the address bar.
        await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
        await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
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
      } finally {
        await browser.close();
        if (serverRunning) await server.stop();
      }
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
        await page.getByRole('button', { name: refresh }).click();
        await page.waitForEvent('load', { timeout: 15_000 });
        await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
        assert.equal(await page.getByText(info).count(), 0);
      } finally {
        fs.writeFileSync(sw, original);
        await context.close();
      }
    });
  }
});
