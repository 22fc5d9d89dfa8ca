#!/usr/bin/env node
// `npm run build`: every locale, each in its own process (see lib/build-locales.mjs),
// then the security headers generated from the built pages (lib/security-headers.ts).
// `--locale <code>` (repeatable) builds only those locales; other arguments go
// to each `docusaurus build`, e.g. `npm run build -- --out-dir /tmp/site`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { i18n } from '../config/i18n.ts';
import { settings } from '../config/settings.ts';
import { buildOrder, exitOf, startLocaleBuild } from './lib/build-locales.mjs';
import { writeSecurityHeaders } from './lib/security-headers.ts';

const argv = process.argv.slice(2);
const { values } = parseArgs({
  args: argv,
  options: { 'out-dir': { type: 'string' }, locale: { type: 'string', multiple: true } },
  strict: false,
});
const args = argv.filter(
  (arg, i) => arg !== '--locale' && !arg.startsWith('--locale=') && argv[i - 1] !== '--locale',
);
const locales = buildOrder.filter((locale) => !values.locale || values.locale.includes(locale));
if (locales.length === 0)
  throw new Error(`No such locale: ${values.locale}; the site has ${buildOrder}`);
for (const locale of locales) {
  const code = await exitOf(startLocaleBuild(locale, args));
  if (code !== 0) process.exit(code);
}

const outDir = path.resolve(import.meta.dirname, '..', String(values['out-dir'] ?? 'build'));
const policies = writeSecurityHeaders(
  outDir,
  settings,
  locales.map((locale) => ({ locale, baseUrl: i18n.localeConfigs[locale].baseUrl })),
);
for (const { locale, scriptHashes } of policies) {
  console.log(`[security headers] ${locale}: ${scriptHashes.length} inline scripts hashed`);
}
