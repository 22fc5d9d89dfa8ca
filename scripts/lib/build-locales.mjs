// Builds the site one locale per `docusaurus build` process, default locale
// first (its build empties the output folder). One process per locale keeps
// the peak memory at one locale's: a single process building both keeps much
// of the first locale's heap while it builds the second. Pages are rendered in
// one SSG worker thread unless DOCUSAURUS_SSG_WORKER_THREAD_COUNT says otherwise:
// each extra worker holds its own copy of the server bundle (about 250 MB here)
// and a 2-core machine gains little from it. The V8 heap is capped at 1 GB
// unless NODE_OPTIONS says otherwise: a build needs under 640 MB of it, and
// without the cap V8 lets garbage pile up to the machine's size (measured:
// peak RSS 1.58 GB uncapped, 1.26 GB capped, and the build ran faster).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { i18n } from '../../config/i18n.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The locales in build order: the default locale first. */
export const buildOrder = [
  i18n.defaultLocale,
  ...i18n.locales.filter((l) => l !== i18n.defaultLocale),
];

/** Starts `docusaurus build --locale <locale> [...args]`; resolves with the child process. */
export function startLocaleBuild(locale, args = [], stdio = 'inherit') {
  return spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      '--locale',
      locale,
      ...args,
    ],
    {
      cwd: root,
      env: {
        DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
        NODE_OPTIONS: '--max-old-space-size=1024',
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
      },
      stdio,
    },
  );
}

export function exitOf(child) {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
