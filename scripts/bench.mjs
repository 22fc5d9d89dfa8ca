#!/usr/bin/env node
// Performance figures of the production build, all measured, none assumed:
// per locale build wall time and peak memory (RSS summed over the build's
// whole process tree, sampled from /proc), first-load bytes per template,
// output size, image bytes and search index size. Prints them and writes
// reports/bench.json (machine-dependent figures, so not committed; budgets.json is).
//
// Usage: npm run bench                 build every locale (as npm run build), then measure
//        npm run bench -- --reuse      measure the existing build/ only
import fs from 'node:fs';
import path from 'node:path';
import { buildOrder, exitOf, startLocaleBuild } from './lib/build-locales.mjs';
import {
  IMAGE_FILE,
  LOCALE_PREFIXES,
  TEMPLATES,
  filesUnder,
  firstLoad,
  gzipSize,
} from './lib/first-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const reportFile = path.join(root, 'reports/bench.json');
const reuse = process.argv.includes('--reuse');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid ... (rss is field 24, in pages).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Builds every locale as `npm run build` does, timing and sampling each locale's process tree. */
async function build() {
  const locales = [];
  for (const locale of buildOrder) {
    const started = performance.now();
    const child = startLocaleBuild(locale);
    let peakRss = 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, treeRss(child.pid));
    }, 100);
    const code = await exitOf(child);
    clearInterval(sampler);
    if (code !== 0) throw new Error(`docusaurus build --locale ${locale} failed (exit ${code})`);
    const wallSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    locales.push({ locale, wallSeconds, peakRssBytes: peakRss });
  }
  return {
    wallSeconds: Number(locales.reduce((sum, l) => sum + l.wallSeconds, 0).toFixed(1)),
    peakRssBytes: Math.max(...locales.map((l) => l.peakRssBytes)),
    locales,
  };
}

function outputSizes() {
  const files = filesUnder(buildDir);
  const images = files.filter(({ file }) => IMAGE_FILE.test(file));
  const largestImage = images.reduce((a, b) => (b.bytes > a.bytes ? b : a), { file: '', bytes: 0 });
  const sum = (list) => list.reduce((total, { bytes }) => total + bytes, 0);
  return { totalBytes: sum(files), imageBytes: sum(images), largestImage };
}

/**
 * Every part of each locale's search index, as its search-manifest.json lists
 * them (`default` for blog and pages, one per edition; a reader loads
 * `default` plus the edition in scope).
 */
function searchIndexes() {
  return Object.entries(LOCALE_PREFIXES).flatMap(([locale, prefix]) => {
    const dir = path.join(buildDir, prefix);
    const manifestFile = path.join(dir, 'search-manifest.json');
    if (!fs.existsSync(manifestFile))
      throw new Error(`no ${manifestFile}: the search index is missing`);
    const { parts } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    return Object.entries(parts).map(([tag, file]) => {
      const content = fs.readFileSync(path.join(dir, file));
      return {
        locale,
        tag,
        file: path.join(prefix, file),
        raw: content.length,
        gzip: gzipSize(content),
      };
    });
  });
}

/**
 * The console pictures (src/assets/console, `npm run screens`): how many, their
 * sizes against the 200 KB budget, and what they add to the repository.
 */
function consolePictures() {
  const dir = path.join(root, 'src/assets/console');
  const sizes = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((file) => ({ file, bytes: fs.statSync(path.join(dir, file)).size }))
        .sort((a, b) => a.bytes - b.bytes)
    : [];
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  return {
    count: sizes.length,
    totalBytes: total,
    medianBytes: sizes.length ? sizes[Math.floor(sizes.length / 2)].bytes : 0,
    largest: sizes.at(-1) ?? null,
    over200KB: sizes.filter(({ bytes }) => bytes > 200 * 1024).map(({ file }) => file),
  };
}

const report = { date: new Date().toISOString(), build: reuse ? null : await build() };
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('No production build in build/: run without --reuse, or `npm run build` first.');
}
report.firstLoad = Object.entries(TEMPLATES).flatMap(([template, route]) =>
  Object.entries(LOCALE_PREFIXES).map(([locale, prefix]) => ({
    template,
    locale,
    ...firstLoad(buildDir, `${prefix}${route}`),
  })),
);
report.output = outputSizes();
report.searchIndex = searchIndexes();
report.consolePictures = consolePictures();

fs.mkdirSync(path.dirname(reportFile), { recursive: true });
fs.writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);

console.log('\nBuild');
if (report.build) {
  for (const l of report.build.locales) {
    console.log(
      `  ${l.locale.padEnd(8)} ${`${l.wallSeconds} s`.padStart(8)}  peak RSS ${mb(l.peakRssBytes)}`,
    );
  }
  console.log(
    `  ${'total'.padEnd(8)} ${`${report.build.wallSeconds} s`.padStart(8)}  peak RSS ${mb(report.build.peakRssBytes)}`,
  );
} else console.log('  reused build/ (not timed)');
console.log(
  '\nFirst load (HTML + directly referenced JS and CSS)          raw       gzip (html / js / css)',
);
for (const f of report.firstLoad) {
  console.log(
    `  ${f.template.padEnd(9)} ${f.locale.padEnd(8)} ${f.route.padEnd(34)} ${kb(f.raw.total).padStart(9)} ${kb(f.gzip.total).padStart(9)}  (${kb(f.gzip.html)} / ${kb(f.gzip.js)} / ${kb(f.gzip.css)})`,
  );
}
console.log('\nOutput');
console.log(
  `  total ${mb(report.output.totalBytes)}, images ${mb(report.output.imageBytes)}, largest image ${report.output.largestImage.file} ${kb(report.output.largestImage.bytes)}`,
);
console.log('\nSearch index (parts)                                         raw       gzip');
for (const s of report.searchIndex) {
  console.log(
    `  ${s.locale.padEnd(8)} ${s.tag.padEnd(48)} ${kb(s.raw).padStart(9)} ${kb(s.gzip).padStart(9)}`,
  );
}
const pictures = report.consolePictures;
console.log('\nConsole pictures (src/assets/console)');
console.log(
  `  ${pictures.count} pictures, ${kb(pictures.totalBytes)} in the repository, median ${kb(pictures.medianBytes)}, largest ${pictures.largest ? `${pictures.largest.file} ${kb(pictures.largest.bytes)}` : '-'}, over 200 KB: ${pictures.over200KB.length ? pictures.over200KB.join(', ') : 'none'}`,
);
console.log(`\nWritten to ${path.relative(root, reportFile)}`);
