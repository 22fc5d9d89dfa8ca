// `npm run lighthouse [-- --runs N]`: the four Lighthouse scores (mobile preset)
// of the pages in both locales, over the existing build/ served
// gzipped. Performance is the median of N runs (default 3): on a shared
// machine one run can differ by ten points. Build first.
import { parseArgs } from 'node:util';
import { serveBuild } from '../tests/e2e/harness';
import { LIGHTHOUSE_PAGES, METRICS, startAuditor, type PageScores } from './lib/lighthouse';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));

/** The run with the median performance score. */
function medianRun(results: Omit<PageScores, 'path'>[]): Omit<PageScores, 'path'> {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<void> {
  const server = await serveBuild({ compress: true });
  const auditor = await startAuditor();
  try {
    const metricNames = Object.keys(METRICS) as (keyof typeof METRICS)[];
    console.log(`median of ${runs} run(s) per page; metrics of the median run`);
    console.log(
      `${'page'.padEnd(30)} perf  a11y  best   seo  ${metricNames.map((m) => m.padStart(6)).join('')}  all perf runs`,
    );
    for (const { path } of LIGHTHOUSE_PAGES) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await auditor.audit(`${server.origin}${encodeURI(path)}`));
      }
      const { scores, metrics, failed } = medianRun(results);
      const cells = [
        scores.performance,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
      ];
      const figures = metricNames.map((m) =>
        (m === 'CLS' ? metrics[m].toFixed(3) : String(Math.round(metrics[m]))).padStart(6),
      );
      const all = results.map((r) => r.scores.performance).join(' ');
      console.log(
        `${path.padEnd(30)} ${cells.map((s) => String(s).padStart(4)).join('  ')}  ${figures.join('')}  ${all}`,
      );
      for (const failure of failed) console.log(`    ${failure}`);
    }
  } finally {
    await auditor.close();
    await server.stop();
  }
}

void main();
