/**
 * A sub-path deployment: the site built with BASE_URL=/docs-site/ (both locales, as
 * `npm run build` writes them) and served under that path as a host would. A handful
 * of pages of each locale load, hydrate, log no error and keep every link, the other
 * locale's too, under the base.
 *
 * `npm run test:full` builds the site for this into a temporary folder (unminified:
 * the check is about paths). The deploy workflow browses the build it publishes:
 * `SUB_PATH_BUILD=build BASE_URL=/its-base/ npm run test:sub-path`. `npm test` checks
 * the same rule on the English pages of the root build, whose base is `/en/`
 * (tests/build/site.test.ts).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, buildTimeoutMs, describe, it } from '../../testing';
import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, locales, serveBuild, type SiteServer } from '../harness';

const root = path.join(__dirname, '../../..');
const prebuilt = process.env.SUB_PATH_BUILD;
const BASE = prebuilt ? (process.env.BASE_URL ?? '') : '/docs-site/';
const PAGES = [
  '',
  'docs/iot/device/instance',
  'category/device-access',
  'blog',
  'search',
  'showcase',
];

describe(`the site built for BASE_URL=${BASE}`, () => {
  const outDir = prebuilt
    ? path.resolve(root, prebuilt)
    : path.join(os.tmpdir(), 'sagooiot-docs-base-url-build');
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  let origin = '';

  before(
    async () => {
      assert.match(BASE, /^\/.+\/$/, 'a sub-path base: /name/ (BASE_URL)');
      if (!prebuilt) {
        fs.rmSync(outDir, { recursive: true, force: true });
        await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'scripts/build.mjs', '--out-dir', outDir, '--no-minify'],
          {
            cwd: root,
            env: {
              ...process.env,
              BASE_URL: BASE,
              NO_UPDATE_NOTIFIER: '1',
              // Its own generated files: other browser test files may run the dev server meanwhile.
              DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-base-url-test',
              // Rspack's persistent cache is not keyed on the base URL: pages came out with
              // the root build's links (/en/… instead of /docs-site/en/…).
              DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
            },
            maxBuffer: 64 * 1024 * 1024,
            // A build still running when the hook times out is stopped with it.
            timeout: buildTimeoutMs,
          },
        );
      }
      server = await serveBuild({ dir: outDir, baseUrl: BASE });
      origin = server.origin;
      browser = await launchBrowser();
    },
    { timeout: buildTimeoutMs },
  );

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (!prebuilt) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it(`writes both locales under ${BASE}`, () => {
    for (const locale of locales) {
      assert.ok(fs.existsSync(path.join(outDir, locale.prefix, 'index.html')), locale.name);
    }
    assert.ok(fs.existsSync(path.join(outDir, '_headers')));
  });

  for (const locale of locales) {
    for (const page of PAGES.map(
      (page) => `${locale.prefix.slice(1)}${locale.prefix && page && '/'}${page}`,
    )) {
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
  }
});
