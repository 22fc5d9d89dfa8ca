import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML file a build wrote for a route, relative to the folder of the build
 * (`trailingSlash: false`: `route.html`, or `route/index.html` for a locale's
 * root and index pages); undefined when there is none (the 404 route, a typo).
 * The one route-to-file rule of the plugins, scripts and tests.
 */
export function builtHtmlFile(outDir: string, route: string): string | undefined {
  const clean = route.replace(/^\/+|\/+$/g, '');
  const candidates = clean ? [`${clean}.html`, `${clean}/index.html`] : ['index.html'];
  return candidates.map((file) => path.join(outDir, file)).find((file) => fs.existsSync(file));
}
