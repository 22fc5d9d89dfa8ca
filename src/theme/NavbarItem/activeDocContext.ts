/**
 * The docs plugin's active-doc lookup, made once per page rather than once per
 * navbar item. `useActiveDocContext` matches the path against every doc of the
 * edition on each call; the navbar has 17 doc items and renders them twice
 * while a page loads (hydration, then the re-render the theme's mounted state
 * causes) and again in the mobile menu.
 */
import { useLocation } from '@docusaurus/router';
import { useDocsData, type ActiveDocContext } from '@docusaurus/plugin-content-docs/client';
import { getActiveDocContext } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

/** Per docs plugin (its global data object): the last path looked up and its answer. */
const lastLookup = new WeakMap<object, { pathname: string; context: ActiveDocContext }>();

export function useActiveDocContextOnce(pluginId: string | undefined): ActiveDocContext {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const last = lastLookup.get(data);
  if (last?.pathname === pathname) return last.context;
  const context = getActiveDocContext(data, pathname);
  lastLookup.set(data, { pathname, context });
  return context;
}
