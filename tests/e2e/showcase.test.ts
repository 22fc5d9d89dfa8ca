/** The showcase gallery: tag filters, name search, URL state and reader favourites. */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { hydrated, siteInBrowser } from './harness';

const site = siteInBrowser();

const cards = (page: Page) => page.locator('li[class*="card_"]');

describe('showcase', () => {
  for (const [prefix, locale] of [
    ['', 'zh-Hans-CN'],
    ['/en', 'en'],
  ]) {
    it(`shows the recommended entries, then the others, each by title (${locale})`, async () => {
      const page = await site.open(`${prefix}/showcase`);
      const sections = page.locator('main section:has(> ul)');
      assert.equal(await sections.count(), 2, 'recommended, then the others');
      const collator = new Intl.Collator(locale);
      for (const section of await sections.all()) {
        const titles = await section.locator('h3').allInnerTexts();
        assert.ok(titles.length > 1, 'several entries');
        assert.deepEqual(titles, [...titles].sort(collator.compare), 'by title');
      }
      await page.close();
    });
  }

  it('filters by tag and keeps the filter in the URL (zh-Hans)', async () => {
    const page = await site.open('/showcase');
    const total = await cards(page).count();
    assert.ok(total >= 10, `${total} cards`);
    await page.getByLabel('网关', { exact: true }).check();
    await page.waitForURL(/tags=gateway/);
    assert.equal(await cards(page).count(), 2);
    await page.reload();
    await hydrated(page);
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
    await hydrated(page);
    await page.locator('button[aria-pressed="true"]').first().waitFor();
    // The stored favourites arrive in an effect after hydration and re-render
    // the filters; on a busy machine a first click can land during that render.
    const onlyFavorites = page.getByLabel(/My favorites only/);
    for (let attempt = 0; attempt < 3 && !(await onlyFavorites.isChecked()); attempt += 1) {
      await onlyFavorites.click();
      await page.waitForTimeout(200);
    }
    assert.equal(await onlyFavorites.isChecked(), true);
    assert.equal(await cards(page).count(), 1);
    await page.close();
  });
});
