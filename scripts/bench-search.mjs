#!/usr/bin/env node
// Measures the local search index of the production build (run `npm run build` first):
// size raw/gzip per locale, load+parse time, query latency p50/p95 over a fixed query list.
// Run through `npm run bench:search` (tsx loads the TypeScript modules shared with the site).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { facetFilter } from '../src/plugins/local-search/adapter.ts';
import { loadIndex, searchRecords } from '../src/plugins/local-search/searchIndex.ts';
import { MANIFEST_FILE } from '../src/plugins/local-search/protocol.ts';

const BUDGET_GZIP_KB = 300;
const BUDGET_P95_MS = 15;
const ROUNDS = 20;

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

let overBudget = false;
for (const locale of locales) {
  const manifestFile = path.join(locale.dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    console.log(`${locale.name}: no ${manifestFile}; build this locale first`);
    continue;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const raw = fs.readFileSync(path.join(locale.dir, manifest.index));
  const gzipKb = zlib.gzipSync(raw, { level: 9 }).length / 1024;

  const loadStarted = performance.now();
  const file = JSON.parse(raw.toString('utf8'));
  const index = loadIndex(file.index);
  const loadMs = performance.now() - loadStarted;

  // The modal's scope on a page of the current edition: this locale, current docs and blog/pages.
  const accept = facetFilter(
    [`language:${locale.name}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    file.locale,
  );
  const timings = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of locale.queries) {
      const started = performance.now();
      searchRecords(index, query, accept);
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p95 = percentile(timings, 95);
  console.log(
    `${locale.name}: ${index.documentCount} records, index ${(raw.length / 1024).toFixed(0)} KB raw / ${gzipKb.toFixed(0)} KB gzip, ` +
      `load+parse ${loadMs.toFixed(0)} ms, query p50 ${p50.toFixed(2)} ms / p95 ${p95.toFixed(2)} ms`,
  );
  if (gzipKb > BUDGET_GZIP_KB) console.log(`  over budget: gzip > ${BUDGET_GZIP_KB} KB`);
  if (p95 > BUDGET_P95_MS) console.log(`  over budget: p95 > ${BUDGET_P95_MS} ms`);
  overBudget ||= gzipKb > BUDGET_GZIP_KB || p95 > BUDGET_P95_MS;
}
process.exitCode = overBudget ? 1 : 0;
