#!/usr/bin/env node
/**
 * The system pieces the tests need beyond Node.js and npm, checked in the first
 * second of `npm test`. Missing ones are installed with apt-get when this
 * process may (root, or sudo without a password); otherwise the run stops here
 * with one message listing all of them and the one command that installs them.
 * `--check` only lists. Everything else the tests use comes from npm.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function playwrightChromium() {
  try {
    const managed = require('playwright-core').chromium.executablePath();
    return Boolean(managed && fs.existsSync(managed));
  } catch {
    return false;
  }
}

/** What each piece is for, and how to tell it is there (the same lookups the tests make). */
const pieces = [
  {
    name: 'Chromium',
    debian: 'chromium',
    why: 'the browser tests drive it through playwright-core (or set CHROME_PATH to a Chrome/Chromium)',
    present: () =>
      process.env.CHROME_PATH
        ? fs.existsSync(process.env.CHROME_PATH)
        : fs.existsSync('/usr/bin/chromium') ||
          fs.existsSync('/usr/bin/chromium-browser') ||
          playwrightChromium(),
  },
  {
    name: 'the Chromium headless shell',
    debian: 'chromium-headless-shell',
    why: 'the browser tests run lighter in it (tests/e2e/harness.ts); without it they run in Chromium, slower',
    optional: true,
    present: () =>
      Boolean(process.env.CHROME_PATH) || fs.existsSync('/usr/bin/chromium-headless-shell'),
  },
  {
    name: 'a CJK font',
    debian: 'fonts-noto-cjk',
    why: 'Chinese pages laid out as readers see them (layout tests measure positions)',
    present: () =>
      spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout?.trim().length > 0,
  },
  {
    name: 'nginx',
    debian: 'nginx',
    why: 'deploy/nginx.conf is tested with nginx itself (nginx -t, then served); it need not run as a service',
    present: () => onPath('nginx') || fs.existsSync('/usr/sbin/nginx'),
  },
];

function canInstall() {
  if (!onPath('apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  if (onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) {
    return ['sudo'];
  }
  return undefined;
}

function main() {
  const missing = pieces.filter((piece) => !piece.present());
  if (missing.length === 0) return 0;
  const required = missing.filter((piece) => !piece.optional);
  const describe = (piece) =>
    `  - ${piece.name} (Debian/Ubuntu: ${piece.debian}): ${piece.why}${piece.optional ? ' (optional)' : ''}`;
  const command = `sudo apt-get update && sudo apt-get install -y ${missing.map((p) => p.debian).join(' ')}`;
  const prefix = process.argv.includes('--check') ? undefined : canInstall();
  if (!prefix) {
    if (required.length === 0) {
      console.log(
        [
          'Optional system pieces are missing; the tests run without them:',
          ...missing.map(describe),
          `Install with: ${command}`,
        ].join('\n'),
      );
      return 0;
    }
    console.error(
      [
        'The tests need system pieces that are missing:',
        ...missing.map(describe),
        'Install them with:',
        `  ${command}`,
        'and run the tests again.',
      ].join('\n'),
    );
    return 1;
  }
  console.log(`Installing what the tests need: ${missing.map((p) => p.debian).join(', ')}`);
  const run = (args) =>
    execFileSync(prefix[0] ?? args[0], prefix.length ? args : args.slice(1), {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  if (required.length) run(['apt-get', 'install', '-y', '-qq', ...required.map((p) => p.debian)]);
  // One at a time: a distribution without an optional package must not stop the others.
  for (const piece of missing.filter((p) => p.optional)) {
    try {
      run(['apt-get', 'install', '-y', '-qq', piece.debian]);
    } catch {
      console.log(`${piece.name} could not be installed; the tests run without it.`);
    }
  }
  const still = pieces.filter((piece) => !piece.present() && !piece.optional);
  if (still.length) {
    console.error(`Still missing after the install: ${still.map((p) => p.name).join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
