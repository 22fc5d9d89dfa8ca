#!/usr/bin/env node
// `npm ci` refuses a lockfile that lacks any optional platform binary a
// package declares. A registry mirror that only carries Linux binaries makes
// `npm install` write such a lockfile. This adds the missing entries, marked
// optional with their os/cpu, so every platform skips or fetches them as npm
// would. Run it after regenerating package-lock.json.
import fs from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc from the platform suffix of a binary package name. */
function platformOf(name) {
  const match = name.match(
    /-(darwin|linux|win32|freebsd|openbsd|netbsd|openharmony|sunos|aix|android)-([a-z0-9]+)(?:-(gnu|musl|gnueabihf|musleabihf|msvc|eabi))?$/,
  );
  if (!match) return undefined;
  const [, os, cpu, abi] = match;
  const platform = { os: [os], cpu: [cpu] };
  if (abi === 'musl' || abi === 'musleabihf') platform.libc = ['musl'];
  if (abi === 'gnu') platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = { version, optional: true, ...platform };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} optional platform entries to ${file}`);
