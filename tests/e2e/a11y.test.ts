/**
 * Accessibility (issue 10): axe-core on one page of every template, in both
 * locales and both colour modes, with no serious or critical violation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, openPage, serveBuild, setColourMode, type SiteServer } from './harness';
import { locales, notBuiltReason, templates } from './site';

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

for (const mode of ['light', 'dark'] as const) {
  describe(`axe, ${mode} mode`, () => {
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
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          assert.deepEqual(serious, []);
          await page.close();
        });
      }
    }
  });
}
