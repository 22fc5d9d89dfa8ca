/**
 * The docs plugin's active-doc lookup, made once per page rather than once per
 * navbar item, and by comparing paths rather than matching route patterns.
 * `useActiveDocContext` compiles and runs a route pattern for every doc of the
 * edition on each call; the navbar has 17 doc items and renders them twice
 * while a page loads (hydration, then the re-render the theme's mounted state
 * causes) and again in the mobile menu. Doc paths have no parameters, so the
 * pattern match is an equality of paths, ignoring case and a trailing slash as
 * the router does.
 */
import { useLocation } from '@docusaurus/router';
import {
  useActiveVersion,
  useDocsData,
  useDocsPreferredVersion,
  useLatestVersion,
  type ActiveDocContext,
  type GlobalDoc,
  type GlobalPluginData,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

/** Per docs plugin (its global data object): the last path looked up and its answer. */
const lastLookup = new WeakMap<object, { pathname: string; context: ActiveDocContext }>();

const routeKey = (path: string) => path.replace(/\/+$/, '').toLowerCase();

export function activeDocContext(
  data: GlobalPluginData,
  activeVersion: GlobalVersion | undefined,
  pathname: string,
): ActiveDocContext {
  const key = routeKey(pathname);
  const activeDoc = activeVersion?.docs.find((doc) => routeKey(doc.path) === key);
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useActiveDocContextOnce(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  // Matches the path against the edition routes only (three), not every doc.
  const activeVersion = useActiveVersion(pluginId);
  const last = lastLookup.get(data);
  if (last?.pathname === pathname) return last.context;
  const context = activeDocContext(data, activeVersion, pathname);
  lastLookup.set(data, { pathname, context });
  return context;
}

/** Per version (its global data object): its docs by id. */
const docsById = new WeakMap<GlobalVersion, Map<string, GlobalDoc>>();

function docOfVersion(version: GlobalVersion, docId: string): GlobalDoc | undefined {
  let byId = docsById.get(version);
  if (!byId) {
    byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    docsById.set(version, byId);
  }
  return byId.get(docId);
}

/**
 * The docs plugin's `useDocsVersionCandidates` (the edition being read, else
 * the preferred one, else the latest) on the shared lookup above: the plugin's
 * own runs `useActiveDocContext` again for each caller.
 */
export function useDocsVersionCandidatesOnce(pluginId: string | undefined): GlobalVersion[] {
  const { activeVersion } = useActiveDocContextOnce(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latestVersion = useLatestVersion(pluginId);
  return [...new Set([activeVersion, preferredVersion, latestVersion])].filter(
    (version): version is GlobalVersion => Boolean(version),
  );
}

/**
 * The docs plugin's `useLayoutDoc` (the doc a navbar item links to: in the
 * edition being read, else the preferred one, else the latest) on the shared
 * version candidates above.
 */
export function useLayoutDocOnce(docId: string, pluginId: string | undefined): GlobalDoc | null {
  const versions = useDocsVersionCandidatesOnce(pluginId);
  for (const version of versions) {
    const doc = docOfVersion(version, docId);
    if (doc) return doc;
  }
  // Drafts are left out silently, as by the plugin; anything else is a config error.
  if (versions.some((version) => version.draftIds.includes(docId))) return null;
  throw new Error(
    `Couldn't find any doc with id "${docId}" in versions "${versions.map((v) => v.name).join(', ')}".`,
  );
}
