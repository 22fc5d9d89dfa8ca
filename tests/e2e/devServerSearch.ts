/**
 * Search while authoring: the development server (`docusaurus start`, what
 * `npm start` runs) has no search index, since the build writes it. The modal
 * and the search page say so and how to try the search (`npm run site`)
 * instead of "unable to fetch results … check your network connection", and
 * nothing asks for an index. Starts the dev server of one locale on a free
 * port (a full development compile): `npm run test:full` runs both locales.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, buildTimeoutMs, describe, it } from '../testing';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_PREVIEW_GUIDE } from '../../src/plugins/local-search/protocol';
import {
  freePort,
  hydrated,
  launchBrowser,
  type LocaleFacts,
  readerContextOptions,
} from './harness';

const root = path.join(__dirname, '../..');
const STARTUP_LIMIT_MS = 300_000;

/** `docusaurus start` of one locale on a free port, once it answers. */
async function startDevServer(args: string[], readyPath: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      ...args,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        BROWSER: 'none',
        // Its own generated files: other browser test files may build the site meanwhile.
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-dev-server-test',
        // Nor the build's persistent cache, which is not keyed on the generated files.
        DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      },
      stdio: 'ignore',
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  // The dev server answers once the first client bundle is compiled.
  for (;;) {
    try {
      if ((await fetch(`${origin}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`docusaurus start exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('docusaurus start did not answer within 5 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, stop };
}

const devServerLocales = [
  {
    name: 'zh-Hans',
    args: [],
    base: '',
    query: '物模型',
    title: '开发服务器没有搜索索引',
    link: '本地预览说明',
    networkError: /网络|无法获取/,
    section: /本地预览/,
  },
  {
    name: 'en',
    args: ['--locale', 'en'],
    base: '/en',
    query: 'thing model',
    title: 'The development server has no search index',
    link: 'Previewing locally',
    networkError: /network|Unable to fetch/,
    section: /Preview/,
  },
];

/** Starts the dev server of `localeName` and searches in it. */
export function describeDevServerSearch(localeName: LocaleFacts['name']): void {
  const locale = devServerLocales.find(({ name }) => name === localeName)!;
  describe(`search in the dev server (${locale.name})`, () => {
    let origin = '';
    let stopServer: () => Promise<void> = async () => {};
    let browser: Browser;

    // Longer than the startup limit, so that a slow start fails with its own message.
    before(
      async () => {
        ({ origin, stop: stopServer } = await startDevServer(locale.args, `${locale.base}/`));
        browser = await launchBrowser();
      },
      { timeout: buildTimeoutMs },
    );

    after(async () => {
      await browser?.close();
      await stopServer();
    });

    /** A page of the dev server, hydrated, and the search requests it makes. */
    async function open(url: string): Promise<{ page: Page; searchRequests: string[] }> {
      const context = await browser.newContext(readerContextOptions);
      const page = await context.newPage();
      const searchRequests: string[] = [];
      context.on('request', (request) => {
        if (/search-(manifest|index)/.test(request.url())) searchRequests.push(request.url());
      });
      await page.goto(`${origin}${locale.base}${url}`, { waitUntil: 'domcontentloaded' });
      await hydrated(page, 60_000);
      return { page, searchRequests };
    }

    it('says in the modal that the index comes from the build and how to preview it', async () => {
      const { page, searchRequests } = await open('/docs/base/introduce');
      await page.locator('.DocSearch-Button').hover();
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Modal .DocSearch-Input');
      await input.waitFor({ timeout: 30_000 });
      await input.fill(locale.query);
      const screen = page.locator('.DocSearch-NoResults');
      await screen.waitFor({ timeout: 10_000 });
      const text = await screen.innerText();
      assert.ok(text.includes(locale.title), text);
      assert.match(text, /npm run build/);
      assert.match(text, /npm run site/);
      assert.doesNotMatch(text, locale.networkError);
      const guide = screen.getByRole('link', { name: locale.link });
      assert.equal(await guide.getAttribute('href'), `${locale.base}${LOCAL_PREVIEW_GUIDE}`);
      assert.deepEqual(searchRequests, [], 'no index is asked for');
      await page.context().close();
    });

    it('says the same on the search page', async () => {
      const { page, searchRequests } = await open(`/search?q=${locale.query}`);
      const status = page.locator('.search-page-wrapper [role="status"]');
      await status.getByText(locale.title).waitFor({ timeout: 10_000 });
      assert.match(await status.innerText(), /npm run site/);
      assert.equal(
        await status.getByRole('link', { name: locale.link }).getAttribute('href'),
        `${locale.base}${LOCAL_PREVIEW_GUIDE}`,
      );
      assert.deepEqual(searchRequests, []);
      await page.context().close();
    });

    it('links to the guide section on previewing the site', async () => {
      const { page } = await open(LOCAL_PREVIEW_GUIDE);
      const [pagePath, anchor] = LOCAL_PREVIEW_GUIDE.split('#');
      assert.equal(new URL(page.url()).pathname, `${locale.base}${pagePath}`);
      const section = page.locator(`[id="${anchor}"]`);
      await section.waitFor({ timeout: 10_000 });
      assert.match(await section.innerText(), locale.section);
      await page.context().close();
    });
  });
}
