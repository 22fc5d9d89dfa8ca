/**
 * `npm run translations:status`: for every Chinese page, whether its English
 * twin is missing, marked pending (`translation: pending` in its front
 * matter), behind (the Chinese file has a commit newer than the English
 * file's last one) or current. Prints one line per page that needs work and a
 * summary; `--all` lists current pages too. It informs, it does not fail: a
 * missing twin already fails `npm run test:unit`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { markdownFiles, root, trees } from '../tests/contentSources';

export type TranslationState = 'missing' | 'pending' | 'behind' | 'current';

export interface PageTranslation {
  zh: string;
  en: string;
  state: TranslationState;
}

/** Commit time (seconds) of the last commit touching each file, from one `git log`. */
export function lastCommitTimes(dirs: string[]): Map<string, number> {
  const times = new Map<string, number>();
  const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', ...dirs], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  for (const entry of log.split('\0').slice(1)) {
    const [time, ...files] = entry.trim().split('\n');
    for (const file of files) if (file && !times.has(file)) times.set(file, Number(time));
  }
  return times;
}

export const isPending = (text: string): boolean =>
  /^---\n[\s\S]*?^translation:\s*pending\s*$[\s\S]*?^---$/m.test(text);

export function translationStates(times = lastCommitTimes(trees.flat())): PageTranslation[] {
  return trees.flatMap(([zhDir, enDir]) =>
    markdownFiles(path.join(root, zhDir)).map((abs): PageTranslation => {
      const zh = path.relative(root, abs);
      const en = path.join(enDir, path.relative(zhDir, zh));
      if (!fs.existsSync(path.join(root, en))) return { zh, en, state: 'missing' };
      if (isPending(fs.readFileSync(path.join(root, en), 'utf8')))
        return { zh, en, state: 'pending' };
      // A file not committed yet counts as changed now.
      const now = Date.now() / 1000;
      const behind = (times.get(zh) ?? now) > (times.get(en) ?? now);
      return { zh, en, state: behind ? 'behind' : 'current' };
    }),
  );
}

function main(): void {
  const all = process.argv.includes('--all');
  const pages = translationStates();
  const counts: Record<TranslationState, number> = {
    missing: 0,
    pending: 0,
    behind: 0,
    current: 0,
  };
  for (const page of pages) {
    counts[page.state] += 1;
    if (all || page.state !== 'current')
      console.log(`${page.state.padEnd(8)} ${page.zh} → ${page.en}`);
  }
  console.log(
    `\n${pages.length} Chinese pages: ${counts.current} current, ${counts.behind} behind, ${counts.pending} pending, ${counts.missing} missing`,
  );
  if (
    execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: root,
      encoding: 'utf8',
    }).trim() === 'true'
  ) {
    console.log(
      'This is a shallow clone: commit times are incomplete, so "behind" cannot be told apart.',
    );
  }
}

if (require.main === module) main();
