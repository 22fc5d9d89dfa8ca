/**
 * Warming up the search (modal code, worker, index) from outside the search
 * bar: the offline status does it once the service worker can cache what it
 * loads. The mounted search bar registers its own warm-up here.
 */
let registered: (() => void) | undefined;

/** Registers the search bar's warm-up; returns the unregistration. */
export function provideSearchWarmUp(warmUp: () => void): () => void {
  registered = warmUp;
  return () => {
    if (registered === warmUp) registered = undefined;
  };
}

/** Warms up the search if a search bar is mounted; says whether it did. */
export function warmUpSearch(): boolean {
  registered?.();
  return registered !== undefined;
}
