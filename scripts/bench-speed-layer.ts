// `npm run bench:speed-layer [-- --runs 5 --variants on,off,without:pageStart+codeBlocks --reuse --build-only]`:
// what each piece of the speed layer (src/plugins/lean-first-load) is worth.
// Builds the site once per variant (the whole layer, none of it, and the layer
// without each piece in turn) into /tmp, serves every build gzipped
// at once and runs Lighthouse (mobile) on the home and a doc page of both
// locales, taking the variants in turn for each run so that the machine's load
// falls on all of them alike. Prints, per page and variant, the first-load
// gzip and the median performance score, TBT and LCP; and per piece what
// leaving it out costs against the whole layer. The variant `empty` is the
// framework's floor: a fresh create-docusaurus classic site (same Docusaurus
// version), whose home and intro doc stand in for the home and doc pages.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PIECE_NAMES } from '../src/plugins/lean-first-load';
import { serveBuild, type SiteServer } from '../tests/e2e/harness';
import { exitOf, startLocaleBuild, buildOrder } from './lib/build-locales.mjs';
import { firstLoad } from './lib/first-load';
import { startAuditor } from './lib/lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    variants: { type: 'string' },
    pages: {
      type: 'string',
      default: '/,/docs/iot/device/instance,/en/,/en/docs/iot/device/instance',
    },
    reuse: { type: 'boolean', default: false },
    /** Only build the variants (measure later with --reuse, on a quiet machine). */
    'build-only': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const variants = values.variants?.split(',') ?? [
  'empty',
  'on',
  'off',
  ...PIECE_NAMES.map((piece) => `without:${piece}`),
];
const pages = values.pages.split(',');
const outRoot = path.join(os.tmpdir(), 'speed-layer-bench');

const outDir = (variant: string) => path.join(outRoot, variant.replace(/[^\w-]+/g, '-'));

/** The page of a variant that stands for `page`: the empty site has one locale and its own doc. */
const pageIn = (variant: string, page: string) =>
  variant !== 'empty' ? page : /\/docs\//.test(page) ? '/docs/intro' : '/';

/** Scaffolds, installs and builds a create-docusaurus classic site of our Docusaurus version. */
function buildEmptySite(dir: string): void {
  const source = path.join(outRoot, 'empty-source');
  const version = (
    JSON.parse(fs.readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, { cwd, stdio: 'ignore', env: { ...process.env, CI: '1' } });
  if (!fs.existsSync(path.join(source, 'package.json'))) {
    fs.rmSync(source, { recursive: true, force: true });
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        path.basename(source),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      outRoot,
    );
    run('npm', ['install', '--no-audit', '--no-fund'], source);
  }
  run('npx', ['docusaurus', 'build', '--out-dir', dir], source);
}

async function build(variant: string): Promise<void> {
  const dir = outDir(variant);
  if (values.reuse && fs.existsSync(path.join(dir, 'index.html'))) return;
  console.error(`building ${variant}`);
  if (variant === 'empty') return buildEmptySite(dir);
  // LEAN_FIRST_LOAD reaches the build through config/settings.ts. A variant
  // leaves several pieces out as `without:a+b` (commas separate variants).
  process.env.LEAN_FIRST_LOAD = variant.replaceAll('+', ',');
  for (const locale of buildOrder) {
    const child = startLocaleBuild(locale, ['--out-dir', dir], 'ignore');
    if ((await exitOf(child)) !== 0) throw new Error(`build of ${variant} (${locale}) failed`);
  }
  delete process.env.LEAN_FIRST_LOAD;
}

interface Sample {
  perf: number;
  tbt: number;
  lcp: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints the medians of the runs so far, per page and variant. */
function report(samples: Map<string, Sample[]>, done: number): void {
  console.log(
    `\nLighthouse ${done} of ${runs} run(s) per page and variant, medians; first load = gzip KB`,
  );
  for (const page of pages) {
    console.log(`\n${page}`);
    console.log(
      `${'variant'.padEnd(28)}${'first load'.padStart(11)}${'perf'.padStart(6)}${'TBT ms'.padStart(8)}${'LCP ms'.padStart(8)}  perf runs`,
    );
    const row = (variant: string) => {
      const list = samples.get(`${variant} ${page}`)!;
      return {
        kb: firstLoad(outDir(variant), pageIn(variant, page)).gzip.total / 1024,
        perf: median(list.map((s) => s.perf)),
        tbt: median(list.map((s) => s.tbt)),
        lcp: median(list.map((s) => s.lcp)),
        all: list.map((s) => s.perf).join(' '),
      };
    };
    for (const variant of variants) {
      const { kb, perf, tbt, lcp, all } = row(variant);
      console.log(
        `${variant.padEnd(28)}${kb.toFixed(1).padStart(11)}${String(perf).padStart(6)}${String(Math.round(tbt)).padStart(8)}${String(Math.round(lcp)).padStart(8)}  ${all}`,
      );
    }
    if (variants.includes('on')) {
      const whole = row('on');
      console.log('what leaving a piece out costs against the whole layer (+ = worse):');
      for (const variant of variants.filter((v) => v !== 'on' && v !== 'empty')) {
        const { kb, perf, tbt, lcp } = row(variant);
        console.log(
          `  ${variant.padEnd(26)}${(kb - whole.kb).toFixed(1).padStart(9)} KB${String(whole.perf - perf).padStart(6)}${String(Math.round(tbt - whole.tbt)).padStart(8)}${String(Math.round(lcp - whole.lcp)).padStart(8)}`,
        );
      }
    }
  }
}

async function main(): Promise<void> {
  for (const variant of variants) await build(variant);
  if (values['build-only']) return;
  const servers = new Map<string, SiteServer>();
  for (const variant of variants) {
    servers.set(variant, await serveBuild({ dir: outDir(variant), compress: true }));
  }
  const auditor = await startAuditor();
  const samples = new Map<string, Sample[]>(); // `${variant} ${page}`
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.error(`run ${run} of ${runs}`);
      for (const page of pages) {
        for (const variant of variants) {
          const { scores, metrics } = await auditor.audit(
            `${servers.get(variant)!.origin}${encodeURI(pageIn(variant, page))}`,
            ['performance'],
          );
          const key = `${variant} ${page}`;
          samples.set(key, [
            ...(samples.get(key) ?? []),
            { perf: scores.performance, tbt: metrics.TBT, lcp: metrics.LCP },
          ]);
        }
      }
      // After every run, so that a long benchmark can be read (or stopped) on the way.
      report(samples, run);
    }
  } finally {
    await auditor.close();
    for (const server of servers.values()) await server.stop();
  }
}

void main();
