#!/usr/bin/env node
// `npm run check:upgrade`: the upgrade drill. For each target Docusaurus
// version (the newest 3.x and the newest 4.0 canary on the registry) it clones
// the committed tree to a temporary folder, installs the locked dependencies,
// moves every @docusaurus/* package to the target, builds both locales and
// runs the functional browser suites, with the speed layer on and then off (all of tests/e2e but the sitemap smoke
// test and Lighthouse, which measure rather than prove behaviour). It prints
// one line per target and step; the README records the last result.
//
//   npm run check:upgrade                  # both targets
//   npm run check:upgrade -- --target 3    # the newest 3.x only
//   npm run check:upgrade -- --keep        # keep the temporary folders
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';

const root = path.join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args.includes('--target') ? args[args.indexOf('--target') + 1] : undefined;
const keep = args.includes('--keep');

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const docusaurusPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => name.startsWith('@docusaurus/'),
);

/** The versions every @docusaurus/* package we use has on the registry, oldest first. */
function versions() {
  const lists = docusaurusPackages.map((name) =>
    JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' })),
  );
  return lists[0].filter((version) => lists.every((list) => list.includes(version)));
}

function targets() {
  const all = versions();
  const stable3 = all.filter((v) => /^3\.\d+\.\d+$/.test(v)).at(-1);
  const canary4 = all.filter((v) => /^4\.0\.0-canary/.test(v)).at(-1);
  return [
    { name: '3', label: 'newest 3.x', version: stable3 },
    { name: '4', label: '4.0 canary', version: canary4 },
  ].filter((t) => t.version && (!only || only === t.name));
}

const ours = { ...pkg.dependencies, ...pkg.devDependencies };
const locked = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;

/**
 * What moving to `version` asks of the rest of package.json: the peer
 * dependencies of the @docusaurus packages at that version that we also
 * depend on (4.0 wants TypeScript >= 6), and the Node.js it requires.
 */
function requirements(version) {
  const view = (field) =>
    docusaurusPackages.map((name) => {
      const out = execFileSync('npm', ['view', `${name}@${version}`, field, '--json'], {
        encoding: 'utf8',
      }).trim();
      return out ? JSON.parse(out) : {};
    });
  const peers = Object.assign({}, ...view('peerDependencies'));
  // Only what our locked version does not satisfy moves, and to the oldest
  // major the range accepts (`>=6.0` gives `^6.0.0`, not TypeScript 7, which
  // the rest of our tools do not accept yet).
  const installs = Object.entries(peers)
    .filter(([name]) => name in ours && !name.startsWith('@docusaurus/'))
    .filter(([name, range]) => !semver.satisfies(locked[`node_modules/${name}`].version, range))
    .map(([name, range]) => `${name}@^${semver.minVersion(range)}`);
  const node = view('engines').find((engines) => engines.node)?.node;
  return { installs, node };
}

const spawnOptions = { encoding: 'utf8', maxBuffer: 256 << 20 };
// `npm run -s check:upgrade` would pass its silence on to these npm commands.
const npm = (cwd, ...npmArgs) =>
  spawnSync('npm', [...npmArgs, '--no-audit', '--no-fund', '--loglevel=warn'], {
    cwd,
    ...spawnOptions,
  });

/** Browser suites that prove behaviour (not the slow smoke test, not Lighthouse's scores). */
const functionalSuites = fs
  .readdirSync(path.join(root, 'tests/e2e'))
  .filter((f) => f.endsWith('.test.ts') && !['smoke.test.ts', 'lighthouse.test.ts'].includes(f))
  .map((f) => `tests/e2e/${f}`);

function step(name, run) {
  const start = Date.now();
  const result = run();
  const seconds = ((Date.now() - start) / 1000).toFixed(0);
  const ok = result.status === 0;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  // The counts as TAP writes them (Node 20 off a terminal) or spec (Node 23 and later).
  const summary =
    output
      .match(/^(?:# |ℹ )(?:pass|fail) \d+$/gm)
      ?.map((line) => line.slice(2))
      .join(', ') ?? '';
  console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds} s)${summary ? ` ${summary}` : ''}`);
  if (!ok) {
    const failing = output.match(/^ *(?:not ok|✖) .*$/gm) ?? output.trim().split('\n').slice(-15);
    console.log(failing.map((line) => `      ${line.trim()}`).join('\n'));
  }
  return ok;
}

let failed = false;
for (const target of targets()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `upgrade-${target.name}-`));
  const { installs, node } = requirements(target.version);
  console.log(`${target.label}: @docusaurus/* ${target.version} in ${dir}`);
  console.log(`  requires Node.js ${node ?? 'any'} (running ${process.versions.node})`);
  if (installs.length) console.log(`  and moves with it: ${installs.join(', ')}`);
  // A clone, not an archive of the tree: the docs read their last-update dates
  // from Git, and Docusaurus 4 stops a build outside a Git worktree.
  execFileSync('git', ['clone', '--quiet', root, dir]);
  const installed =
    step('npm ci', () => npm(dir, 'ci')) &&
    step(`install @docusaurus/* ${target.version}`, () =>
      npm(
        dir,
        'install',
        ...docusaurusPackages.map((name) => `${name}@${target.version}`),
        ...installs,
      ),
    );
  // A type error does not stop the drill: the builds and the browser say what else breaks.
  const typed = installed && step('typecheck', () => npm(dir, 'run', 'typecheck'));
  // With the speed layer (src/plugins/lean-first-load) on, then off: stock Docusaurus plus our features.
  const layers = (installed ? ['on', 'off'] : []).map((layer) => {
    const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', LEAN_FIRST_LOAD: layer };
    return (
      step(`build, both locales, speed layer ${layer}`, () =>
        spawnSync('npm', ['run', 'build'], { cwd: dir, ...spawnOptions, env }),
      ) &&
      step(`functional browser suites, speed layer ${layer}`, () =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', '--test', '--test-concurrency=2', ...functionalSuites],
          { cwd: dir, ...spawnOptions, env },
        ),
      )
    );
  });
  const ok = installed && typed && layers.every(Boolean);
  failed ||= !ok;
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
