/**
 * Checks of the screen manifest (`src/data/consoleScreens`) that need no browser. The capture
 * adds the checks that do (each marker's selector found exactly once, the capture's selector
 * found) and fails with the screen's id.
 */
import type { ConsoleScreen } from '../../src/data/consoleScreens/types';

export interface ManifestProblem {
  id: string;
  message: string;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** CJK ideographs, kana, full-width forms and CJK punctuation. */
export const CJK = /[\u2e80-\u9fff\u3000-\u303f\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

export function validateManifest(screens: readonly ConsoleScreen[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const seen = new Set<string>();
  for (const [index, screen] of screens.entries()) {
    const id = screen.id || `#${index}`;
    const problem = (message: string) => problems.push({ id, message });
    if (!KEBAB.test(screen.id)) problem('id must be kebab-case (a-z, 0-9, single hyphens)');
    if (seen.has(screen.id)) problem('id is used twice');
    seen.add(screen.id);
    if (!screen.route.startsWith('/')) problem('route must start with "/"');
    if (screen.viewport) {
      const { width, height } = screen.viewport;
      if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 320 && height >= 320)) {
        problem('viewport must be whole pixels, at least 320 × 320');
      }
    }
    if (!screen.alt['zh-Hans'].trim()) problem('alt text (zh-Hans) is empty');
    if (!screen.alt.en.trim()) problem('alt text (en) is empty');
    if (CJK.test(screen.alt.en)) problem('English alt text contains Chinese characters');
    if (screen.capture.kind === 'element' && !screen.capture.selector.trim()) {
      problem('element capture needs a selector');
    }
    for (const [i, marker] of (screen.markers ?? []).entries()) {
      const which = `marker ${i + 1}`;
      if (!marker.selector.trim()) problem(`${which} has no selector`);
      if (!marker.label.trim()) problem(`${which} has no label`);
      if (!marker.en.trim()) problem(`${which} has no English term`);
      if (CJK.test(marker.en)) problem(`${which}: English term contains Chinese characters`);
    }
    for (const [i, action] of (screen.actions ?? []).entries()) {
      const selector =
        'click' in action
          ? action.click
          : 'fill' in action
            ? action.fill
            : 'hover' in action
              ? action.hover
              : action.waitFor;
      if (!selector.trim()) problem(`action ${i + 1} has no selector`);
    }
  }
  return problems;
}
