/**
 * Layout and its states (spec §2 layout, §4): colour mode, skip link,
 * announcement bar, heading anchors, table of contents, the 996 px breakpoint,
 * the mobile menu and the navbar hiding on scroll, in both locales.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Page } from 'playwright-core';
import {
  colourToggle as toggle,
  hydrated,
  locales,
  phoneScreen as phone,
  siteInBrowser,
  storageKey,
} from './harness';
import { hasPiece } from '../speedLayer';

const site = siteInBrowser();
const announcementBar = '[class*="announcementBar_"]';
/** Where the announcement says the language menu is: navbar right end on a desktop, the menu at the top left on a phone. */
const languageMenuPlace = {
  'zh-Hans': { desktop: '右上角', phone: '左上角' },
  en: { desktop: 'top right', phone: 'top-left' },
} as const;

const navbarHidden = (page: Page) =>
  page.$eval('nav.navbar', (nav) => nav.className.includes('navbarHidden'));

for (const locale of locales) {
  const { prefix, texts } = locale;

  describe(`colour mode (${locale.name})`, () => {
    it('starts light even when the system prefers dark', async () => {
      await site.inContext(
        async (context) => {
          const page = await site.open(`${prefix}/`, context);
          assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
        },
        { colorScheme: 'dark' },
      );
    });

    it('keeps the toggle disabled until the page is hydrated', async () => {
      // Without JavaScript the page never hydrates: the server-rendered state.
      await site.inContext(
        async (context) => {
          const page = await context.newPage();
          await page.goto(`${site.origin}${prefix}/docs/base/introduce`);
          assert.equal(await page.isDisabled(toggle), true);
        },
        { javaScriptEnabled: false },
      );
      const page = await site.open(`${prefix}/docs/base/introduce`);
      assert.equal(await page.isEnabled(toggle), true);
      await page.close();
    });

    it('flips light and dark, never to a system step, and stores the choice', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/`, context);
        const seen: string[] = [];
        for (let i = 0; i < 4; i++) {
          await page.click(toggle);
          seen.push((await page.getAttribute('html', 'data-theme'))!);
          assert.notEqual(await page.getAttribute('html', 'data-theme-choice'), 'system');
          assert.doesNotMatch(
            (await page.getAttribute(toggle, 'aria-label'))!,
            new RegExp(texts.systemMode),
          );
        }
        assert.deepEqual(seen, ['dark', 'light', 'dark', 'light']);
        await page.click(toggle);
        const key = await storageKey(page, 'theme');
        assert.ok(key, 'colour mode stored');
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), 'dark');
        // A later visit (a new tab) starts in the stored mode before hydration.
        const later = await context.newPage();
        await later.goto(`${site.origin}${prefix}/blog`, { waitUntil: 'domcontentloaded' });
        assert.equal(await later.getAttribute('html', 'data-theme'), 'dark');
      });
    });
  });

  describe(`skip link (${locale.name})`, () => {
    it('is the first stop of the keyboard and moves focus to the main content', async () => {
      const page = await site.open(`${prefix}/docs/base/introduce`);
      await page.keyboard.press('Tab');
      const link = await page.evaluate(() => document.activeElement?.textContent?.trim());
      assert.equal(link, texts.skipToContent);
      // The link focuses <main> for a moment: the next Tab stop is the first
      // one inside the page content, past the navbar and the sidebar.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
        true,
      );
      await page.close();
    });
  });

  describe(`announcement bar (${locale.name})`, () => {
    it('stays closed on later visits once closed', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/`, context);
        await page.locator(announcementBar).locator('button').click();
        assert.equal(await page.locator(announcementBar).count(), 0);
        const later = await site.open(`${prefix}/docs/base/introduce`, context);
        assert.equal(await later.locator(announcementBar).count(), 0);
      });
    });

    it('says where the language menu is, on a desktop and on a phone, in one line there', async () => {
      const place = languageMenuPlace[locale.name];
      const path = `${prefix}/docs/base/introduce`;
      const languageMenu = '.navbar__items--right .dropdown:has(a[lang])';

      const desktop = await site.open(path);
      const wide = (await desktop.locator(announcementBar).innerText()).trim();
      assert.ok(wide.includes(place.desktop) && !wide.includes(place.phone), wide);
      const width = desktop.viewportSize()!.width;
      const navbar = (await desktop.locator('nav.navbar').boundingBox())!;
      const menu = (await desktop.locator(languageMenu).boundingBox())!;
      assert.ok(menu.x > width / 2, 'language menu on the right');
      assert.ok(
        menu.y >= navbar.y && menu.y + menu.height <= navbar.y + navbar.height,
        'in the navbar',
      );
      await desktop.close();

      const page = await site.goto(await site.browser.newPage(phone), path);
      const narrow = (await page.locator(announcementBar).innerText()).trim();
      assert.ok(narrow.includes(place.phone) && !narrow.includes(place.desktop), narrow);
      // One line of text, and the page title still on the first screen.
      const { height, lineHeight, padding } = await page
        .locator(`${announcementBar} [class*="announcementBarContent_"]`)
        .evaluate((content) => {
          const style = getComputedStyle(content);
          return {
            height: content.getBoundingClientRect().height,
            lineHeight: parseFloat(style.lineHeight),
            padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
          };
        });
      assert.ok(height - padding < 1.5 * lineHeight, `one line: ${height} px`);
      const title = (await page.locator('article h1').boundingBox())!;
      assert.ok(title.y + title.height <= 844, 'title on the first screen');
      // The language menu is not in the navbar but in the menu its top-left button opens.
      assert.equal(await page.locator(languageMenu).isVisible(), false);
      const toggle = (await page.locator('.navbar__toggle').boundingBox())!;
      assert.ok(toggle.x + toggle.width < 390 / 2, 'menu button on the left');
      assert.ok(toggle.y < (await page.locator('article').boundingBox())!.y, 'at the top');
      await page.click('.navbar__toggle');
      await page.locator('.navbar-sidebar__back').click();
      await page.click('.navbar-sidebar a.menu__link:has(svg[class*="iconLanguage"])');
      await page.locator('.navbar-sidebar a[lang="en-US"]').waitFor();
      assert.ok(await page.locator('.navbar-sidebar a[lang="zh-Hans"]').isVisible());
      await page.close();
    });

    it('shows again when the announcement id changes', async () => {
      await site.inReaderContext(async (context) => {
        const page = await site.open(`${prefix}/`, context);
        const idKey = (await storageKey(page, 'docusaurus.announcement.id'))!;
        const current = await page.evaluate((k) => localStorage.getItem(k), idKey);
        await page.locator(announcementBar).locator('button').click();
        // As if the dismissed bar had been an earlier announcement.
        await page.evaluate((k) => localStorage.setItem(k, 'an-earlier-announcement'), idKey);
        await page.reload();
        await hydrated(page);
        await page.locator(announcementBar).waitFor();
        assert.equal(await page.evaluate((k) => localStorage.getItem(k), idKey), current);
      });
    });
  });

  describe(`headings and table of contents (${locale.name})`, () => {
    it('gives every heading with an id a direct link', async () => {
      const page = await site.open(`${prefix}/docs/install/steps`);
      const headings = await page.$$eval('article :is(h2, h3, h4, h5, h6)[id]', (elements) =>
        elements.map((h) => ({
          id: h.id,
          link: h.querySelector('a.hash-link')?.getAttribute('href'),
        })),
      );
      assert.ok(headings.length > 3);
      for (const { id, link } of headings) assert.equal(link, `#${id}`);
      const anchor = page.locator('article h2 a.hash-link').first();
      await anchor.focus();
      await page.keyboard.press('Enter');
      assert.equal(
        decodeURIComponent(new URL(page.url()).hash),
        decodeURIComponent((await anchor.getAttribute('href'))!),
      );
      await page.close();
    });

    it('lists the h2 to h4 headings of the page, nested, and nothing else', async () => {
      const page = await site.open(`${prefix}/docs/access/http`);
      const toc = await page.$$eval('.table-of-contents a', (links) =>
        links.map((a) => {
          let depth = 0;
          for (let e: Element | null = a; e && !e.matches('.col'); e = e.parentElement) {
            if (e.tagName === 'UL') depth++;
          }
          return { id: decodeURIComponent(a.getAttribute('href')!.slice(1)), depth };
        }),
      );
      // h2 is the first level of the table of contents, h4 the third.
      const headings = await page.$$eval('article :is(h2, h3, h4)[id]', (elements) =>
        elements.map((h) => ({ id: h.id, depth: Number(h.tagName[1]) - 1 })),
      );
      assert.ok(
        headings.some((h) => h.depth === 2),
        'the page has nested sections',
      );
      assert.deepEqual(toc, headings);
      await page.close();
    });
  });

  describe(`breakpoint (${locale.name})`, () => {
    for (const { width, mobile } of [
      { width: 997, mobile: false },
      { width: 996, mobile: true },
    ]) {
      it(`lays a ${width} px wide window out as ${mobile ? 'mobile' : 'desktop'}`, async () => {
        const page = await site.open(`${prefix}/docs/base/introduce`);
        await page.setViewportSize({ width, height: 900 });
        assert.equal(await page.isVisible('.navbar__toggle'), mobile, 'hamburger');
        assert.equal(await page.isVisible('.navbar__items--right > .navbar__item'), !mobile);
        assert.equal(await page.isVisible('.theme-doc-sidebar-container'), !mobile, 'doc sidebar');
        assert.equal(await page.isVisible('.theme-doc-toc-mobile'), mobile, 'collapsible TOC');
        await page.close();
      });
    }
  });

  describe(`mobile menu (${locale.name})`, () => {
    /** The mobile-menu dropdown whose own link goes to `to`. */
    const dropdown = (page: Page, to: string) =>
      page.locator('.navbar-sidebar .menu__list-item', {
        has: page.locator(`> .menu__list-item-collapsible > a[href="${prefix}${to}"]`),
      });

    async function openMenu(path: string): Promise<Page> {
      // A tab of its own phone-sized context, closed with the tab.
      const page = await site.goto(await site.browser.newPage(phone), `${prefix}${path}`);
      await page.click('.navbar__toggle');
      await page.locator('.navbar-sidebar').waitFor();
      return page;
    }

    it('is rendered once the reader reaches for the button, and slides in', async () => {
      const page = await site.goto(
        await site.browser.newPage(phone),
        `${prefix}/docs/iot/device/instance`,
      );
      await page.waitForTimeout(500); // what hydration schedules has run
      // Rendered after load by the theme; with the speed layer only once wanted.
      const rendered = await page.locator('.navbar-sidebar').count();
      assert.equal(rendered, hasPiece('mobileMenu') ? 0 : 1, 'menus before');
      // Keyboard: focus comes before the press.
      await page.focus('.navbar__toggle');
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({ state: 'attached' });
      assert.equal(await page.locator('nav.navbar-sidebar--show').count(), 0, 'still closed');
      assert.equal(await sidebar.evaluate((el) => getComputedStyle(el).opacity), '0');
      // The panel was in the page before the class came, so it fades and slides
      // in: a transition starts (counted as it starts, since on a busy machine
      // it may be over before the test looks).
      await sidebar.evaluate((el) => {
        (window as unknown as { menuTransitions: number }).menuTransitions = 0;
        el.addEventListener('transitionrun', (event) => {
          if (event.target === el)
            (window as unknown as { menuTransitions: number }).menuTransitions += 1;
        });
      });
      await page.keyboard.press('Enter');
      await page.locator('nav.navbar-sidebar--show').waitFor();
      await page.waitForFunction(
        () => (window as unknown as { menuTransitions: number }).menuTransitions > 0,
        undefined,
        { timeout: 5_000 },
      );
      await page.locator('.navbar-sidebar__items--show-secondary').waitFor();
      assert.equal(
        await page
          .locator('.navbar-sidebar .theme-doc-sidebar-menu [aria-current="page"]')
          .first()
          .getAttribute('href'),
        `${prefix}/docs/iot/device/instance`,
      );
      await page.close();
    });

    it('opens on a click that no pointer or focus came before', async () => {
      const page = await site.goto(
        await site.browser.newPage(phone),
        `${prefix}/docs/base/introduce`,
      );
      if (hasPiece('mobileMenu')) assert.equal(await page.locator('.navbar-sidebar').count(), 0);
      await page.$eval('.navbar__toggle', (button) => (button as HTMLButtonElement).click());
      await page
        .locator('nav.navbar-sidebar--show .navbar-sidebar__items--show-secondary')
        .waitFor();
      assert.ok(
        await page
          .locator('.navbar-sidebar .theme-doc-sidebar-menu [aria-current="page"]')
          .first()
          .isVisible(),
      );
      await page.close();
    });

    it('opens the page sidebar with a way back to the main menu', async () => {
      const page = await openMenu('/docs/base/introduce');
      const items = page.locator('.navbar-sidebar__items');
      assert.match((await items.getAttribute('class'))!, /show-secondary/);
      const back = page.locator('.navbar-sidebar__back');
      assert.equal((await back.innerText()).trim(), texts.backToMainMenu);
      await back.click();
      assert.doesNotMatch((await items.getAttribute('class'))!, /show-secondary/);
      assert.ok(await dropdown(page, '/develop/base').isVisible());
      await page.close();
    });

    it('starts the dropdowns collapsed, except the one the page lies under', async () => {
      const collapsed = async (page: Page, to: string) =>
        /menu__list-item--collapsed/.test((await dropdown(page, to).getAttribute('class'))!);
      const home = await openMenu('/');
      assert.equal(await collapsed(home, '/docs/base/introduce'), true);
      assert.equal(await collapsed(home, '/develop/base'), true);
      await home.close();
      for (const [path, open, closed] of [
        ['/docs/iot/device/instance', '/docs/base/introduce', '/develop/base'],
        ['/develop/protocol/mqtt', '/develop/base', '/docs/base/introduce'],
      ]) {
        const page = await openMenu(path);
        await page.click('.navbar-sidebar__back');
        assert.equal(await collapsed(page, open), false, `${open} expanded on ${path}`);
        assert.equal(await collapsed(page, closed), true, `${closed} collapsed on ${path}`);
        await page.close();
      }
    });
  });

  describe(`navbar on scroll (${locale.name})`, () => {
    it('hides when scrolling down and returns when scrolling up', async () => {
      const page = await site.open(`${prefix}/docs/install/steps`);
      await page.mouse.move(640, 500);
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 500);
      await page.mouse.wheel(0, 300);
      await page.waitForFunction(() =>
        document.querySelector('nav.navbar')!.className.includes('navbarHidden'),
      );
      assert.equal(await navbarHidden(page), true);
      await page.mouse.wheel(0, -200);
      await page.waitForFunction(
        () => !document.querySelector('nav.navbar')!.className.includes('navbarHidden'),
      );
      assert.equal(await navbarHidden(page), false);
      await page.close();
    });
  });
}
