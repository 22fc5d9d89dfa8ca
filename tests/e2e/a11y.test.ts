/**
 * Accessibility (issue 10): axe-core once on a page of every template (the
 * pairs of colour mode and locale in turn), and on a page with Mermaid
 * diagrams drawn in both modes, with no serious or critical violation; and a
 * reader's first visit on a phone and on a desktop, in both modes (the locales
 * in turn), with the announcement for that screen and "available offline" shown.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import {
  desktopViewport,
  phoneScreen,
  diagramsPage,
  drawDiagrams,
  locales,
  openTemplate,
  contextInColourMode,
  siteInBrowser,
  templates,
} from './harness';

const site = siteInBrowser();

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Each template once, the four pairs of colour mode and locale taken in turn;
// the page with Mermaid diagrams in both modes, in a different locale each.
const modes = ['light', 'dark'] as const;
const readings = [
  { mode: modes[0], locale: locales[0]!, diagrams: true },
  { mode: modes[1], locale: locales[1]!, diagrams: true },
  { mode: modes[0], locale: locales[1]!, diagrams: false },
  { mode: modes[1], locale: locales[0]!, diagrams: false },
];
for (const [readingIndex, { mode, locale, diagrams }] of readings.entries()) {
  const ownTemplates = templates.filter((_, index) => index % readings.length === readingIndex);
  describe(`axe, ${mode} mode (${locale.name})`, () => {
    const context = contextInColourMode(site, mode, locale.prefix);

    for (const template of ownTemplates) {
      it(template.name, async () => {
        const page = await openTemplate(site, template, locale.prefix, context());
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        assert.deepEqual(await seriousViolations(page), []);
        await page.close();
      });
    }

    // Diagrams may be drawn only near the viewport, so the template pages above
    // may not show one; this page has two, both brought into view.
    if (diagrams) {
      it('Mermaid diagrams', async () => {
        const page = await site.open(`${locale.prefix}${diagramsPage}`, context());
        await drawDiagrams(page);
        assert.deepEqual(await seriousViolations(page), []);
        await page.close();
      });
    }
  });
}

const screens = [
  { name: '390 × 844', options: phoneScreen },
  { name: '1280 × 900', options: { viewport: desktopViewport } },
] as const;

describe('axe on a first visit', () => {
  for (const [screenIndex, screen] of screens.entries()) {
    for (const [modeIndex, mode] of modes.entries()) {
      const locale = locales[(screenIndex + modeIndex) % locales.length]!;
      it(`${screen.name}, ${mode} mode (${locale.name}): the announcement and "available offline"`, async () => {
        await site.inContext(
          async (context) => {
            const page = await site.open(
              `${locale.prefix}/docs/base/introduce?docusaurus-theme=${mode}`,
              context,
            );
            assert.equal(await page.getAttribute('html', 'data-theme'), mode);
            const notice = page.locator('[data-offline-status="ready"]');
            await notice.waitFor({ timeout: 30_000 });
            await notice.hover(); // held there while axe reads the page
            const serious = await seriousViolations(page);
            assert.equal(await notice.count(), 1, 'the notice was there throughout');
            assert.deepEqual(serious, []);
          },
          { serviceWorkers: 'allow', ...screen.options },
        );
      });
    }
  }
});
