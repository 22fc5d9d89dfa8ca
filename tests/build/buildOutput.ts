/** Reads the production build in `build/` for the post-build checks. */
import fs from 'node:fs';
import path from 'node:path';
import { builtHtmlFile } from '../../src/utils/builtHtmlFile';

export const root = path.join(__dirname, '../..');
export const buildDir = path.join(root, 'build');
export const locales = [
  { name: 'zh-Hans', prefix: '', htmlLang: 'zh-Hans' },
  { name: 'en', prefix: '/en', htmlLang: 'en-US' },
] as const;

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first.');
  }
}

/** The HTML file the build wrote for a route, or undefined. */
export function htmlFileFor(route: string): string | undefined {
  return builtHtmlFile(buildDir, route);
}

export function readHtml(route: string): string {
  const file = htmlFileFor(route);
  if (!file) throw new Error(`no page built for ${route}`);
  return fs.readFileSync(file, 'utf8');
}

export { contractRoutes } from '../routeContract';

/** The locale's pages: every HTML file under its folder, not another locale's (full paths). */
export function localePages(prefix: string): string[] {
  const dir = path.join(buildDir, prefix);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && (prefix || !file.startsWith(`en${path.sep}`)))
    .map((file) => path.join(dir, file));
}

/** Every URL path listed in a locale's sitemap. */
export function sitemapPaths(prefix: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, prefix, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));
}
