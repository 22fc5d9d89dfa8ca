/** The showcase gallery: tag filters, name search, URL state and reader favourites. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { siteInBrowser } from './harness';

const site = siteInBrowser();

const cards = (page: Page) => page.locator('li[class*="card_"]');

describe('showcase', () => {
  it('filters by tag and keeps the filter in the URL (zh-Hans)', async () => {
    const page = await site.open('/showcase');
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
    const page = await site.open('/en/showcase');
    await page.getByLabel('Search by name').fill('tgn52');
    await page.waitForURL(/name=tgn52/);
    assert.equal(await cards(page).count(), 1);
    assert.match(await cards(page).first().innerText(), /protocol-plugin-tgn52/);
    await page.close();
  });

  it('keeps reader favourites in the browser and filters by them (en)', async () => {
    const page = await site.open('/en/showcase');
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
