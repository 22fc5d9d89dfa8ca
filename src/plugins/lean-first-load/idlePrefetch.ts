/**
 * Route prefetching in idle time. Every `<Link>` that scrolls into view asks
 * `window.docusaurus.prefetch` for its route's chunks; right after hydration
 * that is every visible link at once, each matched against the whole route
 * table and given `<link rel="prefetch">` tags: one long task just when the
 * reader starts to scroll or tap. Here the requests are queued and made in
 * idle periods, a few milliseconds at a time. Checked against Docusaurus 3.10.2
 * (tests/unit/docusaurusInternals.test.ts). `window.docusaurus` is frozen,
 * so the object is replaced rather than its method.
 */
import type { ClientModule } from '@docusaurus/types';

/** Longest stretch of prefetching in one idle period. */
export const SLICE_MS = 6;

type Docusaurus = Window['docusaurus'];

const waitForIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 2000 })
    : (run) => setTimeout(run, 50); // Safari

/** A `prefetch` that queues paths and hands them to `original` in idle slices. */
export function idlePrefetcher(
  original: Docusaurus['prefetch'],
  schedule: (run: () => void) => void = waitForIdle,
  now: () => number = () => performance.now(),
): Docusaurus['prefetch'] {
  const queue = new Set<string>();
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const start = now();
    for (const path of queue) {
      queue.delete(path);
      void original(path);
      if (now() - start >= SLICE_MS) break;
    }
    if (queue.size > 0) {
      scheduled = true;
      schedule(drain);
    }
  };
  return (path) => {
    queue.add(path);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
    return false; // nothing fetched yet; Link ignores the result
  };
}

const idlePrefetch: ClientModule = {
  // Runs in a layout effect of the first render, before any Link sets up its observer.
  onRouteDidUpdate() {
    const { docusaurus } = window;
    if (!docusaurus || (docusaurus as { idle?: true }).idle) return;
    window.docusaurus = Object.freeze({
      ...docusaurus,
      prefetch: idlePrefetcher(docusaurus.prefetch),
      idle: true as const,
    });
  },
};

export default idlePrefetch;
