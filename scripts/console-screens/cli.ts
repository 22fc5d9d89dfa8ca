/**
 * `npm run screens -- --console <path> [ids…]`: captures the console screens of the manifest
 * (src/data/consoleScreens) from the console build in <path> (a checkout of
 * sagoo-cloud/sagooiot, its bare git mirror, or its iot-ui folder), with fixtures answering
 * the API, and writes src/assets/console/<id>.webp, src/data/consoleScreens/captured.json and
 * test-results/console-screens-report.json.
 *
 * Options: --dpr <1|2> pixel ratio (default 1); --webp <auto|lossless|quality> (default auto:
 * the smaller of lossless and near-lossless);
 * --png also writes PNG copies to test-results/console-screens/ (for a reviewer's eye);
 * --rewrite writes every picture, even one that looks the same as the committed file
 * (samePicture.ts: kept byte for byte otherwise, as after an encoder change you want them new);
 * --dark draws the console's own dark theme into test-results/console-screens-dark/ only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { consoleScreens } from '../../src/data/consoleScreens';
import type { CaptureRecord } from '../../src/data/consoleScreens/types';
import { captureScreen, launchBrowser, type CaptureOptions, type ScreenResult } from './capture';
import { createFixtureRouter } from './fixtures';
import { CAPTURE_CLOCK } from './fixtures/helpers';
import { createWorld } from './fixtures/world';
import { validateManifest } from './manifest';
import { keepsCommitted } from './samePicture';
import { parseSeedSql, readSeedZip } from './seed';
import { startFixtureServer } from './server';
import { resolveConsoleSource } from './source';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'src/assets/console');
const RECORD = path.join(ROOT, 'src/data/consoleScreens/captured.json');
const REPORT = path.join(ROOT, 'test-results/console-screens-report.json');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    console: { type: 'string' },
    dpr: { type: 'string', default: '1' },
    webp: { type: 'string', default: 'auto' },
    png: { type: 'boolean', default: false },
    dark: { type: 'boolean', default: false },
    rewrite: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(`screens: ${message}`);
  process.exit(1);
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** Counts of `values`, as `value ×n` lines, most frequent first. */
function tally(list: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of list) counts[item] = (counts[item] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort((a, b) => b[1] - a[1]));
}

async function main() {
  if (!values.console) fail('give the console: --console <checkout, git mirror or iot-ui folder>');
  const problems = validateManifest(consoleScreens);
  if (problems.length) {
    fail(
      `the manifest has problems:\n${problems.map((p) => `  ${p.id}: ${p.message}`).join('\n')}`,
    );
  }
  const unknown = positionals.filter((id) => !consoleScreens.some((s) => s.id === id));
  if (unknown.length) fail(`no such screen: ${unknown.join(', ')}`);
  const screens = positionals.length
    ? consoleScreens.filter((s) => positionals.includes(s.id))
    : consoleScreens;
  const dpr = Number(values.dpr);
  if (!(dpr >= 1 && dpr <= 3)) fail('--dpr must be between 1 and 3');
  const webp =
    values.webp === 'auto' || values.webp === 'lossless' ? values.webp : Number(values.webp);
  if (typeof webp === 'number' && !(webp >= 1 && webp <= 100)) {
    fail('--webp: auto, lossless or a quality of 1–100');
  }
  const options: CaptureOptions = { dpr, webp, dark: values.dark };

  const source = resolveConsoleSource(values.console);
  console.log(`console: ${source.repository}@${source.commit.slice(0, 12)} (${source.uiDir})`);
  const seed = parseSeedSql(readSeedZip(source.sqlZip));
  const context = { seed, world: createWorld() };
  const router = createFixtureRouter();
  const server = await startFixtureServer({ uiDir: source.uiDir, context, router });
  const browser = await launchBrowser();
  const results: ScreenResult[] = [];
  /** Screens whose committed picture was kept: it looks the same as the new capture. */
  const kept = new Set<string>();
  const pngDir = path.join(
    ROOT,
    values.dark ? 'test-results/console-screens-dark' : 'test-results/console-screens',
  );
  try {
    mkdirSync(ASSETS, { recursive: true });
    if (values.png || values.dark) mkdirSync(pngDir, { recursive: true });
    for (const [index, screen] of screens.entries()) {
      const result = await captureScreen(browser, server, screen, context, options);
      results.push(result);
      const counter = `[${index + 1}/${screens.length}]`;
      if (result.ok && result.webp && result.png) {
        if (values.dark) {
          writeFileSync(path.join(pngDir, `${screen.id}.png`), result.png);
        } else {
          const file = path.join(ASSETS, `${screen.id}.webp`);
          const committed = existsSync(file) ? readFileSync(file) : undefined;
          if (
            committed &&
            !values.rewrite &&
            (await keepsCommitted(committed, { png: result.png, webp: result.webp }))
          ) {
            kept.add(screen.id);
            result.webp = committed;
          } else {
            writeFileSync(file, result.webp);
          }
          if (values.png) writeFileSync(path.join(pngDir, `${screen.id}.png`), result.png);
        }
        console.log(
          `${counter} ${screen.id} ✓ ${kb(result.webp.length)} ${result.width}×${result.height}${kept.has(screen.id) ? ' (unchanged)' : ''}`,
        );
      } else {
        console.log(`${counter} ${screen.id} ✗ ${result.error}`);
      }
      const empty = [
        ...new Set(
          result.served.filter((r) => r.kind === 'empty').map((r) => `${r.method} ${r.path}`),
        ),
      ];
      const hosts = [...new Set(result.outside.map((o) => `${o.action} ${new URL(o.url).host}`))];
      if (empty.length) console.log(`    without fixture: ${empty.join(', ')}`);
      if (hosts.length) console.log(`    outside: ${hosts.join(', ')}`);
      for (const error of result.consoleErrors) console.log(`    console error: ${error}`);
      for (const toast of result.toasts) console.log(`    error shown: ${toast}`);
    }
  } finally {
    await browser.close();
    await server.close();
    source.cleanup();
  }

  if (!values.dark) {
    const previous: CaptureRecord | undefined = existsSync(RECORD)
      ? (JSON.parse(readFileSync(RECORD, 'utf8')) as CaptureRecord)
      : undefined;
    const captured = { ...previous?.screens };
    for (const result of results) {
      if (!result.ok || !result.webp) continue;
      // A kept picture keeps its record (its markers were drawn where the record says).
      if (kept.has(result.id) && captured[result.id]) continue;
      captured[result.id] = {
        file: `${result.id}.webp`,
        width: result.width!,
        height: result.height!,
        bytes: result.webp.length,
        markers: result.markers,
      };
    }
    const known = new Set(consoleScreens.map((s) => s.id));
    const record: CaptureRecord = {
      source: { repository: source.repository, commit: source.commit },
      clock: CAPTURE_CLOCK,
      screens: Object.fromEntries(
        Object.entries(captured)
          .filter(([id]) => known.has(id))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
    };
    writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  }

  const answered = results.flatMap((r) =>
    r.served.filter((s) => s.kind === 'fixture').map((s) => `${s.method} ${s.path}`),
  );
  const empty = results.flatMap((r) =>
    r.served.filter((s) => s.kind === 'empty').map((s) => `${s.method} ${s.path}`),
  );
  const missing = results.flatMap((r) =>
    r.served.filter((s) => s.kind === 'missing').map((s) => `${s.method} ${s.path}`),
  );
  const outside = results.flatMap((r) => r.outside.map((o) => `${o.action} ${o.kind} ${o.url}`));
  const errors = results.flatMap((r) => r.consoleErrors.map((e) => `${r.id}: ${e}`));
  const report = {
    source: { repository: source.repository, commit: source.commit },
    clock: CAPTURE_CLOCK,
    options,
    fixtureRoutes: router.routes(),
    totals: {
      screens: results.length,
      failed: results.filter((r) => !r.ok).length,
      unchanged: kept.size,
      bytes: results.reduce((sum, r) => sum + (r.webp?.length ?? 0), 0),
    },
    answeredByFixtures: tally(answered),
    leftEmpty: tally(empty),
    notFound: tally(missing),
    outsideRequests: tally(outside),
    screens: results.map((r) => ({
      id: r.id,
      ok: r.ok,
      error: r.error,
      bytes: r.webp?.length,
      unchanged: kept.has(r.id),
      size: r.width ? `${r.width}×${r.height}` : undefined,
      withoutFixture: [...new Set(r.served.filter((s) => s.kind === 'empty').map((s) => s.path))],
      outside: r.outside,
      consoleErrors: r.consoleErrors,
      toasts: r.toasts,
    })),
  };
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nendpoints answered by fixtures:');
  for (const [line, n] of Object.entries(report.answeredByFixtures)) console.log(`  ${line} ×${n}`);
  console.log('endpoints left empty (no fixture):');
  for (const [line, n] of Object.entries(report.leftEmpty)) console.log(`  ${line} ×${n}`);
  if (missing.length) console.log('not found on the local server:');
  for (const [line, n] of Object.entries(report.notFound)) console.log(`  ${line} ×${n}`);
  console.log('outside requests (answered locally or aborted):');
  for (const [line, n] of Object.entries(report.outsideRequests)) console.log(`  ${line} ×${n}`);
  console.log(`console errors: ${errors.length}`);
  for (const line of errors) console.log(`  ${line}`);
  console.log(
    `\n${report.totals.screens - report.totals.failed}/${report.totals.screens} screens (${kept.size} unchanged), ${kb(report.totals.bytes)}; report: ${path.relative(ROOT, REPORT)}`,
  );
  if (report.totals.failed) process.exitCode = 1;
}

void main();
