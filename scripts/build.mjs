#!/usr/bin/env node
// `npm run build`: every locale, each in its own process (see lib/build-locales.mjs),
// then the security headers generated from the built pages (lib/security-headers.ts).
// Extra arguments go to each `docusaurus build`, e.g. `npm run build -- --out-dir /tmp/site`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { i18n } from '../config/i18n.ts';
import { settings } from '../config/settings.ts';
import { buildOrder, exitOf, startLocaleBuild } from './lib/build-locales.mjs';
import { writeSecurityHeaders } from './lib/security-headers.ts';

const args = process.argv.slice(2);
for (const locale of buildOrder) {
  const code = await exitOf(startLocaleBuild(locale, args));
  if (code !== 0) process.exit(code);
}

const { values } = parseArgs({
  args,
  options: { 'out-dir': { type: 'string' } },
  strict: false,
});
const outDir = path.resolve(import.meta.dirname, '..', String(values['out-dir'] ?? 'build'));
const policies = writeSecurityHeaders(
  outDir,
  settings,
  buildOrder.map((locale) => ({ locale, baseUrl: i18n.localeConfigs[locale].baseUrl })),
);
for (const { locale, scriptHashes } of policies) {
  console.log(`[security headers] ${locale}: ${scriptHashes.length} inline scripts hashed`);
}
