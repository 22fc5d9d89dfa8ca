/**
 * node:test as every suite uses it, with one difference: each test and hook
 * has a time limit, so one that never settles fails by its timeout, under its
 * own name, and the run goes on. Node 20's `--test-timeout` cannot do this: it
 * also limits each test file as a whole (a file of many tests would be
 * cancelled, and the report names only the file).
 */
import * as nodeTest from 'node:test';

/**
 * Generous for the slowest real test (a Lighthouse audit or a smoke locale on
 * a busy machine: 1–4 minutes); `TEST_TIMEOUT_MS` overrides it, e.g. to try a
 * hang quickly.
 */
export const testTimeoutMs = Number(process.env.TEST_TIMEOUT_MS) || 300_000;

/**
 * For a hook that builds the site or starts its dev server, given explicitly:
 * a cold one-locale build beside two browser test files took 5½ minutes on a
 * slow day of the 2-core machine (85 CPU-seconds alone).
 */
export const buildTimeoutMs = 3 * testTimeoutMs;

type Options = { timeout?: number } & Record<string, unknown>;

/** `it(name?, options?, fn?)` and `describe(…)` with the time limit as the default option. */
function withTimeout<Run extends (...args: never[]) => unknown>(run: Run): Run {
  return ((...args: unknown[]) => {
    const optionsAt = args.findIndex((arg) => typeof arg === 'object' && arg !== null);
    if (optionsAt >= 0) {
      args[optionsAt] = { timeout: testTimeoutMs, ...(args[optionsAt] as Options) };
    } else {
      const fnAt = args.findIndex((arg) => typeof arg === 'function');
      args.splice(fnAt >= 0 ? fnAt : args.length, 0, { timeout: testTimeoutMs });
    }
    return (run as unknown as (...a: unknown[]) => unknown)(...args);
  }) as unknown as Run;
}

/** `before(fn, options?)` and the other hooks with the time limit as the default option. */
function hookWithTimeout<Hook extends typeof nodeTest.before>(hook: Hook): Hook {
  return ((fn: Parameters<Hook>[0], options?: Options) =>
    hook(fn, { timeout: testTimeoutMs, ...options })) as Hook;
}

export const it = withTimeout(nodeTest.it);
export const test = withTimeout(nodeTest.test);
export const before = hookWithTimeout(nodeTest.before);
export const after = hookWithTimeout(nodeTest.after);
export const beforeEach = hookWithTimeout(nodeTest.beforeEach);
export const afterEach = hookWithTimeout(nodeTest.afterEach);
/** Suites are not limited: their tests are, and a suite of many would outlast any one limit. */
export const describe = nodeTest.describe;
