/**
 * Routing behaviour of spec §2 in both locales: not-found page, `.html`
 * normalisation, titles, scrolling after navigation, the progress bar and the
 * reload on a failed chunk.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import { diagramPlace, hydrated, locales, openNotFound, siteInBrowser } from './harness';
import { hasPiece } from '../speedLayer';

const site = siteInBrowser();
const buildDir = path.join(__dirname, '../../build');

/** Whether the element is in view, at the top unless the page cannot scroll further. */
function scrolledTo(page: Page, id: string) {
  return page.waitForFunction((target) => {
    const element = document.getElementById(target);
    if (!element) return false;
    const { top } = element.getBoundingClientRect();
    const atBottom =
      Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 2;
    return window.scrollY > 0 && top >= 0 && (top < 150 || (atBottom && top < window.innerHeight));
  }, id);
}

/** Navigates in-app by keyboard, so no hover preloads the route before the click. */
async function pressLink(page: Page, selector: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

/** Records whether the `#nprogress` bar was ever attached during the page's life. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { progressBarShown: boolean };
    w.progressBarShown = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.progressBarShown = true;
    }).observe(document.body, { childList: true });
  });
}

const progressBarShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressBarShown: boolean }).progressBarShown);

for (const locale of locales) {
  const { prefix, texts, siteTitle } = locale;

  describe(`routing (${locale.name})`, () => {
    it(`marks the document <html lang="${locale.htmlLang}">`, async () => {
      const page = await site.open(`${prefix}/docs/base/introduce`);
      assert.equal(await page.getAttribute('html', 'lang'), locale.htmlLang);
      await page.close();
    });

    it('switches to the other locale keeping path, query and hash', async () => {
      const other = locales.find((l) => l !== locale)!;
      const page = await site.open(`${prefix}/docs/iot/device/instance?from=test#top`);
      const dropdown = page.locator('.navbar__items--right .dropdown:has(a.dropdown__link[lang])');
      await dropdown.hover();
      const link = dropdown.locator(`a.dropdown__link[lang="${other.htmlLang}"]`);
      await link.waitFor();
      await link.click();
      await page.waitForURL(new RegExp(`^${site.origin}${other.prefix}/docs/iot/device/instance`));
      await hydrated(page);
      const url = new URL(page.url());
      assert.equal(url.pathname, `${other.prefix}/docs/iot/device/instance`);
      assert.equal(url.search, '?from=test');
      assert.equal(url.hash, '#top');
      assert.equal(await page.getAttribute('html', 'lang'), other.htmlLang);
      await page.close();
    });

    it('titles a page "page title | site title", and the home page with the site title only', async () => {
      const page = await site.open(`${prefix}/docs/base/introduce`);
      const heading = (await page.locator('article h1').innerText()).trim();
      assert.equal(await page.title(), `${heading} | ${siteTitle}`);
      await site.goto(page, `${prefix}/`);
      assert.equal(await page.title(), siteTitle);
      await page.close();
    });

    it('shows the not-found page, titled, for an unknown path', async () => {
      const { page, status } = await openNotFound(site, prefix);
      assert.equal(status, 404);
      assert.equal((await page.locator('main h1').innerText()).trim(), texts.notFoundTitle);
      assert.match(await page.locator('main').innerText(), new RegExp(texts.notFound));
      assert.equal(await page.title(), `${texts.notFoundTitle} | ${siteTitle}`);
      await page.close();
    });

    // A plain static host serves `page.html` and `dir/index.html` as they are;
    // the client router must still find the route instead of showing not-found.
    for (const suffix of ['.html', '/index.html']) {
      it(`normalises a URL ending in ${suffix}`, async () => {
        const page = await site.newPage();
        const route = `${prefix}/docs/base/introduce`;
        await page.route(`**${route}${suffix}`, (r) =>
          r.fulfill({ path: path.join(buildDir, `${route}.html`), contentType: 'text/html' }),
        );
        await page.goto(`${site.origin}${route}${suffix}`);
        await hydrated(page);
        assert.equal(new URL(page.url()).pathname, `${route}${suffix}`);
        // The route's content chunk may still be on its way just after hydration.
        await page.locator('article h1').waitFor();
        assert.equal(await page.locator('article h1').count(), 1);
        assert.doesNotMatch(await page.locator('main').innerText(), new RegExp(texts.notFound));
        await page.close();
      });
    }

    it('scrolls to the hash target after an in-page navigation', async () => {
      const page = await site.open(`${prefix}/docs/install/steps`);
      // The page's Mermaid diagram may be drawn after the jump (near the
      // viewport with the speed layer; late on a busy machine) and move what
      // follows it, so bring it into view and let it draw first.
      await page.locator(diagramPlace).first().scrollIntoViewIfNeeded();
      await page.locator('.docusaurus-mermaid-container svg').waitFor();
      const tocLink = page.locator('.table-of-contents a').nth(3);
      const id = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
      await tocLink.click();
      await page.waitForFunction((h) => decodeURIComponent(location.hash) === `#${h}`, id);
      await scrolledTo(page, id);
      await page.close();
    });

    it('scrolls to the hash target on another page, and to the top without a hash', async () => {
      // Both edition configuration pages end with a "next steps" section; the
      // edition dropdown keeps the hash when it switches editions.
      const hash = locale.name === 'en' ? 'what-next' : '下一步';
      const page = await site.open(`${prefix}/community/install/config#${hash}`);
      const dropdown = page.locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
      const edition = dropdown.locator('.dropdown__link', { hasText: locale.editions[2] });
      // The menu shows under the pointer only: a page still settling on a loaded machine
      // can move it away between the hover and the click (seen once, four files side by side).
      for (let attempt = 1; ; attempt += 1) {
        await dropdown.hover();
        try {
          await edition.click({ timeout: 5_000 });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await page.waitForURL(new RegExp(`${prefix}/enterprise/install/config#`));
      await scrolledTo(page, hash);

      // On a loaded machine the edition page's route may still be settling and
      // swallow the first click (seen once with two test files side by side).
      const blog = new RegExp(`${prefix}/blog$`);
      for (let attempt = 1; ; attempt += 1) {
        await page.locator('.navbar a[href$="/blog"]').first().click();
        try {
          await page.waitForURL(blog, { timeout: 10_000 });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await page.waitForFunction(() => window.scrollY === 0);
      await page.close();
    });

    it('prefetches the routes of links in view once the page is idle', async () => {
      const page = await site.open(`${prefix}/`);
      const prefetched = () =>
        page.$$eval('head link[rel="prefetch"]', (links) =>
          links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
        );
      await page.waitForFunction(
        () => document.querySelectorAll('head link[rel="prefetch"]').length > 0,
      );
      for (const href of await prefetched())
        assert.match(href, new RegExp(`^${prefix}/assets/js/`));
      // Made through the speed layer's idle prefetcher where built in.
      assert.equal(
        await page.evaluate(() => 'idle' in window.docusaurus),
        hasPiece('idlePrefetch'),
      );
      await page.close();
    });

    it('shows no progress bar when the next route is already loaded', async () => {
      const page = await site.open(`${prefix}/`);
      await watchProgressBar(page);
      const link = `.navbar a[href="${prefix}/blog"]`;
      // Hovering a link preloads its route; navigating afterwards is instant.
      await page.hover(link);
      await page.waitForLoadState('networkidle');
      await page.click(link);
      await page.waitForURL(new RegExp(`${prefix}/blog$`));
      await page.waitForTimeout(400);
      assert.equal(await progressBarShown(page), false);
      await page.close();
    });

    it('shows the progress bar when the next route takes longer than 200 ms', async () => {
      const page = await site.open(`${prefix}/`);
      await watchProgressBar(page);
      await page.route('**/assets/js/*.js', async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await r.continue();
      });
      await pressLink(page, `.navbar a[href="${prefix}/blog"]`);
      // The old page stays while the route loads; the bar starts after 200 ms.
      await page.waitForSelector('#nprogress', { state: 'attached', timeout: 1000 });
      assert.equal(new URL(page.url()).pathname, `${prefix}/blog`);
      assert.ok(await page.locator('.hero, main').first().isVisible());
      await page.waitForSelector('#nprogress', { state: 'detached' });
      assert.equal((await page.locator('article').count()) > 0, true, 'blog list shown');
      await page.close();
    });

    it('reloads the page when a route chunk fails to load', async () => {
      const page = await site.open(`${prefix}/`);
      await page.evaluate(
        () => ((window as unknown as { beforeReload: boolean }).beforeReload = true),
      );
      let failing = true;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) failing = false;
      });
      await page.route('**/assets/js/*.js', (r) =>
        failing && r.request().resourceType() === 'script' ? r.abort() : r.continue(),
      );
      const reloaded = page.waitForEvent('load');
      await pressLink(page, `.navbar a[href="${prefix}/blog"]`);
      await reloaded;
      await hydrated(page);
      assert.equal(new URL(page.url()).pathname, `${prefix}/blog`);
      assert.equal(
        await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
        undefined,
      );
      assert.ok((await page.locator('article').count()) > 0, 'blog list shown after the reload');
      await page.close();
    });
  });
}
