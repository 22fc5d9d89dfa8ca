#!/usr/bin/env node
// `npm run build`: every locale, each in its own process (see lib/build-locales.mjs).
// Extra arguments go to each `docusaurus build`, e.g. `npm run build -- --out-dir /tmp/site`.
import { buildOrder, exitOf, startLocaleBuild } from './lib/build-locales.mjs';

for (const locale of buildOrder) {
  const code = await exitOf(startLocaleBuild(locale, process.argv.slice(2)));
  if (code !== 0) process.exit(code);
}
