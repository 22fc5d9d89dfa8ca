// First-load weight of a built page: the HTML plus every script and stylesheet
// it references directly (what a first visit downloads before hydration), raw
// and gzip -9. Shared by `npm run bench` and the budget test (tests/build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { builtHtmlFile } from '../../src/utils/builtHtmlFile';
import { BUILT_TEMPLATES, type BuiltTemplate } from '../../tests/pageTemplates';

/** One built page per template; each is measured in both locales. Keys name the budgets (budgets.json). */
export const TEMPLATES = BUILT_TEMPLATES;

export type Template = BuiltTemplate;

export const LOCALE_PREFIXES = { 'zh-Hans': '', en: '/en' } as const;

export const gzipSize = (buffer: Buffer): number => zlib.gzipSync(buffer, { level: 9 }).length;

/** The HTML file written for a route; throws when there is none. */
export function htmlFile(buildDir: string, route: string): string {
  const file = builtHtmlFile(buildDir, route);
  if (!file) throw new Error(`no built page for ${route} in ${buildDir}: build first`);
  return file;
}

/**
 * Script and stylesheet URLs the HTML references directly: scripts by tag or
 * as the preloaded bundles the page starts (the speed layer's page template,
 * src/plugins/lean-first-load/pageStart.ts); not lazy chunks.
 */
export function directAssets(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g),
    ...html.matchAll(/<link[^>]*rel="?preload"?[^>]*\sas="?script"?[^>]*href="?([^"\s>]+)/g),
    ...html.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g),
    ...html.matchAll(/<link[^>]*href="?([^"\s>]+\.css)"?[^>]*rel="?stylesheet/g),
  ].map((m) => m[1]);
  return [...new Set(urls)];
}

export interface Bytes {
  html: number;
  js: number;
  css: number;
  total: number;
}

export interface FirstLoad {
  route: string;
  /** Build-relative paths of the scripts and stylesheets. */
  assets: string[];
  raw: Bytes;
  gzip: Bytes;
}

/** Measures one route of a build whose pages live under `baseUrl`. */
export function firstLoad(buildDir: string, route: string, baseUrl = '/'): FirstLoad {
  const html = fs.readFileSync(htmlFile(buildDir, route));
  const raw: Bytes = { html: html.length, js: 0, css: 0, total: 0 };
  const gzip: Bytes = { html: gzipSize(html), js: 0, css: 0, total: 0 };
  const assets = directAssets(html.toString('utf8')).map((url) => {
    if (!url.startsWith(baseUrl)) throw new Error(`${route} references an external asset ${url}`);
    return url.slice(baseUrl.length).split(/[?#]/)[0];
  });
  for (const asset of assets) {
    const content = fs.readFileSync(path.join(buildDir, asset));
    const kind = asset.endsWith('.css') ? 'css' : 'js';
    raw[kind] += content.length;
    gzip[kind] += gzipSize(content);
  }
  raw.total = raw.html + raw.js + raw.css;
  gzip.total = gzip.html + gzip.js + gzip.css;
  return { route, assets, raw, gzip };
}

export const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i;

/** Every file under a folder, with its size. */
export function filesUnder(dir: string): { file: string; bytes: number }[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, file), bytes: fs.statSync(file).size };
    });
}
