/**
 * Finds the same page in the other editions (docs versions). The Community
 * and Enterprise editions hold only user-manual pages at their root, where the
 * Professional edition (`current`) has them under its `docs/` area, so
 * `install/config` in one is `docs/install/config` in the other. A folder's
 * `index` doc counts as the folder.
 */
import { EDITION_VERSIONS } from '../../data/editions';

export interface EditionDoc {
  id: string;
  path: string;
  unlisted?: boolean;
}

export interface EditionVersion {
  name: string;
  label: string;
  docs: readonly EditionDoc[];
}

export interface EditionLink {
  name: string;
  label: string;
  path: string;
}

const PROFESSIONAL = EDITION_VERSIONS.professional.version;
const USER_MANUAL_AREA = 'docs/';

/** What identifies a page across editions; undefined when no other edition can have it. */
export function pageKey(versionName: string, docId: string): string | undefined {
  const key = docId.replace(/(^|\/)index$/, '');
  if (versionName !== PROFESSIONAL) return key;
  return key.startsWith(USER_MANUAL_AREA) ? key.slice(USER_MANUAL_AREA.length) : undefined;
}

/** The other editions that have this page, in the order of the edition menu. */
export function otherEditions(
  versions: readonly EditionVersion[],
  versionName: string,
  docId: string,
): EditionLink[] {
  const key = pageKey(versionName, docId);
  if (key === undefined) return [];
  return versions.flatMap((version) => {
    if (version.name === versionName) return [];
    const doc = version.docs.find((d) => !d.unlisted && pageKey(version.name, d.id) === key);
    return doc ? [{ name: version.name, label: version.label, path: doc.path }] : [];
  });
}
