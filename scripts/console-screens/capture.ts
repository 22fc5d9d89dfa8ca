/**
 * Drives one headless Chromium over the screens: for each, a fresh context (fixed window,
 * clock, time zone, colour scheme; storage seeded to skip the login), a page on the screen's
 * route, the actions, the markers, the picture. Every request is routed: the local server's
 * go through, the rest are answered locally or aborted and logged (routing.ts).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { ConsoleScreen, ScreenAction } from '../../src/data/consoleScreens/types';
import { CAPTURE_TOKEN, currentUserInfo, sysInfo } from './fixtures/common';
import { CAPTURE_TIME } from './fixtures/helpers';
import { seedConfig, seedMenuTree } from './fixtures/seedData';
import type { FixtureContext } from './fixtures/types';
import { DRAW_MARKERS, markerCenter, type Box } from './markers';
import { routeRequest } from './routing';
import type { FixtureServer, ServedRequest } from './server';

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * Stops motion: no transitions, no caret, and every CSS animation at its end state at once
 * (the console fades its login form and dashboard cards in from opacity 0, so `animation:
 * none` would leave them invisible; a zero duration with the animations' own fill mode lands
 * on the final frame instead).
 */
const STILL_CSS = [
  '*,*::before,*::after{transition:none!important;caret-color:transparent!important;',
  'animation-duration:0s!important;animation-delay:0s!important;animation-iteration-count:1!important}',
  '#nprogress{display:none!important}',
].join('');

export interface CaptureOptions {
  /** Device pixel ratio of the pictures. */
  dpr: number;
  /** `lossless`, or a lossy WebP quality (1–100). */
  /**
   * `auto` (the default): the smaller of lossless and near-lossless WebP, both of which keep
   * text crisp (measured on UI pictures: lossy quality 82 blurs text and is rarely smaller),
   * or lossy quality 85 where that is less than half their size; `lossless`; or a lossy
   * quality (1–100).
   */
  webp: 'auto' | 'lossless' | number;
  /** Let the console draw its own dark theme (the browser then reports a light scheme). */
  dark: boolean;
}

export interface OutsideRequest {
  url: string;
  kind: string;
  action: 'answered' | 'aborted';
}

export interface ScreenResult {
  id: string;
  ok: boolean;
  error?: string;
  webp?: Buffer;
  png?: Buffer;
  width?: number;
  height?: number;
  markers: { label: string; x: number; y: number }[];
  served: ServedRequest[];
  outside: OutsideRequest[];
  consoleErrors: string[];
  /** Error messages the console showed (Element Plus toasts). */
  toasts: string[];
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
      '--hide-scrollbars',
      // Raster and compositing in one fixed order: without these, a few anti-aliased pixels
      // (tag borders, tab underlines) came out one or two levels apart from run to run in
      // about one picture in ten; with them, three runs of those screens were identical.
      '--num-raster-threads=1',
      '--disable-partial-raster',
      '--run-all-compositor-stages-before-draw',
      '--disable-new-content-rendering-timeout',
      '--disable-threaded-animation',
      '--disable-threaded-scrolling',
      '--disable-checker-imaging',
      '--disable-image-animation-resync',
      '--disable-skia-runtime-opts',
      '--force-color-profile=srgb',
    ],
  });
}

/** Storage the console keeps after a login (see views/login/component/account.vue). */
export function sessionStorageSeed(context: FixtureContext): {
  session: Record<string, string>;
  local: Record<string, string>;
} {
  const info = sysInfo(context);
  const admin = currentUserInfo(context.world);
  const userInfo = JSON.stringify({
    userNickname: admin.userNickname,
    avatar: `/base-api/${String(admin.avatar)}`,
  });
  const config = (key: string) => Number(seedConfig(context.seed, key)?.configValue ?? 0);
  const security = config('sys.is.security.control.enabled');
  return {
    session: {
      token: CAPTURE_TOKEN,
      userInfo,
      userMenu: JSON.stringify(seedMenuTree(context.seed)),
    },
    local: {
      token: CAPTURE_TOKEN,
      userInfo,
      userId: String(admin.id),
      sysinfo: JSON.stringify(info),
      btnNoAuth: security && config('sys.button.switch') ? '' : '1',
      colNoAuth: security && config('sys.column.switch') ? '' : '1',
      uploadFileWay: String(seedConfig(context.seed, 'sys.uploadFile.way')?.configValue ?? '0'),
    },
  };
}

/** Waits until no API request has been in flight for `quietMs` (polling endpoints allowed). */
async function settle(page: Page, inflight: () => number, quietMs = 500, timeoutMs = 12_000) {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (inflight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate('document.fonts.ready.then(() => true)');
}

async function runAction(page: Page, action: ScreenAction) {
  if ('click' in action) {
    await page.locator(action.click).first().click();
    if (action.waitFor) await page.locator(action.waitFor).first().waitFor({ state: 'visible' });
  } else if ('fill' in action) {
    await page.locator(action.fill).first().fill(action.value);
  } else if ('hover' in action) {
    await page.locator(action.hover).first().hover();
  } else {
    await page.locator(action.waitFor).first().waitFor({ state: 'visible' });
  }
}

/**
 * The picture's box in viewport pixels. An element capture takes the union of every visible
 * element its selector matches (`a, b` crops from a tab header down to a panel's last row
 * without the empty space of a stretched container); a dialog capture the open dialog or
 * drawer on top.
 */
async function captureBox(page: Page, screen: ConsoleScreen, viewport: Box): Promise<Box> {
  const capture = screen.capture;
  if (capture.kind === 'window') return viewport;
  const locator =
    capture.kind === 'element'
      ? page.locator(capture.selector)
      : page.locator('.el-dialog:visible, .el-drawer:visible, .el-message-box:visible').last();
  const boxes = (await Promise.all((await locator.all()).map((l) => l.boundingBox()))).filter(
    (b): b is Box => b !== null && b.width > 0 && b.height > 0,
  );
  if (boxes.length === 0) {
    throw new Error(
      capture.kind === 'element'
        ? `capture selector not found (or not visible): ${capture.selector}`
        : 'no open dialog or drawer to capture',
    );
  }
  const padding = capture.kind === 'element' ? (capture.padding ?? 8) : 12;
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - padding));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - padding));
  const right = Math.min(
    viewport.width,
    Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)) + padding),
  );
  const bottom = Math.min(
    viewport.height,
    Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)) + padding),
  );
  return { x, y, width: right - x, height: bottom - y };
}

async function newScreenContext(
  browser: Browser,
  server: FixtureServer,
  screen: ConsoleScreen,
  fixtureContext: FixtureContext,
  options: CaptureOptions,
  outside: OutsideRequest[],
): Promise<BrowserContext> {
  const viewport = screen.viewport ?? DEFAULT_VIEWPORT;
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: options.dpr,
    // The console's theme test is inverted: a dark scheme gives its light theme.
    colorScheme: options.dark ? 'light' : 'dark',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.route('**/*', async (route) => {
    const request = route.request();
    const decision = routeRequest(request.url(), server.origin, request.resourceType());
    if (decision.action === 'continue') return route.continue();
    if (decision.action === 'fulfill') {
      outside.push({ url: request.url(), kind: decision.kind, action: 'answered' });
      return route.fulfill({
        status: 200,
        contentType: decision.contentType,
        body: decision.body,
      });
    }
    outside.push({ url: request.url(), kind: decision.kind, action: 'aborted' });
    return route.abort('blockedbyclient');
  });
  const isLogin = screen.route === '/login';
  const storage = isLogin ? { session: {}, local: {} } : sessionStorageSeed(fixtureContext);
  // A string, not a function: no compiler helper may leak into the page.
  await context.addInitScript(`(() => {
    const seed = ${JSON.stringify({ ...storage, css: STILL_CSS })};
    if (!sessionStorage.getItem('capture-seeded')) {
      for (const [key, value] of Object.entries(seed.session)) sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(seed.local)) localStorage.setItem(key, value);
      sessionStorage.setItem('capture-seeded', '1');
    }
    const addStyle = () => {
      const style = document.createElement('style');
      style.textContent = seed.css;
      document.head.appendChild(style);
    };
    if (document.head) addStyle();
    else document.addEventListener('DOMContentLoaded', addStyle);
  })();`);
  return context;
}

/**
 * Encodes a PNG screenshot as WebP (see `CaptureOptions.webp`). `auto` keeps the smaller of
 * lossless and near-lossless, unless lossy quality 85 is less than half of it: a picture made
 * mostly of gradients (the login page) is then far smaller lossy, and has little text to blur.
 */
export async function encodeWebp(png: Buffer, mode: CaptureOptions['webp']): Promise<Buffer> {
  const image = () => sharp(png);
  if (typeof mode === 'number') {
    return image().webp({ quality: mode, effort: 6, smartSubsample: true }).toBuffer();
  }
  const lossless = await image().webp({ lossless: true, effort: 6 }).toBuffer();
  if (mode === 'lossless') return lossless;
  const near = await image().webp({ nearLossless: true, quality: 60, effort: 6 }).toBuffer();
  const crisp = near.length < lossless.length ? near : lossless;
  const lossy = await image().webp({ quality: 85, effort: 6, smartSubsample: true }).toBuffer();
  return lossy.length * 2 < crisp.length ? lossy : crisp;
}

/** Captures one screen; never throws (the result says what went wrong). */
export async function captureScreen(
  browser: Browser,
  server: FixtureServer,
  screen: ConsoleScreen,
  fixtureContext: FixtureContext,
  options: CaptureOptions,
): Promise<ScreenResult> {
  const result: ScreenResult = {
    id: screen.id,
    ok: false,
    markers: [],
    served: [],
    outside: [],
    consoleErrors: [],
    toasts: [],
  };
  server.takeRequests();
  const viewportSize = screen.viewport ?? DEFAULT_VIEWPORT;
  const viewport: Box = { x: 0, y: 0, ...viewportSize };
  let context: BrowserContext | undefined;
  try {
    context = await newScreenContext(
      browser,
      server,
      screen,
      fixtureContext,
      options,
      result.outside,
    );
    const page = await context.newPage();
    let inflight = 0;
    const isApi = (url: string) => url.startsWith(`${server.origin}/base-api/api/`);
    page.on('request', (r) => {
      if (isApi(r.url())) inflight += 1;
    });
    const done = (r: { url(): string }) => {
      if (isApi(r.url())) inflight = Math.max(0, inflight - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('console', (message) => {
      if (message.type() === 'error') result.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => result.consoleErrors.push(String(error)));
    await page.clock.install({ time: CAPTURE_TIME });
    server.clockStarted();

    await page.goto(`${server.origin}/#${screen.route}`, { waitUntil: 'load' });
    const ready = screen.ready ?? (screen.route === '/login' ? '.login-container' : '.layout-main');
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 20_000 });
    await settle(page, () => inflight);

    for (const action of screen.actions ?? []) {
      await runAction(page, action);
      await settle(page, () => inflight, 400);
    }
    // Move the pointer out of the way (no hover colours), unless a hover is what is shown.
    if (!(screen.actions ?? []).some((action) => 'hover' in action)) {
      await page.mouse.move(viewport.width - 2, viewport.height - 2);
    }
    // Charts draw with their own animation frames; give them time to finish.
    await page.waitForTimeout(1500);
    await settle(page, () => inflight, 300);

    const clip = await captureBox(page, screen, viewport);
    // The same pixels twice, 400 ms apart: charts and late data have settled (on a busy
    // machine animation frames come late). Give up after a few tries and say so.
    let still = false;
    let previous = await page.screenshot({ clip, type: 'png', animations: 'disabled' });
    for (let attempt = 0; attempt < 8 && !still; attempt += 1) {
      await page.waitForTimeout(400);
      const next = await page.screenshot({ clip, type: 'png', animations: 'disabled' });
      still = next.equals(previous);
      previous = next;
    }
    if (!still) result.consoleErrors.push('capture: the picture kept changing (not still)');
    const drawn: { box: Box; center: { x: number; y: number } }[] = [];
    for (const [index, marker] of (screen.markers ?? []).entries()) {
      const locator = page.locator(marker.selector);
      const count = await locator.count();
      if (count !== 1) {
        throw new Error(
          `marker ${index + 1} (${marker.label}): selector ${marker.selector} found ${count} times, expected once`,
        );
      }
      const box = await locator.boundingBox();
      if (!box) throw new Error(`marker ${index + 1} (${marker.label}) is not visible`);
      const inside =
        box.x < clip.x + clip.width &&
        box.x + box.width > clip.x &&
        box.y < clip.y + clip.height &&
        box.y + box.height > clip.y;
      if (!inside) throw new Error(`marker ${index + 1} (${marker.label}) is outside the picture`);
      const center = markerCenter(box, clip);
      drawn.push({ box, center });
      result.markers.push({
        label: marker.label,
        x: Math.round((center.x - clip.x) * options.dpr),
        y: Math.round((center.y - clip.y) * options.dpr),
      });
    }
    if (drawn.length) await page.evaluate(`(${DRAW_MARKERS})(${JSON.stringify(drawn)})`);

    result.toasts = await page
      .locator('.el-message--error:visible, .el-notification:visible')
      .allInnerTexts();
    const png = await page.screenshot({ clip, type: 'png', animations: 'disabled' });
    result.png = png;
    result.webp = await encodeWebp(png, options.webp);
    result.width = Math.round(clip.width * options.dpr);
    result.height = Math.round(clip.height * options.dpr);
    result.ok = true;
  } catch (error) {
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context?.close();
    result.served = server.takeRequests();
  }
  return result;
}
