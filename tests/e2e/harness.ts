/**
 * Browser harness: the production build served on loopback, driven in the
 * system Chromium through playwright-core.
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before } from '../testing';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { headersFor, parseHeadersFile } from '../headersFile';
import { PAGE_TEMPLATES, type PageTemplate } from '../pageTemplates';

const root = path.join(__dirname, '../..');

/**
 * The browser the tests drive. By default the headless shell (Debian's
 * `chromium-headless-shell`, what Playwright itself runs headless): same Blink,
 * without the full browser's window machinery, it runs the layout tests in
 * 97 s where `chromium` takes 156 (35 and 69 CPU-seconds as `time` counts). `browser`
 * asks for the full Chromium (Lighthouse, whose figures the README compares).
 * CHROME_PATH overrides both.
 */
export function chromiumPath(kind: 'headless-shell' | 'browser' = 'headless-shell'): string {
  const candidates = [
    process.env.CHROME_PATH,
    ...(kind === 'headless-shell' ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
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

/** A free loopback port (the site server, Lighthouse's debugging port). */
export async function freePort(): Promise<number> {
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

/**
 * Every HTTP server a test starts: on loopback (`port` 0 picks a free one), and
 * stopped with its connections closed first. `server.close()` alone waits for
 * every open connection, and Chromium keeps idle keep-alive connections open:
 * a test once hung on one for 14 minutes.
 */
export async function startServer(
  handler: http.RequestListener,
  port = 0,
): Promise<SiteServer & { port: number }> {
  // Idle keep-alive connections stay open until `stop()`: with Node's 5-second default, a
  // client on a loaded machine could reuse a connection the server was closing (ECONNRESET).
  const server = http.createServer({ keepAliveTimeout: 10 * 60_000 }, handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    port: address.port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ServedPage {
  html: string;
  headers?: Record<string, string>;
}

export interface ServeOptions {
  /** Build folder (default build/). */
  dir?: string;
  /** The base URL the build was made with (BASE_URL; default `/`). */
  baseUrl?: string;
  /**
   * Gzip responses, as nginx (deploy/nginx.conf) or a CDN does; without it
   * every file goes out uncompressed, which would make Lighthouse simulate a
   * slow network downloading 3–4× the real bytes.
   */
  compress?: boolean;
  /**
   * Pages served in place of the build's (or beside them), by URL path, for
   * tests that alter a built page; with their own headers instead of the rules'.
   */
  pages?: Record<string, ServedPage>;
}

/**
 * Serves a build on loopback as a reader's static host would: the files as
 * `docusaurus serve` answers them (serve-handler, clean URLs, the build's
 * 404.html), and each path with the headers the build's `_headers` file gives
 * it, as Netlify or Cloudflare Pages do (nginx reads the same policy:
 * deploy/nginx.conf). One server in this process: an earlier proxy in front of
 * `docusaurus serve` now and then failed a chunk on a connection being closed.
 */
export async function serveBuild({
  dir = path.join(root, 'build'),
  baseUrl = '/',
  compress = false,
  pages = {},
}: ServeOptions = {}): Promise<SiteServer> {
  // A build has its home page at the root, or (one locale built alone) the headers file.
  const headersFile = path.join(dir, '_headers');
  if (!fs.existsSync(path.join(dir, 'index.html')) && !fs.existsSync(headersFile)) {
    throw new Error(`No production build in ${dir}: run \`npm run build\` first.`);
  }
  const headerRules = fs.existsSync(headersFile)
    ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8'))
    : [];
  // The middleware works on plain Node requests; its types are written for Express.
  const gzip = compress
    ? (compression() as unknown as (
        req: http.IncomingMessage,
        res: http.ServerResponse,
        next: () => void,
      ) => void)
    : (_req: http.IncomingMessage, _res: http.ServerResponse, next: () => void) => next();
  return startServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = decodeURIComponent(new URL(url, 'http://site').pathname);
    const page = pages[pathname];
    const headers = page?.headers ?? headersFor(headerRules, pathname);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    gzip(req, res, () => {
      if (page) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page.html);
        return;
      }
      // What `docusaurus serve` does with a base URL (core 3.10 lib/commands/serve.js).
      if (!url.startsWith(baseUrl)) {
        res.writeHead(302, { Location: baseUrl }).end();
        return;
      }
      // A folder asked for without its slash (the English home, /en) redirects, as
      // GitHub Pages, Cloudflare Pages and deploy/nginx.conf answer it.
      const relative = pathname.slice(baseUrl.length);
      if (
        relative &&
        !relative.endsWith('/') &&
        fs.existsSync(path.join(dir, relative, 'index.html')) &&
        !fs.existsSync(path.join(dir, `${relative}.html`))
      ) {
        res.writeHead(301, { Location: `${pathname}/`, 'Cache-Control': 'max-age=600' }).end();
        return;
      }
      req.url = url.replace(baseUrl, '/');
      serveHandler(req, res, { public: dir, cleanUrls: true, directoryListing: false }).catch(
        () => res.headersSent || res.writeHead(500).end(),
      );
    });
  });
}

/** A reader's desktop window: wider than the 996 px breakpoint. */
export const desktopViewport = { width: 1280, height: 900 };

/** A reader's phone: narrower than the breakpoint, with a touch screen. */
export const phoneScreen = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/**
 * Browser contexts of the tests: desktop window, service worker blocked.
 * Playwright's routes never see requests a service worker answers, and the
 * offline worker would otherwise serve pages from its cache between tests;
 * only tests/e2e/offline.test.ts lets it run.
 */
export const readerContextOptions = {
  viewport: desktopViewport,
  serviceWorkers: 'block',
  // A reader whose languages are neither of the site's: no note offers the other locale
  // (Playwright's own default is en-US; tests/e2e/languageNote.test.ts sets its readers').
  locale: 'de-DE',
} as const satisfies BrowserContextOptions;

export interface SiteInBrowser {
  readonly origin: string;
  readonly browser: Browser;
  /**
   * A blank tab at the desktop viewport, in `context`, or else in the test
   * file's reader context with the site's storage cleared: a first visit as
   * far as cookies, local storage, IndexedDB and caches go, while the HTTP
   * cache stays warm as for a returning reader. A context of its own per tab
   * cost twice the processor time of a page (measured: 2.4–2.8 against
   * 1.1–1.3 CPU-seconds a doc page). Pass a context for other options, for
   * routes or listeners on the context, or for a cold cache.
   */
  newPage(context?: BrowserContext): Promise<Page>;
  /** Loads a site path in `page` and waits until React has hydrated it. */
  goto(page: Page, path: string): Promise<Page>;
  /** Opens a site path in a new tab (see `newPage`), hydrated. */
  open(path: string, context?: BrowserContext): Promise<Page>;
  /**
   * Runs `body` in the file's reader context as a new reader (the site's
   * storage cleared, permissions revoked, as for `newPage`), closing the tabs
   * it opened: for a test whose tabs share storage and need no other options.
   */
  inReaderContext<T>(body: (context: BrowserContext) => Promise<T>): Promise<T>;
  /** Runs `body` in a fresh browser context, closed afterwards. */
  inContext<T>(
    body: (context: BrowserContext) => Promise<T>,
    options?: BrowserContextOptions,
  ): Promise<T>;
}

/**
 * Serves the build (with `serveOptions()`, read when the tests start) and
 * launches Chromium once for the calling test file, closing both when its tests end.
 */
export function siteInBrowser(
  serveOptions?: () => ServeOptions | Promise<ServeOptions>,
): SiteInBrowser {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  let readerContext: Promise<BrowserContext> | undefined;
  before(async () => {
    server = await serveBuild(await serveOptions?.());
    browser = await launchBrowser();
  });
  after(async () => {
    await (await readerContext)?.close();
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
    async newPage(context) {
      if (context) return context.newPage();
      readerContext ??= site.browser.newContext(readerContextOptions);
      const page = await (await readerContext).newPage();
      await page.context().clearPermissions();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: site.origin, storageTypes: 'all' });
      await cdp.detach();
      return page;
    },
    async goto(page, path) {
      await page.goto(`${site.origin}${encodeURI(path)}`, { waitUntil: 'domcontentloaded' });
      await hydrated(page);
      return page;
    },
    async open(path, context) {
      return site.goto(await site.newPage(context), path);
    },
    async inReaderContext(body) {
      // A blank tab clears the storage; it closes with the body's tabs.
      const context = (await site.newPage()).context();
      try {
        return await body(context);
      } finally {
        await Promise.all(context.pages().map((page) => page.close()));
      }
    },
    async inContext(body, options) {
      const context = await site.browser.newContext({ ...readerContextOptions, ...options });
      try {
        return await body(context);
      } finally {
        await context.close();
      }
    },
  };
  return site;
}

/**
 * Resolves once React has hydrated the page (the theme marks `<html>`), within
 * `timeout` ms. The page watches its own attribute: a selector wait would put
 * Playwright's injected script into every document, a third of a page's cost
 * in a sweep of pages (measured, 80 pages in one tab: 0.63 → 0.44 CPU-seconds
 * a page). A navigation meanwhile (a redirect page) is waited through.
 */
export async function hydrated(page: Page, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const done = await page.evaluate(
        (ms) =>
          new Promise<boolean>((resolve) => {
            const root = document.documentElement;
            if (root.dataset.hasHydrated === 'true') return resolve(true);
            const observer = new MutationObserver(() => {
              if (root.dataset.hasHydrated !== 'true') return;
              observer.disconnect();
              resolve(true);
            });
            observer.observe(root, { attributeFilter: ['data-has-hydrated'] });
            setTimeout(() => resolve(false), ms);
          }),
        Math.max(0, deadline - Date.now()),
      );
      if (done) return;
      throw new Error(`${page.url()} did not hydrate within ${timeout} ms`);
    } catch (error) {
      const navigated = /Execution context was destroyed/.test(String(error));
      if (!navigated || Date.now() > deadline) throw error;
    }
  }
}

/** `Intl` constructors whose use a page's load may be checked for. */
export type IntlConstructor = 'DateTimeFormat';

/**
 * Counts, from the page's start, each construction of `Intl[name]`; read the
 * count with `intlConstructions`.
 */
export async function countIntlConstructions(page: Page, name: IntlConstructor): Promise<void> {
  await page.addInitScript((intlName: IntlConstructor) => {
    const counts = ((window as unknown as { intlCounts?: Record<string, number> }).intlCounts ??=
      {});
    counts[intlName] = 0;
    const intl = Intl as unknown as Record<IntlConstructor, new (...args: unknown[]) => object>;
    intl[intlName] = new Proxy(intl[intlName], {
      construct(target, args) {
        counts[intlName] += 1;
        return Reflect.construct(target, args) as object;
      },
    });
  }, name);
}

/** How many times the page has constructed `Intl[name]` (see `countIntlConstructions`). */
export function intlConstructions(page: Page, name: IntlConstructor): Promise<number> {
  return page.evaluate(
    (intlName) =>
      (window as unknown as { intlCounts: Record<string, number> }).intlCounts[intlName],
    name,
  );
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

export const colourToggle = 'button[class*="toggleButton"]';

/** Where a Mermaid diagram is (or, drawn near the viewport by the speed layer, will be) drawn. */
export const diagramPlace = '.diagram-slot, .docusaurus-mermaid-container';

/** A page with two Mermaid diagrams; they may be drawn only near the viewport. */
export const diagramsPage = '/docs/iot/device/instance';

/** Brings every diagram of the page into view and waits until both are drawn. */
export async function drawDiagrams(page: Page): Promise<void> {
  for (const slot of await page.locator(diagramPlace).all()) {
    await slot.scrollIntoViewIfNeeded();
  }
  await page.locator('.docusaurus-mermaid-container svg').nth(1).waitFor();
}

/**
 * Puts `context` in a colour mode the way a reader does: with the navbar
 * toggle. Each locale (base URL) stores its own choice.
 */
export async function setColourMode(
  site: SiteInBrowser,
  context: BrowserContext,
  mode: 'light' | 'dark',
  localePrefix: LocaleFacts['prefix'],
): Promise<void> {
  const page = await site.open(`${localePrefix}/`, context);
  if ((await page.getAttribute('html', 'data-theme')) !== mode) await page.click(colourToggle);
  await page.close();
}

/**
 * A reader's context in colour mode `mode` for a locale, opened before the
 * tests of the calling `describe` and closed after them; `prepare` runs on it
 * before its first page (to watch it from the start). Returns its getter.
 */
export function contextInColourMode(
  site: SiteInBrowser,
  mode: 'light' | 'dark',
  localePrefix: LocaleFacts['prefix'],
  prepare?: (context: BrowserContext) => Promise<void>,
): () => BrowserContext {
  let context: BrowserContext | undefined;
  before(async () => {
    context = await site.browser.newContext(readerContextOptions);
    await prepare?.(context);
    await setColourMode(site, context, mode, localePrefix);
  });
  after(() => context?.close());
  return () => {
    if (!context) throw new Error('the context exists only inside tests');
    return context;
  };
}

/** What the browser tests expect of the site, per locale (spec §2, §8, §9). */
export interface LocaleFacts {
  name: 'zh-Hans' | 'en';
  /** URL prefix of the locale: zh-Hans is the default at `/`. */
  prefix: '' | '/en';
  htmlLang: string;
  siteTitle: string;
  editions: [string, string, string];
  texts: {
    notFoundTitle: string;
    notFound: string;
    crashed: string;
    tryAgain: string;
    backToMainMenu: string;
    skipToContent: string;
    copyCode: string;
    systemMode: string;
  };
}

export const locales: LocaleFacts[] = [
  {
    name: 'zh-Hans',
    prefix: '',
    htmlLang: 'zh-Hans',
    siteTitle: 'SagooIOT 沙果物联网平台',
    editions: ['专业版', '社区版', '企业版'],
    texts: {
      notFoundTitle: '找不到页面',
      notFound: '我们找不到您要找的页面。',
      crashed: '页面已崩溃。',
      tryAgain: '重试',
      backToMainMenu: '← 回到主菜单',
      skipToContent: '跳到主要内容',
      copyCode: '复制代码到剪贴板',
      systemMode: '跟随系统',
    },
  },
  {
    name: 'en',
    prefix: '/en',
    htmlLang: 'en-US',
    siteTitle: 'SagooIOT',
    editions: ['Professional', 'Community', 'Enterprise'],
    texts: {
      notFoundTitle: 'Page Not Found',
      notFound: 'We could not find what you were looking for.',
      crashed: 'This page crashed.',
      tryAgain: 'Try again',
      backToMainMenu: '← Back to main menu',
      skipToContent: 'Skip to main content',
      copyCode: 'Copy code to clipboard',
      systemMode: 'system mode',
    },
  },
];

const buildDir = path.join(root, 'build');

/** A path no page has. */
export const unknownPath = PAGE_TEMPLATES.notFound;

/**
 * Opens `unknownPath` of a locale the way a host configured as the README asks
 * answers it: the locale's 404.html with status 404 (`serveBuild`, like
 * `docusaurus serve`, knows only the root one). Resolves with the page and the response status.
 */
export async function openNotFound(
  site: SiteInBrowser,
  localePrefix: LocaleFacts['prefix'],
  context?: BrowserContext,
): Promise<{ page: Page; status: number | undefined }> {
  const page = await site.newPage(context);
  await page.route(`**${localePrefix}${unknownPath}`, (route) =>
    route.fulfill({ status: 404, path: path.join(buildDir, localePrefix, '404.html') }),
  );
  const response = await page.goto(`${site.origin}${localePrefix}${unknownPath}`);
  await hydrated(page);
  return { page, status: response?.status() };
}

/**
 * One page of every page template (tests/pageTemplates.ts), the search page
 * with a query so that it shows results; prefix it with the locale's prefix.
 */
export const templates: { name: PageTemplate; path: string }[] = Object.entries(PAGE_TEMPLATES).map(
  ([name, path]) => ({
    name: name as PageTemplate,
    path: name === 'search' ? `${path}?q=MQTT` : path,
  }),
);

/** Opens a template's page in a locale, the not-found one as a host answers it. */
export async function openTemplate(
  site: SiteInBrowser,
  template: (typeof templates)[number],
  localePrefix: LocaleFacts['prefix'],
  context?: BrowserContext,
): Promise<Page> {
  return template.path === unknownPath
    ? (await openNotFound(site, localePrefix, context)).page
    : site.open(`${localePrefix}${template.path}`, context);
}

/** A doc page with a body image: the back-end feature workflow diagram. */
export const imagePage = '/develop/base/explain';
/** The body images the zoom plugin has attached to (`.markdown :not(em) > img`). */
export const zoomable = '.markdown img.medium-zoom-image';
export const zoomOverlay = '.medium-zoom-overlay';

/**
 * Waits until the zoom plugin is set up. It sets up about a second after the
 * page loads and after each navigation (spec §9), on first load twice, the
 * second replacing the first: once the first has the image, the second runs
 * within a second.
 */
export async function zoomReady(page: Page): Promise<void> {
  await page.locator(zoomable).first().waitFor({ state: 'attached' });
  await page.waitForTimeout(1100);
}

/** Clicks the image and waits until its zoom animation has ended (it ignores input until then). */
export async function openZoom(page: Page): Promise<void> {
  type Watched = Window & { zoomOpened?: Promise<void> };
  const image = page.locator(zoomable).first();
  await image.evaluate((img) => {
    (window as Watched).zoomOpened = new Promise<void>((resolve) =>
      img.addEventListener('medium-zoom:opened', () => resolve(), { once: true }),
    );
  });
  await image.click();
  await page.evaluate(() => (window as Watched).zoomOpened);
  await page.locator(zoomOverlay).waitFor();
}

/** Opens the search modal with Ctrl+K and types `query`. */
export async function searchInModal(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(query);
}

/** Target URLs of the hits shown for the current query, best first. */
export async function hitUrls(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor({ timeout: 20_000 });
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Result links of the search page, as paths. */
export async function searchResultPaths(page: Page): Promise<string[]> {
  const links = page.locator('.search-page-wrapper ol a');
  await links.first().waitFor({ timeout: 10_000 });
  return links.evaluateAll((all) =>
    all.map((a) => decodeURI(new URL((a as HTMLAnchorElement).href).pathname)),
  );
}
