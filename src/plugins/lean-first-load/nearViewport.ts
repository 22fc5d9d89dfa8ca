import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below (or above) the viewport an element counts as near: enough for
 * it to be ready before a reader scrolls to it, not the whole page.
 */
export const NEAR_VIEWPORT_MARGIN = '300px 0px';

/**
 * Becomes true once the element of `ref` comes near the viewport (looked for
 * while `watching`), and stays true.
 */
export function useNearViewport(ref: RefObject<Element | null>, watching = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watching || near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, near]);
  return near;
}
