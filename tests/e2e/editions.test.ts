/**
 * The edition (docs version) dropdown and the preferred version (spec §4, §9),
 * beyond what navigation.test.ts covers: same-doc switching, the stored
 * preference, version-aware navbar items and clearing an unknown name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  hydrated,
  launchBrowser,
  openPage,
  serveBuild,
  storageKey,
  type SiteServer,
} from './harness';
import { locales } from './site';

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

const preferenceKey = 'docs-preferred-version';
const editionDropdown = (page: Page) =>
  page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();

async function chooseEdition(page: Page, label: string): Promise<void> {
  const dropdown = editionDropdown(page);
  await dropdown.hover();
  await dropdown.locator('.dropdown__menu').waitFor({ state: 'visible' });
  await dropdown.locator('.dropdown__link', { hasText: label }).click();
}

/** A fresh context per test: the preference lives in browser storage. */
async function withContext(body: (context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await body(context);
  } finally {
    await context.close();
  }
}

for (const locale of locales) {
  const { prefix, editions } = locale;
  const [professional, community, enterprise] = editions;

  describe(`edition dropdown (${locale.name})`, () => {
    it('lists the three editions', async () => {
      await withContext(async (context) => {
        const page = await openPage(context, server, `${prefix}/docs/base/introduce`);
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
      await withContext(async (context) => {
        const page = await openPage(context, server, `${prefix}/community/install/config`);
        await chooseEdition(page, enterprise);
        await page.waitForURL(new RegExp(`${prefix}/enterprise/install/config$`));
        assert.equal((await editionDropdown(page).locator('> a').innerText()).trim(), enterprise);
      });
    });

    it("opens the edition's landing page when the doc does not exist there", async () => {
      await withContext(async (context) => {
        const page = await openPage(context, server, `${prefix}/enterprise/tenant/intro`);
        await chooseEdition(page, community);
        await page.waitForURL(new RegExp(`${prefix}/community$`));
        await page.locator('article h1').waitFor();
      });
    });
  });

  describe(`preferred edition (${locale.name})`, () => {
    it('is stored when the reader picks an edition', async () => {
      await withContext(async (context) => {
        const page = await openPage(context, server, `${prefix}/docs/base/introduce`);
        await chooseEdition(page, community);
        await page.waitForURL(new RegExp(`${prefix}/community$`));
        const key = await storageKey(page, preferenceKey);
        assert.ok(key, `a ${preferenceKey}… key is stored`);
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), 'community');
      });
    });

    it(
      'is reused by the version-aware navbar on pages outside the docs',
      {
        todo:
          "the docs live at routeBasePath '/', so every page lies inside the professional " +
          'edition and the theme ranks that active edition above the stored preference',
      },
      async () => {
        await withContext(async (context) => {
          const page = await openPage(context, server, `${prefix}/docs/base/introduce`);
          await chooseEdition(page, community);
          await page.waitForURL(new RegExp(`${prefix}/community$`));
          const blog = await openPage(context, server, `${prefix}/blog`);
          const button = editionDropdown(blog).locator('> a', { hasText: community });
          await button.waitFor({ timeout: 3000 });
          assert.equal(await button.getAttribute('href'), `${prefix}/community`);
        });
      },
    );

    it('is cleared when the stored edition is unknown', async () => {
      await withContext(async (context) => {
        const page = await openPage(context, server, `${prefix}/docs/base/introduce`);
        await chooseEdition(page, enterprise);
        await page.waitForURL(new RegExp(`${prefix}/enterprise$`));
        const key = (await storageKey(page, preferenceKey))!;
        // As after a deployment that retired an edition the reader preferred.
        await page.evaluate((k) => localStorage.setItem(k, 'retired-edition'), key);
        await page.goto(`${server.origin}${prefix}/blog`);
        await hydrated(page);
        await page.waitForFunction((k) => localStorage.getItem(k) === null, key);
        const button = editionDropdown(page).locator('> a');
        assert.equal((await button.innerText()).trim(), professional);
      });
    });
  });
}
