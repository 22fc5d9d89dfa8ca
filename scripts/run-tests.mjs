#!/usr/bin/env node
/**
 * Runs test files with node:test and then makes sure the run left nothing
 * behind: `node scripts/run-tests.mjs [--concurrency N] <files…>`.
 *
 * - `--test-force-exit`: a file's process ends when its tests have ended,
 *   whatever handle is still open, so the run's exit never waits on one.
 * - Every process the run starts (test files, Chromium, servers, nginx, a dev
 *   server) inherits a marker in its environment; once the run has ended, any
 *   process still carrying it is reported by its command line, killed, and
 *   fails the run.
 * Time limits per test and hook: tests/testing.ts.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);
let concurrency = '1';
if (args[0] === '--concurrency') {
  concurrency = args[1];
  args.splice(0, 2);
}
if (args.length === 0) {
  console.error('usage: node scripts/run-tests.mjs [--concurrency N] <test files…>');
  process.exit(2);
}

const marker = `SAGOO_TEST_RUN=${randomUUID()}`;
const [markerName, markerValue] = marker.split('=');

/** Processes whose environment carries the marker (Linux: /proc). */
function markedProcesses() {
  if (!fs.existsSync('/proc/self/environ')) return undefined;
  const found = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = fs.readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (!environ.split('\0').includes(marker)) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      found.push({ pid: Number(entry), command: command.trim() });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-force-exit', ...args],
  { stdio: 'inherit', env: { ...process.env, [markerName]: markerValue } },
);
const code = await new Promise((resolve) =>
  child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
);

// A browser or server closing at the last moment gets two seconds to finish.
let left = markedProcesses();
for (let waited = 0; left?.length && waited < 2000; waited += 250) {
  await sleep(250);
  left = markedProcesses();
}
if (left === undefined) {
  console.log('# leftover processes: not checked (no /proc on this system)');
} else if (left.length) {
  console.error(`# ${left.length} process(es) still running after the tests ended (killed):`);
  for (const { pid, command } of left) {
    console.error(`#   ${pid} ${command.slice(0, 200)}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(1);
}
process.exit(code);
