// `npm run lighthouse`: the four Lighthouse scores (mobile preset) of the issue's
// pages in both locales, over the existing build/ served locally. Build first.
import { serveBuild } from '../tests/e2e/harness';
import { LIGHTHOUSE_PAGES, startAuditor } from './lib/lighthouse';

async function main(): Promise<void> {
  const server = await serveBuild({ compress: true });
  const auditor = await startAuditor();
  try {
    console.log(`${'page'.padEnd(34)} perf  a11y  best   seo`);
    for (const { path } of LIGHTHOUSE_PAGES) {
      const { scores, failed } = await auditor.audit(`${server.origin}${encodeURI(path)}`);
      const cells = [
        scores.performance,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
      ];
      console.log(`${path.padEnd(34)} ${cells.map((s) => String(s).padStart(4)).join('  ')}`);
      for (const failure of failed) console.log(`    ${failure}`);
    }
  } finally {
    await auditor.close();
    await server.stop();
  }
}

void main();
