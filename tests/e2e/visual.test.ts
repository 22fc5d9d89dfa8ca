/**
 * Visual smoke (issue 10): a full-page screenshot of every template in both
 * locales and colour modes, saved to test-results/screenshots/ for reviewers.
 * Nothing is compared pixel by pixel.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, openPage, serveBuild, setColourMode, type SiteServer } from './harness';
import { locales, notBuiltReason, templates } from './site';

const outDir = path.join(__dirname, '../../test-results/screenshots');

let server: SiteServer;
let browser: Browser;

before(async () => {
  server = await serveBuild();
  browser = await launchBrowser();
  fs.mkdirSync(outDir, { recursive: true });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

for (const mode of ['light', 'dark'] as const) {
  describe(`screenshots, ${mode} mode`, () => {
    let context: BrowserContext;

    before(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      for (const locale of locales) await setColourMode(context, server, mode, locale.prefix);
    });

    after(() => context.close());

    for (const locale of locales) {
      for (const template of templates) {
        const skip = notBuiltReason(template);
        it(`${template.name} (${locale.name})`, { skip }, async () => {
          const page = await openPage(context, server, `${locale.prefix}${template.path}`);
          await page.waitForLoadState('networkidle');
          const file = path.join(outDir, `${template.name}-${locale.name}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          assert.ok(fs.statSync(file).size > 10_000, 'a real picture');
          await page.close();
        });
      }
    }
  });
}
