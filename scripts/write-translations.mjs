#!/usr/bin/env node
// Refreshes i18n/en/*.json from the site's source texts, then drops the keys
// that must keep following config/settings.ts instead of a frozen translation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const SETTINGS_DRIVEN = { 'i18n/en/docusaurus-theme-classic/footer.json': ['copyright'] };

execFileSync('npx', ['docusaurus', 'write-translations', '--locale', 'en'], {
  stdio: 'inherit',
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
});

for (const [file, keys] of Object.entries(SETTINGS_DRIVEN)) {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const key of keys) delete json[key];
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
