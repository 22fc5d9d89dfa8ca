/** The "Copy page as Markdown" button of doc pages, in Chromium against the production build. */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { hydrated, readerContextOptions, siteInBrowser } from './harness';

const site = siteInBrowser();

async function openWithClipboard(path: string, theme: 'light' | 'dark'): Promise<Page> {
  const context = await site.browser.newContext({
    ...readerContextOptions,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  // The theme reads the colour mode from this query parameter before its stored choice.
  await page.goto(`${site.origin}${path}?docusaurus-theme=${theme}`, {
    waitUntil: 'domcontentloaded',
  });
  await hydrated(page, 15_000);
  return page;
}

const cases = [
  {
    path: '/docs/iot/device/instance',
    label: '复制本页 Markdown',
    done: '已复制 Markdown',
    status: '本页 Markdown 已复制到剪贴板',
    theme: 'light',
  },
  {
    path: '/en/docs/iot/device/instance',
    label: 'Copy page as Markdown',
    done: 'Markdown copied',
    status: "The page's Markdown is on your clipboard",
    theme: 'dark',
  },
  {
    path: '/en/community/install/config',
    label: 'Copy page as Markdown',
    done: 'Markdown copied',
    status: "The page's Markdown is on your clipboard",
    theme: 'light',
  },
  {
    path: '/docs/base/introduce',
    label: '复制本页 Markdown',
    done: '已复制 Markdown',
    status: '本页 Markdown 已复制到剪贴板',
    theme: 'dark',
  },
] as const;

describe('copy page as Markdown', () => {
  for (const { path, label, done, status, theme } of cases) {
    it(`copies the twin of ${path} with the keyboard (${theme})`, async () => {
      const page = await openWithClipboard(path, theme);
      assert.equal(await page.getAttribute('html', 'data-theme'), theme);
      const button = page.getByRole('button', { name: label });
      await button.waitFor({ state: 'visible', timeout: 10_000 });
      // Readable in this colour mode: text colour differs from the page background.
      const [color, background] = await button.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(document.body).backgroundColor,
      ]);
      assert.notEqual(color, background);

      await button.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: done }).waitFor({ timeout: 10_000 });
      await page.getByRole('status').filter({ hasText: status }).waitFor({ timeout: 5_000 });

      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const twin = await (await fetch(`${site.origin}${path}.md`)).text();
      assert.equal(clipboard, twin);
      const title = (await page.locator('article h1').first().innerText()).trim();
      assert.ok(clipboard.startsWith(`# ${title}\n`), clipboard.slice(0, 80));
      await page.context().close();
    });
  }
});
