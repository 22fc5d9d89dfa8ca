/**
 * Doc page features in a real browser, both locales and both colour modes:
 * the "Was this page helpful?" links and the edition hints.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import type { Locator, Page } from 'playwright-core';
import { settings } from '../../config/settings';
import { hydrated, siteInBrowser } from './harness';

const site = siteInBrowser();
const modes = ['light', 'dark'] as const;

/**
 * Opens a page in the colour mode chosen with the navbar toggle, recording
 * console errors from the first byte (a hydration mismatch would show there).
 */
async function openIn(
  mode: (typeof modes)[number],
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${site.origin}${path}`, { waitUntil: 'domcontentloaded' });
  await hydrated(page, 15_000);
  if ((await page.getAttribute('html', 'data-theme')) !== mode) {
    await page.click('button[class*="toggleButton"]');
  }
  assert.equal(await page.getAttribute('html', 'data-theme'), mode);
  return { page, errors };
}

function luminance(css: string): number {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between a locator's text colour and the page background. */
async function contrast(locator: Locator): Promise<number> {
  // The text colour, and the first opaque background behind it (the canvas is white).
  const [color, background] = await locator.evaluate(async (el) => {
    // Colours still fading in after a colour-mode switch would be measured half-way.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
    let node: Element | null = el;
    while (node && /rgba\(.*, 0\)$|transparent/.test(getComputedStyle(node).backgroundColor)) {
      node = node.parentElement;
    }
    return [
      getComputedStyle(el).color,
      node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)',
    ];
  });
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const feedbackCases = [
  {
    locale: 'zh-Hans',
    path: '/docs/install/quick',
    question: '这篇文档有帮助吗？',
    yes: '有帮助',
    no: '没帮助',
    title: '[文档反馈] 没帮助：快速开始',
  },
  {
    locale: 'en',
    path: '/en/docs/install/quick',
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    title: '[Docs feedback] Not helpful: Quick Start',
  },
];

describe('page feedback', () => {
  for (const c of feedbackCases) {
    for (const mode of modes) {
      it(`asks at the end of a ${c.locale} doc in ${mode} mode and opens the prefilled issue from the keyboard`, async () => {
        const { page, errors } = await openIn(mode, c.path);
        // The feedback channel is stubbed: the test checks the URL, not GitHub.
        await page
          .context()
          .route('https://github.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
          );
        const section = page.locator('article section[aria-labelledby="page-feedback-question"]');
        await section.scrollIntoViewIfNeeded();
        assert.ok(await section.isVisible());
        assert.equal(
          (await section.locator('#page-feedback-question').innerText()).trim(),
          c.question,
        );
        const yes = section.locator('a[data-feedback="yes"]');
        const no = section.locator('a[data-feedback="no"]');
        assert.equal((await yes.innerText()).trim(), c.yes);
        assert.equal((await no.innerText()).trim(), c.no);
        for (const link of [yes, no]) {
          assert.equal(await link.getAttribute('target'), '_blank');
          assert.match((await link.getAttribute('rel')) ?? '', /noopener/);
          assert.ok((await contrast(link)) >= 4.5, `${mode} contrast`);
        }

        await no.focus();
        assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), c.no);
        const [popup] = await Promise.all([
          page.context().waitForEvent('page'),
          page.keyboard.press('Enter'),
        ]);
        await popup.waitForLoadState('domcontentloaded');
        const url = new URL(popup.url());
        assert.equal(
          url.origin + url.pathname,
          'https://github.com/sagoo-cloud/sagooiot/issues/new',
        );
        const title = (await page.locator('article h1').innerText()).trim();
        assert.equal(url.searchParams.get('title'), c.title);
        assert.ok(c.title.endsWith(title), `issue title names the page "${title}"`);
        const body = url.searchParams.get('body') ?? '';
        assert.ok(body.includes(`page: ${title}\n`), body);
        assert.ok(body.includes(`url: ${settings.siteUrl}${c.path}\n`), body);
        assert.ok(body.includes(`locale: ${c.locale}\n`), body);
        assert.ok(body.includes('helpful: no\n'), body);
        assert.equal(url.searchParams.get('title')?.includes('#'), false);
        await popup.close();

        const yesUrl = new URL((await yes.getAttribute('href')) ?? '');
        assert.ok(yesUrl.searchParams.get('body')?.includes('helpful: yes\n'));
        // No cookies, no tracking: the answer is only a link.
        assert.deepEqual(await page.context().cookies(), []);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }
});

const editionCases = [
  {
    locale: 'zh-Hans',
    path: '/community/install/sagooiot-install',
    links: {
      专业版: '/docs/install/sagooiot-install',
      企业版: '/enterprise/install/sagooiot-install',
    },
    label: '其他版本也有本页：',
    follow: '企业版',
    backLabel: '社区版',
  },
  {
    locale: 'en',
    path: '/en/docs/install/config',
    links: {
      Community: '/en/community/install/config',
      Enterprise: '/en/enterprise/install/config',
    },
    label: 'This page is also in:',
    follow: 'Community',
    backLabel: 'Professional',
  },
];

describe('edition hints', () => {
  for (const c of editionCases) {
    for (const mode of modes) {
      it(`link a ${c.locale} doc to the same page in the other editions in ${mode} mode`, async () => {
        const { page, errors } = await openIn(mode, c.path);
        const hints = page.locator('nav[data-edition-hints]');
        assert.ok(await hints.isVisible());
        assert.equal((await hints.locator('span').first().innerText()).trim(), c.label);
        const links = Object.fromEntries(
          await hints
            .locator('a')
            .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')])),
        );
        assert.deepEqual(links, c.links);
        for (const link of await hints.locator('a').all()) {
          assert.ok((await contrast(link)) >= 4.5, `${mode} contrast`);
        }

        const sourceTitle = (await page.locator('article h1').innerText()).trim();
        await hints.locator('a', { hasText: c.follow }).click();
        const target = c.links[c.follow as keyof typeof c.links];
        await page.waitForURL((u) => u.pathname === target);
        await page.locator('article h1').waitFor();
        assert.match(
          (await page.getAttribute('html', 'class')) ?? '',
          /docs-doc-page/,
          'the link opens a doc',
        );
        if (c.locale === 'zh-Hans') {
          assert.equal((await page.locator('article h1').innerText()).trim(), sourceTitle);
        }
        const back = page.locator('nav[data-edition-hints] a', { hasText: c.backLabel });
        assert.equal(await back.getAttribute('href'), c.path);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }

  it('are absent from a page no other edition has', async () => {
    const page = await site.open('/develop/base');
    assert.equal(await page.locator('nav[data-edition-hints]').count(), 0);
    await page.close();
  });
});
