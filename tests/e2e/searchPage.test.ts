/**
 * The search page (`/search`, `/en/search`) as a reader uses it, in Chromium against the
 * production build, and the reader questions of the question set in the modal and on the
 * page. The modal's own behaviour: search.test.ts (two files, so they run side by side).
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { searchQuestions, topPages, type QuestionLocale } from '../searchQuestions';
import { hitUrls, searchInModal, searchResultPaths, siteInBrowser } from './harness';

const site = siteInBrowser();

describe('search page', () => {
  it('shows results for ?q= and keeps the query in the URL', async () => {
    const page = await site.open('/search?q=规则引擎');
    const input = page.locator('input[name="q"]');
    assert.equal(await input.inputValue(), '规则引擎');
    const links = page.locator('main ol a, .search-page-wrapper ol a');
    await links.first().waitFor({ timeout: 10_000 });
    const urls = await links.evaluateAll((all) =>
      all.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)),
    );
    assert.ok(
      urls.slice(0, 3).includes('/docs/iot/ruleEngine/instance'),
      urls.slice(0, 5).join(' '),
    );
    await input.fill('thing');
    await page.waitForURL(/q=thing/, { timeout: 10_000 });
    await page.close();
  });

  for (const { path, scope } of [
    { path: '/search', scope: /文档只在所选版本中查找/ },
    { path: '/en/search', scope: /Docs are searched in the edition selected above/ },
  ]) {
    it(`says what it searches until a query is typed (${path})`, async () => {
      const page = await site.open(path);
      const help = page.locator('.search-page-wrapper p', { hasText: 'Ctrl + K' });
      assert.match(await help.innerText(), scope);
      await page.locator('input[name="q"]').fill('mqtt');
      await help.waitFor({ state: 'detached' });
      await page.close();
    });
  }

  it('works in English', async () => {
    const page = await site.open('/en/search?q=thing model');
    const links = page.locator('.search-page-wrapper ol a');
    await links.first().waitFor({ timeout: 10_000 });
    const first = await links.first().getAttribute('href');
    assert.ok(first?.startsWith('/en/'), first ?? '');
    await page.close();
  });
});

const VERSIONED = /^(\/en)?\/(docs|develop|cases|join|community|enterprise)(\/|$)/;

describe('search page edition selector', () => {
  it('offers the editions under the navbar names and scopes the results to the chosen one', async () => {
    const page = await site.open('/search?q=物模型');
    const select = page.locator('select[name="edition"]');
    // The navbar's version dropdown (its menu is hidden until hovered).
    const navbarEditions = await page
      .locator('.navbar .dropdown__menu')
      .first()
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.textContent?.trim()));
    assert.deepEqual(await select.locator('option').allInnerTexts(), navbarEditions);
    assert.deepEqual(navbarEditions, ['专业版', '社区版', '企业版']);
    // Professional by default, as in the modal on a page of no edition.
    assert.equal(await select.inputValue(), 'current');
    const professional = await searchResultPaths(page);
    assert.ok(
      professional.some((p) => p.startsWith('/docs/')),
      professional.join(' '),
    );
    assert.ok(!professional.some((p) => /^\/(community|enterprise)(\/|$)/.test(p)));

    await select.selectOption('community');
    await page.waitForURL(/edition=community/, { timeout: 10_000 });
    assert.equal(new URL(page.url()).searchParams.get('q'), '物模型');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.search-page-wrapper ol a')).some((a) =>
          new URL((a as HTMLAnchorElement).href).pathname.startsWith('/community'),
        ),
      undefined,
      { timeout: 10_000 },
    );
    const community = await searchResultPaths(page);
    const outside = community.filter((p) => VERSIONED.test(p) && !p.startsWith('/community'));
    assert.deepEqual(outside, []);
    await page.close();
  });

  it('reads the edition from the URL on the English site', async () => {
    const page = await site.open('/en/search?q=gateway&edition=enterprise');
    const select = page.locator('select[name="edition"]');
    assert.equal(await select.inputValue(), 'enterprise');
    assert.equal((await select.locator('option:checked').innerText()).trim(), 'Enterprise');
    const paths = await searchResultPaths(page);
    assert.ok(
      paths.some((p) => p.startsWith('/en/enterprise/')),
      paths.join(' '),
    );
    assert.deepEqual(
      paths.filter((p) => VERSIONED.test(p) && !p.startsWith('/en/enterprise')),
      [],
    );
    await page.close();
  });

  it('is reached from the modal with the edition being read', async () => {
    const page = await site.open('/community');
    await searchInModal(page, '物模型');
    await hitUrls(page);
    await page.locator('.DocSearch-HitsFooter a').click();
    await page.waitForURL(/\/search\?/, { timeout: 10_000 });
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('q'), '物模型');
    assert.equal(url.searchParams.get('edition'), 'community');
    assert.equal(await page.locator('select[name="edition"]').inputValue(), 'community');
    await page.close();
  });
});

/** Questions of the question set (tests/searchQuestions.ts) a reader asks in each locale. */
const readerQuestions: Array<{
  locale: QuestionLocale;
  base: string;
  modal: string[];
  page: string[];
}> = [
  {
    locale: 'zh-Hans',
    base: '/',
    modal: ['如何添加一个设备', '设备影子是什么', '怎么用docker部署sagooiot'],
    page: ['默认账号密码是什么', 'HTTP接入设备'],
  },
  {
    locale: 'en',
    base: '/en/',
    modal: ['how do I add a device', 'subdevice topics', 'configuraton file reference'],
    page: ['what is the default admin password', 'how do I set up alarm rules'],
  },
];

describe('reader questions', () => {
  for (const { locale, base, modal, page: onPage } of readerQuestions) {
    const answersOf = (query: string) => {
      const question = searchQuestions[locale].find((q) => q.query === query);
      assert.ok(question, `"${query}" is in the question set`);
      return question.answers;
    };
    /** The first pages listed, as paths from the locale's base URL. */
    const firstPages = (paths: string[]) =>
      topPages(paths.map((p) => decodeURI(p).slice(base.length)));

    for (const query of modal) {
      it(`answers "${query}" among the first pages the modal shows (${locale})`, async () => {
        const answers = answersOf(query);
        const page = await site.open(`${base}docs/base/introduce`);
        await searchInModal(page, query);
        const shown = firstPages(await hitUrls(page));
        assert.ok(
          shown.some((p) => answers.includes(p)),
          `${shown.join(' ')} (want ${answers.join(' ')})`,
        );
        await page.close();
      });
    }

    for (const query of onPage) {
      it(`answers "${query}" among the first results of the search page (${locale})`, async () => {
        const answers = answersOf(query);
        // The harness encodes the path (encodeURI).
        const page = await site.open(`${base}search?q=${query}`);
        const listed = firstPages(await searchResultPaths(page));
        assert.ok(
          listed.some((p) => answers.includes(p)),
          `${listed.join(' ')} (want ${answers.join(' ')})`,
        );
        await page.close();
      });
    }
  }
});
