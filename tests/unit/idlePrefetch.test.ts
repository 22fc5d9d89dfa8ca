import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { SLICE_MS, idlePrefetcher } from '../../src/plugins/lean-first-load/idlePrefetch';

/** A prefetcher whose idle periods run when the test says, on a clock the test moves. */
function harness(costMs: number) {
  const fetched: string[] = [];
  const pending: Array<() => void> = [];
  let clock = 0;
  const prefetch = idlePrefetcher(
    (path) => {
      fetched.push(path);
      clock += costMs;
      return false;
    },
    (run) => pending.push(run),
    () => clock,
  );
  const idle = () => pending.shift()?.();
  return { prefetch, fetched, pending, idle };
}

describe('idle prefetching', () => {
  it('does nothing until the browser is idle, then fetches each path once', () => {
    const { prefetch, fetched, pending, idle } = harness(0);
    for (const path of ['/a', '/b', '/a', '/c']) assert.equal(prefetch(path), false);
    assert.deepEqual(fetched, []);
    assert.equal(pending.length, 1, 'one idle callback for the whole burst');
    idle();
    assert.deepEqual(fetched, ['/a', '/b', '/c']);
    assert.equal(pending.length, 0);
  });

  it('stops after a slice and resumes in the next idle period', () => {
    const { prefetch, fetched, pending, idle } = harness(SLICE_MS / 2);
    for (const path of ['/1', '/2', '/3', '/4', '/5']) prefetch(path);
    idle();
    assert.deepEqual(fetched, ['/1', '/2']);
    assert.equal(pending.length, 1);
    idle();
    assert.deepEqual(fetched, ['/1', '/2', '/3', '/4']);
    idle();
    assert.deepEqual(fetched, ['/1', '/2', '/3', '/4', '/5']);
    assert.equal(pending.length, 0);
    prefetch('/6');
    assert.equal(pending.length, 1, 'a later link schedules a new idle callback');
  });
});
