/** The showcase gallery: tag filters, name search, URL state and reader favourites. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, serveBuild, type SiteServer } from './harness';

let server: SiteServer;
let browser: Browser;

before(async () => {
  server = await serveBuild();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.origin}${path}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const cards = (page: Page) => page.locator('li[class*="card_"]');

describe('showcase', () => {
  it('filters by tag and keeps the filter in the URL (zh-Hans)', async () => {
    const page = await open('/showcase');
    const total = await cards(page).count();
    assert.ok(total >= 10, `${total} cards`);
    await page.getByLabel('网关', { exact: true }).check();
    await page.waitForURL(/tags=gateway/);
    assert.equal(await cards(page).count(), 2);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    assert.equal(await cards(page).count(), 2, 'filter restored from the URL');
    await page.close();
  });

  it('searches by name (en)', async () => {
    const page = await open('/en/showcase');
    await page.getByLabel('Search by name').fill('tgn52');
    await page.waitForURL(/name=tgn52/);
    assert.equal(await cards(page).count(), 1);
    assert.match(await cards(page).first().innerText(), /protocol-plugin-tgn52/);
    await page.close();
  });

  it('keeps reader favourites in the browser and filters by them (en)', async () => {
    const page = await open('/en/showcase');
    const heart = cards(page).first().locator('button[aria-pressed]');
    await heart.click();
    assert.equal(await heart.getAttribute('aria-pressed'), 'true');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('button[aria-pressed="true"]').first().waitFor();
    await page.getByLabel(/My favourites only/).check();
    assert.equal(await cards(page).count(), 1);
    await page.close();
  });
});
