// First-load weight of a built page: the HTML plus every script and stylesheet
// it references directly (what a first visit downloads before hydration), raw
// and gzip -9. Shared by `npm run bench` and the budget test (tests/build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One page per template; each is measured in both locales. */
export const TEMPLATES = {
  home: '/',
  doc: '/docs/iot/device/instance',
  category: '/category/device-access',
  blogList: '/blog',
  blogPost: '/blog/sagooiot2.4.0',
  search: '/search',
  showcase: '/showcase',
  edition: '/community',
};

export const LOCALE_PREFIXES = { 'zh-Hans': '', en: '/en' };

export const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** The HTML file written for a route (`trailingSlash: false`: `route.html`, roots `index.html`). */
export function htmlFile(buildDir, route) {
  const clean = route.replace(/\/$/, '');
  for (const file of [`${clean}.html`, `${clean}/index.html`]) {
    const full = path.join(buildDir, file);
    if (fs.existsSync(full)) return full;
  }
  throw new Error(`no built page for ${route} in ${buildDir}: build first`);
}

/** Script and stylesheet URLs the HTML references directly (not preloads, not lazy chunks). */
export function directAssets(html) {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g),
    ...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g),
    ...html.matchAll(/<link[^>]*href="?([^"\s>]+\.css)"?[^>]*rel="?stylesheet/g),
  ].map((m) => m[1]);
  return [...new Set(urls)];
}

/**
 * Measures one route of a build served under `baseUrl`.
 * @returns {{route: string, files: number, raw: {html: number, js: number, css: number, total: number}, gzip: {html: number, js: number, css: number, total: number}}}
 */
export function firstLoad(buildDir, route, baseUrl = '/') {
  const html = fs.readFileSync(htmlFile(buildDir, route));
  const raw = { html: html.length, js: 0, css: 0, total: 0 };
  const gzip = { html: gzipSize(html), js: 0, css: 0, total: 0 };
  const assets = directAssets(html.toString('utf8'));
  for (const url of assets) {
    if (!url.startsWith(baseUrl)) throw new Error(`${route} references an external asset ${url}`);
    const file = path.join(buildDir, url.slice(baseUrl.length).split(/[?#]/)[0]);
    const content = fs.readFileSync(file);
    const kind = url.split(/[?#]/)[0].endsWith('.css') ? 'css' : 'js';
    raw[kind] += content.length;
    gzip[kind] += gzipSize(content);
  }
  raw.total = raw.html + raw.js + raw.css;
  gzip.total = gzip.html + gzip.js + gzip.css;
  return { route, files: assets.length, raw, gzip };
}
