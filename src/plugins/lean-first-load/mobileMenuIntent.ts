import { startTransition, useEffect, useState } from 'react';
// Internal API, checked against Docusaurus 3.10.2 (tests/unit/docusaurusInternals.test.ts).
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/**
 * The theme renders the whole mobile menu (every navbar item and, on doc
 * pages, the doc sidebar's tree) on phones as soon as the page has hydrated,
 * hidden until the menu button is pressed: the longest task after hydration
 * on a phone. Here the menu is rendered once the reader reaches for its
 * button (a pointer over it or down on it, focus), and stays rendered across
 * pages.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Infima's menu button (the theme's toggle does not forward a ref or props). */
const MENU_BUTTON = '.navbar__toggle';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

function onIntent(event: Event): void {
  if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) wantMobileMenu();
}

function watchForIntent(watching: boolean): void {
  for (const type of INTENT_EVENTS) {
    if (watching) document.addEventListener(type, onIntent, { capture: true, passive: true });
    else document.removeEventListener(type, onIntent, { capture: true });
  }
}

/** Called when the reader reaches for the menu button. */
function wantMobileMenu(): void {
  if (wanted) return;
  wanted = true;
  watchForIntent(false);
  for (const listener of listeners) listener();
}

/**
 * Whether the mobile menu should be rendered: asked for, or open. The update
 * for "asked for" is a transition: the menu renders in slices between the
 * reader's events, and a press of the button before it is ready still opens
 * it (the theme's own update comes first).
 */
export function useMobileMenuWanted(): boolean {
  const { shown } = useNavbarMobileSidebar();
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const update = () => startTransition(() => setWanted(true));
    if (wanted) {
      update();
      return undefined;
    }
    if (listeners.size === 0) watchForIntent(true);
    listeners.add(update);
    return () => {
      listeners.delete(update);
      if (listeners.size === 0 && !wanted) watchForIntent(false);
    };
  }, []);
  return isWanted || shown;
}
