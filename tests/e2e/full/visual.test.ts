/**
 * Screenshots for reviewers (npm run test:full, not npm test): a full-page
 * picture of every template in both locales and colour modes, and the first
 * screen of a first visit on a phone (announcement, "available offline"),
 * saved to test-results/screenshots/. Nothing is compared pixel by pixel, so it only
 * proves that each page renders something; the reader-facing checks are in
 * the other browser suites.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../../testing';
import { contextInColourMode, locales, openTemplate, siteInBrowser, templates } from '../harness';

const site = siteInBrowser();
const outDir = path.join(__dirname, '../../../test-results/screenshots');

before(() => fs.mkdirSync(outDir, { recursive: true }));

for (const mode of ['light', 'dark'] as const) {
  for (const locale of locales) {
    describe(`screenshots, ${mode} mode (${locale.name})`, () => {
      const context = contextInColourMode(site, mode, locale.prefix);

      for (const template of templates) {
        it(template.name, async () => {
          const page = await openTemplate(site, template, locale.prefix, context());
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          await page.waitForLoadState('networkidle');
          const file = path.join(outDir, `${template.name}-${locale.name}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          assert.ok(fs.statSync(file).size > 10_000, 'a real picture');
          await page.close();
        });
      }
    });
  }
}

for (const locale of locales) {
  it(`first screen of a first visit on a phone (${locale.name})`, async () => {
    await site.inContext(
      async (context) => {
        const page = await site.open(`${locale.prefix}/docs/iot/device/instance`, context);
        const notice = page.locator('[data-offline-status="ready"]');
        await notice.waitFor({ timeout: 30_000 });
        await notice.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        const file = path.join(outDir, `first-visit-phone-${locale.name}.png`);
        await page.screenshot({ path: file });
        assert.ok(fs.statSync(file).size > 10_000, 'a real picture');
      },
      { viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' },
    );
  });
}
