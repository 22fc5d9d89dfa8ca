/**
 * `npm run lint:content`: the prose checks of every page (scripts/content-lint),
 * with each tool's findings and the time it took. Exits non-zero on any finding.
 * Code blocks are checked by their parsers in `npm run test:unit`
 * (tests/unit/codeBlocks.test.ts).
 */
import { contentPages } from '../tests/contentSources';
import { proseChecks, type ContentFiles } from './content-lint/checks';

const files: ContentFiles = { zh: [], en: [] };
for (const page of contentPages()) {
  files[page.locale === 'en' ? 'en' : 'zh'].push(page.file);
}

async function main(): Promise<void> {
  // One after another, so each time is its own (together they take well under a minute).
  const results = [];
  for (const check of proseChecks) results.push(await check(files));
  let failed = false;
  for (const result of results) {
    console.log(
      `${result.ok ? '✔' : '✘'} ${result.check}: ${result.files} files, ${(result.ms / 1000).toFixed(1)} s`,
    );
    if (!result.ok) {
      failed = true;
      console.log(result.output.replace(/^/gm, '    '));
    }
  }
  if (failed) process.exitCode = 1;
}

void main();
