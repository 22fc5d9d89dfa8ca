import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, buildTimeoutMs, describe, it } from '../testing';
import type { Browser } from 'playwright-core';
import {
  hydrated,
  launchBrowser,
  type LocaleFacts,
  locales,
  serveBuild,
  type SiteServer,
} from './harness';

/**
 * A sub-path deployment: the site built with BASE_URL=/docs-site/ into its own
 * folder, served under that path as a host would. A handful of pages load,
 * hydrate, log no error and keep every link (the other locale's too) under the base.
 * One locale is built per run of it (a build costs about 1½ minutes):
 * `npm test` takes English, whose pages carry both the base URL and the
 * locale prefix; `npm run test:full` adds Chinese, the site's root.
 */
const BASE = '/docs-site/';
const root = path.join(__dirname, '../..');
const env = {
  ...process.env,
  BASE_URL: BASE,
  NO_UPDATE_NOTIFIER: '1',
  // Its own generated files: other browser test files may run the dev server meanwhile.
  DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-base-url-test',
  // Rspack's persistent cache is not keyed on the base URL: the English pages
  // were built with the main build's links (/en/… instead of /docs-site/en/…).
  DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
};
const PAGES = [
  '',
  'docs/iot/device/instance',
  'category/device-access',
  'blog',
  'search',
  'showcase',
];

/** Builds `localeName` alone for BASE_URL and checks its pages in Chromium. */
export function describeBaseUrlBuild(localeName: LocaleFacts['name']): void {
  const locale = locales.find(({ name }) => name === localeName)!;
  const localeDir = locale.prefix.slice(1);
  const outDir = path.join(os.tmpdir(), `sagooiot-docs-base-url-build-${localeName}`);

  describe(`${localeName} built for BASE_URL=${BASE}`, () => {
    let server: SiteServer | undefined;
    let browser: Browser | undefined;
    let origin = '';

    before(
      async () => {
        fs.rmSync(outDir, { recursive: true, force: true });
        await promisify(execFile)(
          process.execPath,
          // Unminified: the check is about paths, and minifying is a quarter of the build's
          // processor time (62 → 47 CPU-seconds for the English site).
          [
            '--import',
            'tsx',
            'scripts/build.mjs',
            '--locale',
            localeName,
            '--out-dir',
            outDir,
            '--no-minify',
          ],
          // A build still running when the hook times out is stopped with it.
          { cwd: root, env, maxBuffer: 64 * 1024 * 1024, timeout: buildTimeoutMs },
        );
        server = await serveBuild({ dir: outDir, baseUrl: BASE });
        origin = server.origin;
        browser = await launchBrowser();
      },
      { timeout: buildTimeoutMs },
    );

    after(async () => {
      await browser?.close();
      await server?.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    });

    it(`writes the pages under ${BASE}${localeDir}`, () => {
      assert.ok(fs.existsSync(path.join(outDir, localeDir, 'index.html')));
      assert.ok(fs.existsSync(path.join(outDir, '_headers')));
    });

    for (const page of PAGES.map((page) => `${localeDir}${localeDir && '/'}${page}`)) {
      it(`${BASE}${page} loads, hydrates and links under ${BASE}`, async () => {
        const tab = await browser!.newPage();
        const problems: string[] = [];
        tab.on('console', (m) => {
          if (m.type() === 'error') problems.push(m.text());
        });
        tab.on('pageerror', (e) => problems.push(e.message));
        try {
          const response = await tab.goto(`${origin}${BASE}${page}`, { waitUntil: 'load' });
          assert.equal(response?.status(), 200);
          await hydrated(tab, 15_000);
          const outside = await tab.$$eval(
            'a[href], link[href], script[src]',
            (nodes, base) =>
              nodes
                .map((n) => (n as HTMLAnchorElement).href || (n as HTMLScriptElement).src)
                .filter((url) => new URL(url).origin === location.origin)
                .filter((url) => !new URL(url).pathname.startsWith(base)),
            BASE,
          );
          assert.deepEqual(outside, []);
          assert.deepEqual(problems, []);
        } finally {
          await tab.close();
        }
      });
    }
  });
}
