#!/usr/bin/env node
// First-load weight of built pages: gzip -9 of the HTML plus every script and
// stylesheet it references directly (what a first visit downloads before
// hydration), the measure used by the performance budgets.
// Usage: node scripts/measure-first-load.mjs [route ...]   (after `npm run build`)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const buildDir = path.resolve('build');
const routes = process.argv.slice(2);
if (routes.length === 0)
  routes.push('/', '/docs/iot/device/instance', '/en/', '/en/docs/iot/device/instance');

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function htmlFile(route) {
  const clean = route.replace(/\/$/, '');
  for (const file of [`${clean}.html`, `${clean}/index.html`]) {
    const full = path.join(buildDir, file);
    if (fs.existsSync(full)) return full;
  }
  throw new Error(`no built page for ${route}: run npm run build first`);
}

for (const route of routes) {
  const html = fs.readFileSync(htmlFile(route));
  const text = html.toString('utf8');
  const assets = [
    ...text.matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g),
    ...text.matchAll(/<link[^>]*rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g),
    ...text.matchAll(/<link[^>]*href="?([^"\s>]+\.css)"?[^>]*rel="?stylesheet/g),
  ].map((m) => m[1]);
  const unique = [...new Set(assets)].filter((a) => a.startsWith('/'));
  let js = 0;
  let css = 0;
  for (const asset of unique) {
    const size = gzip(fs.readFileSync(path.join(buildDir, asset.split(/[?#]/)[0])));
    if (asset.endsWith('.css')) css += size;
    else js += size;
  }
  const htmlSize = gzip(html);
  console.log(
    `${route.padEnd(34)} total ${kb(htmlSize + js + css).padStart(9)}  (html ${kb(htmlSize)}, js ${kb(js)}, css ${kb(css)}; ${unique.length} files)`,
  );
}
