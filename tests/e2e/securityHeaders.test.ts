/**
 * The Content-Security-Policy in Chromium (issue 24). The build is served with
 * the headers of its `_headers` file (as Netlify or Cloudflare Pages send
 * them) and every page carries its locale's policy as a meta element. A page
 * of every template in both locales (one colour mode each, in turn), the search, Mermaid
 * diagrams, image zoom, the offline worker and a statistics script on another
 * origin all run with no violation reported; a script injected into a copy of
 * a built page is blocked by the header alone and by the meta alone, and runs
 * when neither is there (so the check can see a script that runs).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from '../testing';
import type { BrowserContext, Page } from 'playwright-core';
import { settings } from '../../config/settings';
import {
  policyDirectives,
  securityHeaders,
  serializePolicy,
  withPolicyMeta,
} from '../../scripts/lib/security-headers';
import { parseHeadersFile, parseNginxInclude, policySources } from '../headersFile';
import {
  diagramsPage,
  drawDiagrams,
  startServer,
  imagePage,
  locales,
  openZoom,
  readerContextOptions,
  searchInModal,
  contextInColourMode,
  siteInBrowser,
  templates,
  unknownPath,
  zoomReady,
  type ServedPage,
} from './harness';

const buildDir = path.join(__dirname, '../../build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/** The inline-script hashes a locale's policy lists (from its nginx include). */
function scriptHashes(locale: string): string[] {
  const { 'Content-Security-Policy': policy } = parseNginxInclude(
    read(`security-headers/${locale}.conf`),
  );
  return policySources(policy!, 'script-src').filter((s) => s.startsWith("'sha256-"));
}

const docPage = 'docs/iot/device/instance.html';
const injected = '<script>window.injectedScriptRan=true</script>';
/** A copy of a built page with a script added after its policy, as an injection would be. */
const withInjectedScript = (html: string) => html.replace('</head>', `${injected}</head>`);
const withoutMeta = (html: string) => html.replace(metaPattern, '');

/** A statistics endpoint on another origin: serves a script that reports back. */
interface StatsServer {
  origin: string;
  hits: string[];
  stop(): Promise<void>;
}
async function startStatsServer(): Promise<StatsServer> {
  const hits: string[] = [];
  let origin = '';
  const server = await startServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/stats.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      // What such scripts do: a beacon request and a pixel.
      res.end(
        `fetch(${JSON.stringify(`${origin}/collect`)},{method:'POST',mode:'no-cors',body:location.pathname});` +
          `new Image().src=${JSON.stringify(`${origin}/pixel.gif`)};`,
      );
      return;
    }
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
  });
  origin = server.origin;
  return { origin, hits, stop: server.stop };
}

let stats: StatsServer | undefined;
after(() => stats?.stop());

/** Paths of the altered pages this file serves beside the build. */
const altered = {
  headerOnly: '/docs/injected-header-only',
  metaOnly: '/docs/injected-meta-only',
  unprotected: '/docs/injected-unprotected',
  withStats: '/stats-configured',
};

const site = siteInBrowser(async () => {
  stats = await startStatsServer();
  const [headersRule] = parseHeadersFile(read('_headers'));
  const doc = read(docPage);
  const pages: Record<string, ServedPage> = {
    [altered.headerOnly]: { html: withInjectedScript(withoutMeta(doc)) },
    [altered.metaOnly]: { html: withInjectedScript(doc), headers: {} },
    [altered.unprotected]: { html: withInjectedScript(withoutMeta(doc)), headers: {} },
  };
  // A build with STATS_SCRIPT_URL set: Docusaurus adds the script to the head,
  // and the policy (header and meta) names its origin.
  const withStats = { ...settings, statsScriptUrl: `${stats.origin}/stats.js` };
  const statsPolicy = { scriptHashes: scriptHashes('zh-Hans') };
  pages[altered.withStats] = {
    html: withPolicyMeta(
      read('index.html').replace(
        '</head>',
        `<script src="${withStats.statsScriptUrl}" async></script></head>`,
      ),
      serializePolicy(policyDirectives(statsPolicy, withStats), 'meta'),
    ),
    headers: securityHeaders(statsPolicy, withStats),
  };
  // The not-found page as a host answers an unknown path, with the headers of that path.
  for (const locale of locales) {
    pages[`${locale.prefix}${unknownPath}`] = {
      html: read(`${locale.prefix.slice(1)}/404.html`.replace(/^\//, '')),
      headers: headersRule!.headers,
    };
  }
  return { pages };
});

type Watched = Window & { cspViolations: string[]; injectedScriptRan?: boolean };

/**
 * Records, from the page's start, every violation reported in the page
 * (`securitypolicyviolation`) and every console error about a policy.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  await context.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const consoleErrors: string[] = [];
  context.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())
    ) {
      consoleErrors.push(`${message.page()?.url()}: ${message.text()}`);
    }
  });
  return consoleErrors;
}

const violationsIn = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).cspViolations);

async function assertNoViolation(page: Page, consoleErrors: string[]): Promise<void> {
  assert.deepEqual(await violationsIn(page), [], page.url());
  assert.deepEqual(consoleErrors, []);
}

const modes = ['light', 'dark'] as const;

for (const [localeIndex, locale] of locales.entries()) {
  // One colour mode per locale, the modes in turn: the policy does not change
  // with the mode, and a11y.test.ts reads every template in both.
  const mode = modes[localeIndex % modes.length]!;
  describe(`no violation, ${locale.name}, ${mode} mode`, () => {
    let consoleErrors: string[] = [];
    const context = contextInColourMode(site, mode, locale.prefix, async (watched) => {
      consoleErrors = await watchViolations(watched);
    });

    it('on a page of every template', async () => {
      const page = await site.newPage(context());
      for (const template of templates) {
        await site.goto(page, `${locale.prefix}${template.path}`);
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        // Let what starts after load run: the image-zoom setup, idle prefetching.
        await page.waitForTimeout(300);
        await assertNoViolation(page, consoleErrors);
      }
      await page.close();
    });

    it('with Mermaid diagrams drawn', async () => {
      const page = await site.open(`${locale.prefix}${diagramsPage}`, context());
      await drawDiagrams(page);
      await assertNoViolation(page, consoleErrors);
      await page.close();
    });
  });

  describe(`no violation, ${locale.name}, reader features`, () => {
    let context: BrowserContext;
    let consoleErrors: string[];
    before(async () => {
      context = await site.browser.newContext(readerContextOptions);
      consoleErrors = await watchViolations(context);
    });
    after(() => context.close());

    it('searching (the index fetched by the search worker)', async () => {
      const page = await site.open(`${locale.prefix}/`, context);
      await searchInModal(page, 'MQTT');
      await page.locator('.DocSearch-Hit a').first().waitFor({ timeout: 20_000 });
      await assertNoViolation(page, consoleErrors);
      await page.close();
    });

    it('zooming an image', async () => {
      const page = await site.open(`${locale.prefix}${imagePage}`, context);
      await zoomReady(page);
      await openZoom(page);
      await assertNoViolation(page, consoleErrors);
      await page.close();
    });
  });
}

describe('no violation with the offline worker', () => {
  it('registers, controls the page and serves the next one', async () => {
    const context = await site.browser.newContext({
      ...readerContextOptions,
      serviceWorkers: 'allow',
    });
    try {
      const consoleErrors = await watchViolations(context);
      const page = await site.open('/', context);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      await site.goto(page, '/en/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
        timeout: 30_000,
      });
      await assertNoViolation(page, consoleErrors);
    } finally {
      await context.close();
    }
  });
});

describe('no violation with a statistics script configured', () => {
  it('loads the script from its origin, which reports back', async () => {
    await site.inContext(async (context) => {
      const consoleErrors = await watchViolations(context);
      const page = await site.open(altered.withStats, context);
      await page.waitForFunction(() => performance.getEntriesByType('resource').length > 0);
      for (const hit of ['/stats.js', '/collect', '/pixel.gif']) {
        for (let waited = 0; !stats!.hits.includes(hit); waited += 100) {
          assert.ok(waited < 10_000, `${hit} requested (got ${stats!.hits.join(', ')})`);
          await page.waitForTimeout(100);
        }
      }
      await assertNoViolation(page, consoleErrors);
    });
  });
});

describe('an injected inline script', () => {
  const ran = (page: Page) =>
    page.evaluate(() => (window as unknown as Watched).injectedScriptRan === true);

  for (const [name, url] of [
    ['by the header alone', altered.headerOnly],
    ['by the meta policy alone', altered.metaOnly],
  ] as const) {
    it(`is blocked ${name}`, async () => {
      await site.inContext(async (context) => {
        await watchViolations(context);
        const page = await site.newPage(context);
        await page.goto(`${site.origin}${url}`, { waitUntil: 'load' });
        assert.equal(await ran(page), false);
        assert.ok(
          (await violationsIn(page)).some((v) => v.startsWith('script-src-elem blocked inline')),
        );
      });
    });
  }

  it('runs where neither is sent (the check sees a script that runs)', async () => {
    await site.inContext(async (context) => {
      await watchViolations(context);
      const page = await site.newPage(context);
      await page.goto(`${site.origin}${altered.unprotected}`, { waitUntil: 'load' });
      assert.equal(await ran(page), true);
      assert.deepEqual(await violationsIn(page), []);
    });
  });
});
