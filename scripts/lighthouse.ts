// `npm run lighthouse [-- --runs N] [--path P …] [--dir D] [--baseline B]`: the
// four Lighthouse scores (mobile preset) of the template pages in both locales,
// or of the paths given, over the existing build/ (or D) served gzipped.
// Performance is the median of N runs (default 3): on a shared machine one run
// can differ by ten points. With `--baseline B` (another build, e.g. of main
// before a change) each page is audited in both, runs taking turns, so that
// both see the same machine; each gets its row. Build first.
import { parseArgs } from 'node:util';
import { serveBuild } from '../tests/e2e/harness';
import { LIGHTHOUSE_PAGES, METRICS, startAuditor, type PageScores } from './lib/lighthouse';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    dir: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));

/** The run with the median performance score. */
function medianRun(results: Omit<PageScores, 'path'>[]): Omit<PageScores, 'path'> {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const metricNames = Object.keys(METRICS) as (keyof typeof METRICS)[];

/** One row: the median run's scores and metrics, every run's performance, what lost points. */
function report(page: string, results: Omit<PageScores, 'path'>[]): void {
  const { scores, metrics, failed, lcpElement } = medianRun(results);
  const cells = [scores.performance, scores.accessibility, scores['best-practices'], scores.seo];
  const figures = metricNames.map((m) =>
    (m === 'CLS' ? metrics[m].toFixed(3) : String(Math.round(metrics[m]))).padStart(6),
  );
  const all = results.map((r) => r.scores.performance).join(' ');
  console.log(
    `${page.padEnd(30)} ${cells.map((s) => String(s).padStart(4)).join('  ')}  ${figures.join('')}  ${all}`,
  );
  for (const failure of failed) console.log(`    ${failure}`);
  if (lcpElement) console.log(`    LCP element: ${lcpElement}`);
}

async function main(): Promise<void> {
  const server = await serveBuild({ compress: true, ...(values.dir ? { dir: values.dir } : {}) });
  const baseline = values.baseline
    ? await serveBuild({ compress: true, dir: values.baseline })
    : undefined;
  const builds = [
    ...(baseline ? [{ label: 'baseline ', origin: baseline.origin }] : []),
    { label: baseline ? 'this build ' : '', origin: server.origin },
  ];
  const auditor = await startAuditor();
  try {
    console.log(`median of ${runs} run(s) per page; metrics of the median run`);
    console.log(
      `${'page'.padEnd(30)} perf  a11y  best   seo  ${metricNames.map((m) => m.padStart(6)).join('')}  all perf runs`,
    );
    const paths = values.path ?? LIGHTHOUSE_PAGES.map((page) => page.path);
    for (const path of paths) {
      const results: Omit<PageScores, 'path'>[][] = builds.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [i, { origin }] of builds.entries()) {
          results[i]!.push(await auditor.audit(`${origin}${encodeURI(path)}`));
        }
      }
      for (const [i, { label }] of builds.entries()) report(`${label}${path}`, results[i]!);
    }
  } finally {
    await auditor.close();
    await server.stop();
    await baseline?.stop();
  }
}

void main();
