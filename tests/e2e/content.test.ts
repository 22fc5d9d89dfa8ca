/**
 * Page content in the browser (spec §2, §4, §9): dates as the server wrote them,
 * image zoom, Mermaid diagrams in both colour modes, highlighted code blocks
 * (kept as the server wrote them until the reader nears them) and their copy
 * button.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page, Response } from 'playwright-core';
import {
  colourToggle,
  countIntlConstructions,
  imagePage,
  intlConstructions,
  locales,
  openZoom,
  readerContextOptions,
  siteInBrowser,
  zoomOverlay,
  zoomReady,
} from './harness';
import { hasPiece } from '../speedLayer';

const site = siteInBrowser();

const zoomClosed = (page: Page) => page.locator(zoomOverlay).waitFor({ state: 'detached' });

/** The first Mermaid diagram of the page, once drawn: its markup and its first node's fill. */
async function diagramLook(page: Page): Promise<{ html: string; nodeFill: string }> {
  const svg = page.locator('.docusaurus-mermaid-container svg').first();
  await svg.locator('.node').first().waitFor();
  return svg.evaluate((element) => ({
    html: element.outerHTML,
    nodeFill: getComputedStyle(element.querySelector('.node :is(rect, polygon, circle, path)')!)
      .fill,
  }));
}

/** Whether a response is the code highlighter's chunk (the script with Prism's bash grammar). */
async function isHighlighter(response: Response): Promise<boolean> {
  if (!response.url().endsWith('.js')) return false;
  return (await response.text().catch(() => '')).includes('BASH_ALIASES');
}

/** Watches the scripts a tab loads for the code highlighter's chunk. */
function watchHighlighter(page: Page): { loaded: () => Promise<boolean> } {
  const seen: Promise<boolean>[] = [];
  page.on('response', (response) => seen.push(isHighlighter(response)));
  return { loaded: async () => (await Promise.all(seen)).some(Boolean) };
}

/** The texts of the `<time>` elements in a page's HTML as served. */
async function servedDates(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<time[^>]*>([^<]+)<\/time>/g)].map((match) => match[1]);
}

for (const locale of locales) {
  const { prefix, texts } = locale;

  describe(`dates (${locale.name})`, () => {
    for (const path of ['/docs/iot/device/instance', '/blog', '/blog/sagooiot2.4.0']) {
      it(`shows the dates the server formatted on ${path}`, async () => {
        const page = await site.newPage();
        await countIntlConstructions(page, 'DateTimeFormat');
        await site.goto(page, `${prefix}${path}`);
        const served = await servedDates(page, `${site.origin}${prefix}${path}`);
        assert.ok(served.length > 0, 'the page shows dates');
        assert.deepEqual(await page.locator('main time, article time').allInnerTexts(), served);
        await page.waitForLoadState('networkidle');
        // The theme formats them again while hydrating; the speed layer keeps the server's.
        const formatters = await intlConstructions(page, 'DateTimeFormat');
        assert.equal(formatters === 0, hasPiece('serverDates'), `${formatters} formatters`);
        await page.close();
      });
    }

    it('formats the date of a post reached by client-side navigation', async () => {
      const page = await site.open(`${prefix}/blog`);
      const post = `${prefix}/blog/sagooiot2.4.0`;
      await page.click(`article h2 a[href="${post}"]`);
      await page.waitForURL(new RegExp(`${post}$`));
      const [date] = await servedDates(page, `${site.origin}${post}`);
      await page.locator('article time', { hasText: date }).waitFor();
      await page.close();
    });
  });

  describe(`image zoom (${locale.name})`, () => {
    it('opens a body image on click; an overlay click and Escape close it', async () => {
      const page = await site.open(`${prefix}${imagePage}`);
      await zoomReady(page);
      await openZoom(page);
      assert.equal(
        await page.locator(zoomOverlay).evaluate((o) => getComputedStyle(o).backgroundColor),
        'rgb(255, 255, 255)',
      );
      // Beside the enlarged image, below the navbar.
      await page.locator(zoomOverlay).click({ position: { x: 5, y: 450 } });
      await zoomClosed(page);
      await openZoom(page);
      await page.keyboard.press('Escape');
      await zoomClosed(page);
      await page.close();
    });

    it('stays open for a small scroll and closes after more than 40 px', async () => {
      const page = await site.open(`${prefix}${imagePage}`);
      await zoomReady(page);
      await openZoom(page);
      const start = await page.evaluate(() => window.scrollY);
      await page.evaluate(() => window.scrollBy(0, 30));
      await page.waitForFunction((y) => window.scrollY === y + 30, start);
      await page.waitForTimeout(300);
      assert.equal(await page.locator(zoomOverlay).count(), 1, 'open after 30 px');
      await page.evaluate(() => window.scrollBy(0, 20));
      await zoomClosed(page);
      await page.close();
    });

    it('works on a page reached by client-side navigation, on a dark overlay in dark mode', async () => {
      const page = await site.open(`${prefix}/develop/base`);
      await page.click(colourToggle);
      await page.click(`.theme-doc-sidebar-container a[href="${prefix}${imagePage}"]`);
      await page.waitForURL(new RegExp(`${prefix}${imagePage}$`));
      await zoomReady(page);
      await openZoom(page);
      assert.equal(
        await page.locator(zoomOverlay).evaluate((o) => getComputedStyle(o).backgroundColor),
        'rgb(27, 27, 29)',
      );
      await page.keyboard.press('Escape');
      await zoomClosed(page);
      await page.close();
    });
  });

  describe(`console pictures (${locale.name})`, () => {
    const page = `${prefix}/docs/iot/device/product`;

    it('are sized before they load, fetched when the reader nears them, framed, with their numbered legend, and zoom', async () => {
      const tab = await site.open(page);
      const figures = tab.locator('figure.console-screen');
      assert.ok((await figures.count()) > 5, 'the page shows its pictures');
      const images = await figures.locator('img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.loading,
          alt: img.alt,
          loaded: img.complete && img.naturalWidth > 0,
          // Beyond the largest margin at which Chromium fetches a lazy picture early (3,000 px;
          // the headless shell reaches further than the full browser's 1,250 px).
          below: img.getBoundingClientRect().top > window.innerHeight + 3000,
        })),
      );
      for (const image of images) {
        assert.ok(Number(image.width) > 0 && Number(image.height) > 0, 'width and height');
        assert.ok(image.alt.length > 10, 'alt text');
        assert.equal(/[\u4e00-\u9fff]/.test(image.alt), locale.name !== 'en', image.alt);
      }
      // Lazy on the first screen too (src/plugins/console-screens/remark.ts), never preloaded
      // ahead of the page's text, yet fetched at the first layout without scrolling.
      assert.ok(
        images.every((image) => image.loading === 'lazy'),
        'every picture is lazy',
      );
      assert.equal(await tab.locator('link[rel=preload][as=image][href*="/assets/"]').count(), 0);
      await tab.waitForFunction(
        (img) => (img as HTMLImageElement).naturalWidth > 0,
        await figures.first().locator('img').elementHandle(),
      );
      const far = images.findIndex((image) => image.below);
      assert.ok(
        far > 0 && images[far]!.loading === 'lazy' && !images[far]!.loaded,
        'far pictures wait',
      );
      const farImage = figures.nth(far).locator('img');
      await farImage.scrollIntoViewIfNeeded();
      await tab.waitForFunction(
        (img) => (img as HTMLImageElement).naturalWidth > 0,
        await farImage.elementHandle(),
      );
      // Framed, and the legend's numbers in the colour of the markers on the picture.
      const look = await figures.first().evaluate((figure) => ({
        border: getComputedStyle(figure.querySelector('img')!).borderTopWidth,
        numbers: figure.querySelectorAll('figcaption li').length,
        marker: getComputedStyle(figure.querySelector('figcaption li')!, '::before')
          .backgroundColor,
        note: figure.querySelector('figcaption p')?.textContent ?? '',
      }));
      assert.equal(look.border, '1px');
      assert.ok(look.numbers > 0);
      assert.equal(look.marker, 'rgb(212, 20, 90)');
      assert.match(look.note, locale.name === 'en' ? /Community Edition/ : /社区版/);
      await tab.close();
    });

    it('open enlarged on click', async () => {
      const tab = await site.open(page);
      await zoomReady(tab);
      await openZoom(tab);
      await tab.keyboard.press('Escape');
      await zoomClosed(tab);
      await tab.close();
    });
  });

  describe(`API reference without scripts (${locale.name})`, () => {
    it('shows an operation: method and path, parameter table, request and response examples', async () => {
      await site.inContext(
        async (context) => {
          const tab = await context.newPage();
          await tab.goto(`${site.origin}${prefix}/develop/api/devices#get-product-device-detail`);
          const heading = tab.locator('#get-product-device-detail');
          assert.ok(await heading.isVisible());
          const visible = await heading.evaluate((h) => {
            const shown: string[] = [];
            for (
              let el = h.nextElementSibling;
              el && !/^H[23]$/.test(el.tagName);
              el = el.nextElementSibling
            ) {
              if ((el as HTMLElement).offsetHeight > 0) shown.push(el.tagName);
            }
            return shown;
          });
          assert.ok(visible.includes('TABLE'), `${visible}`);
          assert.ok(visible.filter((tag) => tag === 'DIV').length >= 2, 'both examples show');
          assert.ok(
            await tab
              .locator('#get-product-device-detail ~ table code', { hasText: 'deviceKey' })
              .first()
              .isVisible(),
          );
          await tab.close();
        },
        { javaScriptEnabled: false },
      );
    });
  });

  describe(`Mermaid (${locale.name})`, () => {
    it('renders diagrams as SVG with the light theme, and again with the dark one', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/cases/introduction`, context);
        const light = await diagramLook(page);
        await page.click(colourToggle);
        assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
        // The diagram is drawn again with the dark Mermaid theme.
        await page.waitForFunction((before) => {
          const svg = document.querySelector('.docusaurus-mermaid-container svg');
          return svg && svg.outerHTML !== before;
        }, light.html);
        const dark = await diagramLook(page);
        assert.notEqual(dark.nodeFill, light.nodeFill);
        // A later visit in dark mode draws it dark from the start.
        const later = await site.open(`${prefix}/cases/introduction`, context);
        assert.equal((await diagramLook(later)).nodeFill, dark.nodeFill);
      });
    });
  });

  // The speed layer's `diagrams` piece, where built in (tests/build/speedLayer.test.ts).
  if (hasPiece('diagrams'))
    describe(`Mermaid below the first screen (${locale.name})`, () => {
      it('is drawn only when the reader scrolls near it', async () => {
        // On a phone the diagrams of this page sit more than a screen below the top.
        await site.inContext(
          async (context) => {
            const page = await site.open(`${prefix}/docs/iot/device/instance`, context);
            const slot = page.locator('.diagram-slot').first();
            await page.waitForLoadState('networkidle');
            assert.ok(
              (await slot.boundingBox())!.y > 823 + 300,
              'the first diagram starts below the first screen and its margin',
            );
            assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0);
            assert.ok(
              (await slot.boundingBox())!.height > 100,
              'its slot keeps room for the diagram',
            );
            await slot.scrollIntoViewIfNeeded();
            await slot.locator('.docusaurus-mermaid-container svg .node').first().waitFor();
          },
          { viewport: { width: 412, height: 823 } },
        );
      });
    });

  describe(`code blocks (${locale.name})`, () => {
    const samples = [
      { language: 'go', path: '/develop/task/timed', text: 'func' },
      { language: 'bash', path: '/docs/install/steps', text: 'tar' },
      // The my.cnf block; the redis.conf one above it is not INI syntax.
      { language: 'ini', path: '/docs/install/steps', text: '[mysqld]' },
      { language: 'toml', path: '/docs/install/steps', text: 'port' },
      { language: 'javascript', path: '/develop/front/rule', text: 'const' },
    ];

    for (const { language, path, text } of samples) {
      it(`highlights ${language}, still once the page has hydrated`, async () => {
        const page = await site.open(`${prefix}${path}`);
        const block = page
          .locator(`pre.prism-code.language-${language}`)
          .filter({ hasText: text })
          .first();
        const tokenTypes = await block
          .locator('.token')
          .evaluateAll((tokens) =>
            [...new Set(tokens.map((t) => t.className))].filter((c) => !/plain/.test(c)),
          );
        assert.ok(tokenTypes.length >= 2, `${language} tokens: ${tokenTypes.join(', ')}`);
        await page.close();
      });
    }

    it('colours code with the light theme, and with Dracula in dark mode', async () => {
      const page = await site.open(`${prefix}/docs/install/steps`);
      const background = () =>
        page
          .locator('pre.prism-code')
          .first()
          .evaluate((pre) => getComputedStyle(pre).backgroundColor);
      assert.equal(await background(), 'rgb(247, 247, 242)');
      await page.click(colourToggle);
      await page.locator('pre.prism-code').first().scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('pre.prism-code')!).backgroundColor ===
          'rgb(40, 42, 54)',
      );
      await page.close();
    });

    // The speed layer's `codeBlocks` piece, where built in (tests/build/speedLayer.test.ts).
    if (hasPiece('codeBlocks')) {
      it('keeps a block far below the first screen as the server wrote it until the reader nears it', async () => {
        // On a phone the two blocks of this page sit screens below the top.
        await site.inContext(
          async (context) => {
            const page = await site.newPage(context);
            const highlighter = watchHighlighter(page);
            await site.goto(page, `${prefix}/docs/iot/device/instance`);
            await page.waitForLoadState('networkidle');
            const block = page.locator('.theme-code-block').last();
            assert.ok(
              (await block.boundingBox())!.y > 823 + 300,
              'the block is below the first screen',
            );
            assert.equal(await highlighter.loaded(), false, 'no highlighter loaded for it yet');
            assert.ok(
              (await block.locator('.token').count()) > 2,
              'highlighted tokens from the server',
            );

            // The highlighter loads as the block nears.
            const highlighterLoads = page.waitForResponse(isHighlighter);
            await block.scrollIntoViewIfNeeded();
            await highlighterLoads;
            // Now the theme's live block: its copy button works.
            await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
              origin: site.origin,
            });
            await block.hover();
            await block.locator(`button[aria-label="${texts.copyCode}"]`).click();
            await block.locator('button[class*="copyButtonCopied"]').waitFor();
            assert.ok((await block.locator('.token').count()) > 2);
          },
          { viewport: { width: 412, height: 823 } },
        );
      });

      it('loads no highlighter on a page without code', async () => {
        // A cold cache: a script the browser has in memory may load without a response to watch.
        const page = await site.newPage(await site.browser.newContext(readerContextOptions));
        const highlighter = watchHighlighter(page);
        await site.goto(page, `${prefix}/blog`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        assert.equal(await highlighter.loaded(), false);
        await page.context().close();
      });
    }

    it('highlights the code of a page reached by client-side navigation', async () => {
      const page = await site.open(`${prefix}/develop/task/intro`);
      await page.click(`.theme-doc-sidebar-container a[href="${prefix}/develop/task/timed"]`);
      await page.waitForURL(new RegExp(`${prefix}/develop/task/timed$`));
      const goBlock = page.locator('pre.prism-code.language-go').first();
      await goBlock.locator('.token.keyword').first().waitFor();
      await page.close();
    });

    it('copies a block to the clipboard with its copy button', async () => {
      await site.inReaderContext(async (context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: site.origin,
        });
        const page = await site.open(`${prefix}/docs/install/steps`, context);
        const container = page.locator('.theme-code-block.language-toml');
        await container.hover();
        const button = container.locator(`button[aria-label="${texts.copyCode}"]`);
        await button.click();
        await container.locator('button[class*="copyButtonCopied"]').waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        assert.match(
          copied,
          /^port = 6041\nlogLevel = "info"\n\n\[log\]\npath = "\/var\/log\/taos"\n?$/,
        );
      });
    });
  });
}
