/**
 * Browser harness: the production build served on loopback, driven in the
 * system Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const root = path.join(__dirname, '../..');

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  try {
    const managed = chromium.executablePath();
    if (managed && fs.existsSync(managed)) return managed;
  } catch {
    // no Playwright-managed browser either
  }
  throw new Error(
    'No Chromium found. Install it (Debian: `apt-get install chromium`) or set CHROME_PATH to a Chrome/Chromium binary.',
  );
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface SiteServer {
  origin: string;
  stop(): Promise<void>;
}

/** Serves build/ with `docusaurus serve`, as a reader's static host would. */
export async function serveBuild(): Promise<SiteServer> {
  if (!fs.existsSync(path.join(root, 'build/index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first.');
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    { cwd: root, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(origin);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('docusaurus serve did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

export interface SiteInBrowser {
  readonly origin: string;
  readonly browser: Browser;
  /** Opens a site path in a new page and waits until React has hydrated it. */
  open(path: string): Promise<Page>;
}

/**
 * Serves the build and launches Chromium once for the calling test file,
 * closing both when its tests end.
 */
export function siteInBrowser(): SiteInBrowser {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await serveBuild();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const site: SiteInBrowser = {
    get origin() {
      if (!server) throw new Error('the site is served only inside tests');
      return server.origin;
    },
    get browser() {
      if (!browser) throw new Error('the browser runs only inside tests');
      return browser;
    },
    async open(path) {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${site.origin}${encodeURI(path)}`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 15_000 });
      return page;
    },
  };
  return site;
}

/** Resolves once React has hydrated the page (the theme marks `<html>`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]');
}

/** Opens `path` of the served site in a new tab of `context`, hydrated. */
export async function openPage(
  context: BrowserContext,
  server: SiteServer,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${server.origin}${path}`);
  await hydrated(page);
  return page;
}

/**
 * The browser-storage key that starts with `prefix`. With `future.v4` the theme
 * suffixes every key with a per-site namespace, so tests match by prefix.
 */
export async function storageKey(page: Page, prefix: string): Promise<string | undefined> {
  return page.evaluate(
    (p) => Object.keys(window.localStorage).find((key) => key.startsWith(p)),
    prefix,
  );
}

/**
 * Puts the context in a colour mode the way a reader does: with the navbar
 * toggle. Each locale (base URL) stores its own choice.
 */
export async function setColourMode(
  context: BrowserContext,
  server: SiteServer,
  mode: 'light' | 'dark',
  localePrefix = '',
): Promise<void> {
  const page = await openPage(context, server, `${localePrefix}/`);
  if ((await page.getAttribute('html', 'data-theme')) !== mode) {
    await page.click('button[class*="toggleButton"]');
  }
  await page.close();
}
