/**
 * The edition (docs version) dropdown and the preferred version (spec §4, §9),
 * beyond what navigation.test.ts covers: same-doc switching, the stored
 * preference, version-aware navbar items and clearing an unknown name.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { locales, siteInBrowser, storageKey } from './harness';

const site = siteInBrowser();

const preferenceKey = 'docs-preferred-version';
const editionDropdown = (page: Page) =>
  page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();

async function chooseEdition(page: Page, label: string): Promise<void> {
  const dropdown = editionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').waitFor({ state: 'visible' });
  await dropdown.locator('.dropdown__link', { hasText: label }).click();
}

for (const locale of locales) {
  const { prefix, editions } = locale;
  const [professional, community, enterprise] = editions;

  describe(`edition dropdown (${locale.name})`, () => {
    it('lists the three editions', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/docs/base/introduce`, context);
        await editionDropdown(page).hover();
        await editionDropdown(page).locator('.dropdown__menu').waitFor({ state: 'visible' });
        const labels = await editionDropdown(page).locator('.dropdown__link').allInnerTexts();
        assert.deepEqual(
          labels.map((l) => l.trim()),
          editions,
        );
      });
    });

    it('opens the same doc in the other edition when it exists there', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/community/install/config`, context);
        await chooseEdition(page, enterprise);
        await page.waitForURL(new RegExp(`${prefix}/enterprise/install/config$`));
        // The URL changes first; the navbar once the new page has loaded and rendered.
        await editionDropdown(page).locator('> a', { hasText: enterprise }).waitFor();
        assert.equal((await editionDropdown(page).locator('> a').innerText()).trim(), enterprise);
      });
    });

    it("opens the edition's landing page when the doc does not exist there", async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/enterprise/tenant/intro`, context);
        await chooseEdition(page, community);
        await page.waitForURL(new RegExp(`${prefix}/community$`));
        await page.locator('article h1').waitFor();
      });
    });
  });

  describe(`preferred edition (${locale.name})`, () => {
    it('is stored when the reader picks an edition', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/docs/base/introduce`, context);
        await chooseEdition(page, community);
        await page.waitForURL(new RegExp(`${prefix}/community$`));
        const key = await storageKey(page, preferenceKey);
        assert.ok(key, `a ${preferenceKey}… key is stored`);
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), 'community');
      });
    });

    it('leads the edition dropdown on pages outside the docs, not on the docs themselves', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/docs/base/introduce`, context);
        await chooseEdition(page, community);
        await page.waitForURL(new RegExp(`${prefix}/community$`));
        for (const path of ['/blog', '/', '/showcase']) {
          const other = await site.open(`${prefix}${path}`, context);
          const button = editionDropdown(other).locator('> a');
          assert.equal((await button.innerText()).trim(), community, `label on ${path}`);
          assert.equal(await button.getAttribute('href'), `${prefix}/community`);
          // Outside the docs no edition is the one being read.
          assert.doesNotMatch((await button.getAttribute('class'))!, /navbar__link--active/);
          await other.close();
        }
        // A professional doc still shows its own edition.
        const doc = await site.open(`${prefix}/docs/base/introduce`, context);
        assert.equal((await editionDropdown(doc).locator('> a').innerText()).trim(), professional);
      });
    });

    it('is cleared when the stored edition is unknown', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/docs/base/introduce`, context);
        await chooseEdition(page, enterprise);
        await page.waitForURL(new RegExp(`${prefix}/enterprise$`));
        const key = (await storageKey(page, preferenceKey))!;
        // As after a deployment that retired an edition the reader preferred.
        await page.evaluate((k) => localStorage.setItem(k, 'retired-edition'), key);
        await site.goto(page, `${prefix}/blog`);
        await page.waitForFunction((k) => localStorage.getItem(k) === null, key);
        const button = editionDropdown(page).locator('> a');
        assert.equal((await button.innerText()).trim(), professional);
      });
    });
  });
}
