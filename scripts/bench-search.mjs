#!/usr/bin/env node
// Measures the local search index of the production build (run `npm run build` first):
// size raw/gzip per locale and edition (what a reader loads: blog and pages plus one edition's
// docs), load+parse time, query latency p50/p95 over a fixed keyword list and the question set
// (tests/searchQuestions.ts), and the top-5 hit rate per locale of the tuning set and of the
// held-out set (tests/searchQuestionsHeldOut.ts) in the order the modal shows hits, so a change
// to the tokenizer or the ranking shows its price and its gain side by side.
// Run through `npm run bench:search` (tsx loads the TypeScript modules shared with the site).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { EDITION_VERSIONS } from '../src/data/editions.ts';
import { facetFilter } from '../src/plugins/local-search/adapter.ts';
import { loadIndex, searchRecords } from '../src/plugins/local-search/searchIndex.ts';
import { MANIFEST_FILE } from '../src/plugins/local-search/protocol.ts';
import {
  askQuestions,
  builtExpansions,
  hitRate,
  MIN_HIT_RATE,
  searchQuestions,
  TOP,
} from '../tests/searchQuestions.ts';
import { heldOutQuestions } from '../tests/searchQuestionsHeldOut.ts';

const BUDGET_GZIP_KB = 300;
const BUDGET_P95_MS = 15;
const ROUNDS = 20;
const LOAD_ROUNDS = 5;

const locales = [
  {
    name: 'zh-Hans',
    dir: 'build',
    queries: [
      '物模型',
      '规则引擎',
      '物模',
      '设备接入',
      'MQTT接入',
      '告警',
      '场景联动',
      '组态',
      '视频监控',
      '数据大屏',
      '网关',
      '插件开发',
      'modbus',
      '北向接口',
      '部署',
    ],
  },
  {
    name: 'en',
    dir: 'build/en',
    queries: [
      'thing model',
      'rule engine',
      'device access',
      'mqtt',
      'alarm',
      'scene',
      'dashboard',
      'video',
      'gateway',
      'plugin',
      'modbus',
      'northbound',
      'deploy',
      'devic',
      'configuraton',
    ],
  },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

// What a reader loads: blog and pages, plus the docs of the edition being read.
const editions = Object.entries(EDITION_VERSIONS).map(([edition, { version }]) => [
  edition,
  version,
]);

let overBudget = false;
for (const locale of locales) {
  const manifestFile = path.join(locale.dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    console.log(`${locale.name}: no ${manifestFile}; build this locale first`);
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const files = Object.fromEntries(
    Object.entries(manifest.parts).map(([tag, file]) => [
      tag,
      fs.readFileSync(path.join(locale.dir, file)),
    ]),
  );
  // The manifest comes with the index: it names the parts and carries the query expansions.
  const manifestBytes = fs.readFileSync(manifestFile);
  const expansions = builtExpansions(locale.dir);
  const gzipSize = (tags) =>
    tags.reduce(
      (sum, tag) => sum + zlib.gzipSync(files[tag], { level: 9 }).length,
      zlib.gzipSync(manifestBytes, { level: 9 }).length,
    );
  const rawSize = (tags) => tags.reduce((sum, tag) => sum + files[tag].length, 0);
  const allTags = Object.keys(files);
  console.log(
    `${locale.name}: all editions ${kb(rawSize(allTags))} raw / ${kb(gzipSize(allTags))} gzip`,
  );

  for (const [edition, version] of editions) {
    const tags = ['default', `docs-default-${version}`].filter((tag) => files[tag]);
    const loadTimes = [];
    let index;
    for (let round = 0; round < LOAD_ROUNDS; round++) {
      const started = performance.now();
      index = loadIndex(tags.map((tag) => JSON.parse(files[tag].toString('utf8'))));
      loadTimes.push(performance.now() - started);
    }
    loadTimes.sort((a, b) => a - b);
    const accept = facetFilter(
      [`language:${locale.name}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
      manifest.locale,
    );
    const queries = [
      ...locale.queries,
      ...searchQuestions[locale.name]
        .filter((question) => (question.edition ?? 'professional') === edition)
        .map((question) => question.query),
    ];
    const timings = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const started = performance.now();
        searchRecords(index, query, accept, expansions);
        timings.push(performance.now() - started);
      }
    }
    timings.sort((a, b) => a - b);
    const gzipKb = gzipSize(tags) / 1024;
    const p50 = percentile(timings, 50);
    const p95 = percentile(timings, 95);
    console.log(
      `  ${edition}: ${index.documentCount} records, index ${kb(rawSize(tags))} raw / ${gzipKb.toFixed(1)} KB gzip, ` +
        `load+parse ${percentile(loadTimes, 50).toFixed(0)} ms (median of ${LOAD_ROUNDS}), ` +
        `query p50 ${p50.toFixed(2)} ms / p95 ${p95.toFixed(2)} ms`,
    );
    if (gzipKb > BUDGET_GZIP_KB) console.log(`    over budget: gzip > ${BUDGET_GZIP_KB} KB`);
    if (p95 > BUDGET_P95_MS) console.log(`    over budget: p95 > ${BUDGET_P95_MS} ms`);
    overBudget ||= gzipKb > BUDGET_GZIP_KB || p95 > BUDGET_P95_MS;
  }

  const parts = Object.fromEntries(
    Object.entries(files).map(([tag, file]) => [tag, JSON.parse(file.toString('utf8'))]),
  );
  const percent = (rate) => `${(rate * 100).toFixed(1)} %`;
  // The modal is the measure: pages in the order the modal shows its hits.
  for (const [name, questions] of [
    ['tuning set', searchQuestions[locale.name]],
    ['held-out set', heldOutQuestions[locale.name]],
  ]) {
    const answered = askQuestions(locale.name, parts, questions, expansions);
    const hits = answered.filter((result) => result.modalHit).length;
    console.log(
      `  ${name}: ${answered.length} questions, top-${TOP} ${percent(hitRate(answered, true))} ` +
        `(${hits}/${answered.length}) in modal order, ${percent(hitRate(answered))} in result order`,
    );
    for (const { question, modalPages } of answered.filter((result) => !result.modalHit)) {
      console.log(`    missed "${question.query}": ${modalPages.join(' ') || 'no results'}`);
    }
    if (hitRate(answered, true) < MIN_HIT_RATE) {
      console.log(`    below target: hit rate < ${MIN_HIT_RATE * 100} %`);
      overBudget = true;
    }
  }
}
process.exitCode = overBudget ? 1 : 0;
