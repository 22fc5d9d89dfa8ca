/**
 * Accessibility (issue 10): axe-core on one page of every template, in both
 * locales and both colour modes, with no serious or critical violation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import {
  locales,
  openTemplate,
  readerContextOptions,
  setColourMode,
  siteInBrowser,
  templates,
} from './harness';

const site = siteInBrowser();

for (const mode of ['light', 'dark'] as const) {
  for (const locale of locales) {
    describe(`axe, ${mode} mode (${locale.name})`, () => {
      let context: BrowserContext;
      before(async () => {
        context = await site.browser.newContext(readerContextOptions);
        await setColourMode(site, context, mode, locale.prefix);
      });
      after(() => context.close());

      for (const template of templates) {
        it(template.name, async () => {
          const page = await openTemplate(site, template, locale.prefix, context);
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
          assert.deepEqual(serious, []);
          await page.close();
        });
      }
    });
  }
}
