/**
 * Generates the Open Graph / Twitter card of each locale, 1200x630:
 *
 *   node scripts/generate-social-cards.mjs
 *
 * writes static/img/social-card.<locale>.png from an SVG drawn here: the brand
 * colours of src/css/custom.css, the logo motif of static/img/logo.svg, the
 * site name in both languages and a tagline in the card's language. Text uses
 * the system's Noto Sans CJK (Debian: fonts-noto-cjk) so Chinese renders.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WIDTH = 1200;
const HEIGHT = 630;
/** --ifm-color-primary and its darkest shade (light mode), the lightest of dark mode. */
const BRAND = { primary: '#1f6f8b', darkest: '#154d61', accent: '#a2d7e8' };

const cards = {
  'zh-Hans': {
    tagline: '企业级开源，追求高性能、低成本、易使用',
    label: '用户手册 · 开发手册 · 项目案例',
  },
  en: {
    tagline: 'The enterprise-grade open-source IoT platform',
    label: 'User Manual · Developer Manual · Project Cases',
  },
};

const escapeXml = (text) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

function cardSvg({ tagline, label }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND.darkest}"/>
      <stop offset="1" stop-color="${BRAND.primary}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${BRAND.accent}"/>
  <g transform="translate(96 150) scale(3.4)">
    <circle cx="32" cy="32" r="30" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="32" cy="32" r="7" fill="#ffffff"/>
    <g stroke="#ffffff" stroke-width="4" stroke-linecap="round" fill="none">
      <path d="M20 20a17 17 0 0 0 0 24"/><path d="M44 20a17 17 0 0 1 0 24"/>
      <path d="M13 13a27 27 0 0 0 0 38"/><path d="M51 13a27 27 0 0 1 0 38"/>
    </g>
  </g>
  <g font-family="Noto Sans CJK SC, Noto Sans, sans-serif" fill="#ffffff">
    <text x="430" y="250" font-size="96" font-weight="bold">SagooIOT</text>
    <text x="432" y="330" font-size="52" font-weight="bold">沙果物联网平台</text>
    <text x="432" y="400" font-size="30" fill-opacity="0.92">${escapeXml(tagline)}</text>
    <text x="96" y="540" font-size="26" fill="${BRAND.accent}">${escapeXml(label)}</text>
  </g>
</svg>`;
}

for (const [locale, card] of Object.entries(cards)) {
  const file = path.join(root, 'static/img', `social-card.${locale}.png`);
  const info = await sharp(Buffer.from(cardSvg(card)))
    .png({ compressionLevel: 9, palette: true, colors: 64, effort: 10 })
    .toFile(file);
  console.log(`${path.relative(root, file)}: ${info.width}x${info.height}, ${info.size} bytes`);
}
