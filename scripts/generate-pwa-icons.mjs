#!/usr/bin/env node
// Renders the web-app icons of static/manifest.json from the site logo
// (static/img/logo.svg): plain icons, and maskable ones with the logo inside
// the safe zone on the brand colour. Run after changing the logo.
import fs from 'node:fs/promises';
import sharp from 'sharp';

const logo = await fs.readFile('static/img/logo.svg');
const brand = '#1f6f8b';
await fs.mkdir('static/img/pwa', { recursive: true });

for (const size of [192, 512]) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(`static/img/pwa/icon-${size}.png`);
  // Maskable: the logo at 80 % so no launcher mask cuts it.
  const inner = Math.round(size * 0.8);
  const centred = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: brand } })
    .composite([{ input: centred, gravity: 'centre' }])
    .png()
    .toFile(`static/img/pwa/maskable-${size}.png`);
}
console.log('static/img/pwa: icon-192, icon-512, maskable-192, maskable-512');
