/**
 * How a page starts with the speed layer's page template
 * (src/plugins/lean-first-load/pageStart.ts), both locales: the first
 * contentful paint is on screen before the site's bundles run, on a first
 * visit and from a warm cache; a page hidden before its first paint (which
 * then reports none) starts them without it.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { hasPiece } from '../speedLayer';
import { hydrated, locales, siteInBrowser } from './harness';

/**
 * Records, when the client entry publishes `window.docusaurus` (the first
 * thing the main bundle does), how many first contentful paints the page had
 * reported.
 */
async function recordPaintAtStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { paintsAtStart?: number };
    let value: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      // Methods, not arrows: tsx would wrap named arrows in a helper the page lacks.
      get() {
        return value;
      },
      set(next: { preload?: unknown } | undefined) {
        if (w.paintsAtStart === undefined && typeof next?.preload === 'function')
          w.paintsAtStart = performance.getEntriesByName('first-contentful-paint').length;
        value = next;
      },
    });
  });
}

/** A page that never reports a paint, as a tab hidden before its first one. */
async function reportNoPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
}

const paintsAtStart = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintsAtStart?: number }).paintsAtStart);

// Only with the piece built in (tests/build/speedLayer.test.ts proves which template a build has);
// the site is served inside the suite, so a build without the piece starts nothing.
if (hasPiece('pageStart'))
  describe('page start (speed layer)', () => {
    const site = siteInBrowser();
    for (const locale of locales) {
      const { prefix } = locale;

      describe(`page start (${locale.name})`, () => {
        for (const path of [`${prefix}/`, `${prefix}/docs/iot/device/instance`]) {
          it(`paints ${path} before its bundles run, first visit and warm cache`, async () => {
            await site.inContext(async (context) => {
              const page = await site.newPage(context);
              await recordPaintAtStart(page);
              await site.goto(page, path);
              assert.equal(await paintsAtStart(page), 1, 'first visit');
              for (let reload = 1; reload <= 3; reload += 1) {
                await page.reload({ waitUntil: 'domcontentloaded' });
                await hydrated(page);
                assert.equal(await paintsAtStart(page), 1, `reload ${reload} (cached bundles)`);
              }
            });
          });
        }

        it('waits for the first paint, and starts without it once the page is hidden', async () => {
          const page = await site.newPage();
          await reportNoPaint(page);
          await page.goto(`${site.origin}${prefix}/`, { waitUntil: 'load' });
          await page.waitForTimeout(1_000);
          assert.equal(await page.locator('html[data-has-hydrated="true"]').count(), 0);
          await page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'hidden' });
            document.dispatchEvent(new Event('visibilitychange'));
          });
          await hydrated(page);
          await page.close();
        });

        it('starts the bundles at once in a page hidden from the start', async () => {
          const page = await site.newPage();
          await reportNoPaint(page);
          await page.addInitScript(() =>
            Object.defineProperty(document, 'visibilityState', { value: 'hidden' }),
          );
          await site.goto(page, `${prefix}/`);
          await page.close();
        });
      });
    }
  });
