/**
 * Lighthouse (mobile preset, simulated throttling) over the built site, in one
 * system Chromium that playwright-core launches with a debugging port;
 * pages are audited one after another, each in a fresh tab. Lighthouse runs as
 * its own CLI process: it evaluates its functions' source in the page, which
 * the TypeScript loader of the tests (tsx) would have rewritten.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Result } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, freePort } from '../../tests/e2e/harness';
import { LOCALE_PREFIXES, TEMPLATES } from './first-load';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The pages of the Lighthouse target, in both locales: every built template but the edition landing. */
export const LIGHTHOUSE_PAGES = Object.entries(LOCALE_PREFIXES).flatMap(([locale, prefix]) =>
  Object.entries(TEMPLATES)
    .filter(([template]) => template !== 'edition')
    .map(([template, route]) => ({ template, locale, path: `${prefix}${route}` })),
);

/** The metrics behind the performance score (milliseconds; CLS unitless). */
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface PageScores {
  path: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Ids and titles of the audits that lost points outside performance. */
  failed: string[];
  /** What Lighthouse names as the largest contentful paint (its node label), if any. */
  lcpElement?: string;
}

const run = promisify(execFile);
/** The project's Lighthouse CLI, or another one named by LIGHTHOUSE_CLI (its `cli/index.js`). */
const lighthouseCli =
  process.env.LIGHTHOUSE_CLI ??
  path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');

export interface Auditor {
  /** Runs Lighthouse on `url` for `categories` (default all four); the others score 0. */
  audit(url: string, categories?: readonly Category[]): Promise<Omit<PageScores, 'path'>>;
  close(): Promise<void>;
}

export async function startAuditor(): Promise<Auditor> {
  const port = await freePort();
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath('browser'),
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    async audit(url, only = CATEGORIES) {
      const { stdout } = await run(
        process.execPath,
        [
          lighthouseCli,
          url,
          `--port=${port}`,
          `--only-categories=${only.join(',')}`,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          // Only the HTML report shows it; 1.3 s of processor time per audit.
          '--disable-full-page-screenshot',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const { categories, audits, runtimeError } = JSON.parse(stdout) as Result;
      if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const failed = only
        .filter((id) => id !== 'performance')
        .flatMap((id) =>
          (categories[id]?.auditRefs ?? [])
            .filter(
              (ref) =>
                ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score !== 1,
            )
            .map((ref) => `${id}: ${ref.id} (${audits[ref.id]?.title})`),
        );
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, audits[id]?.numericValue ?? NaN]),
      ) as Record<Metric, number>;
      // Lighthouse 13 names the element in its LCP breakdown insight, as a node item.
      const lcpNode = (
        audits['lcp-breakdown-insight']?.details as
          { items?: { type?: string; selector?: string; nodeLabel?: string }[] } | undefined
      )?.items?.find((item) => item.type === 'node');
      const lcpElement =
        lcpNode && `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"`;
      return { scores, metrics, failed, lcpElement };
    },
    close: () => browser.close(),
  };
}
