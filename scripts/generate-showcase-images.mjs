/**
 * Generates the card images of the /showcase page.
 *
 *   node scripts/generate-showcase-images.mjs
 *
 * For every entry of src/data/showcase.ts it draws a 1200x630 card (background
 * colour from the entry's first tag, the English title, a simple network
 * motif; generic sans-serif font, no external fonts or images) and writes it
 * as a small palette PNG to src/data/showcase/<id>.png. The data file is read
 * as text (ids, English titles, tags and tag colours are matched with regular
 * expressions), so this script does not need to load TypeScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataFile = path.join(root, 'src/data/showcase.ts');
const outDir = path.join(root, 'src/data/showcase');

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 60 * 1024;

/* Reading src/data/showcase.ts */

/** A single- or double-quoted TypeScript string literal. */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
const unquote = (literal) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

/** Splits `source` into the blocks that start at each `id: '...'`. */
function blocksById(source) {
  const idPattern = new RegExp(String.raw`\bid:\s*(${STRING})`, 'g');
  const starts = [...source.matchAll(idPattern)];
  return starts.map((match, i) => ({
    id: unquote(match[1]),
    text: source.slice(match.index, i + 1 < starts.length ? starts[i + 1].index : undefined),
  }));
}

function readData() {
  const source = fs.readFileSync(dataFile, 'utf8');
  const tagsStart = source.indexOf('export const showcaseTags');
  const entriesStart = source.indexOf('export const showcaseEntries');
  if (tagsStart < 0 || entriesStart < tagsStart) {
    throw new Error(`${dataFile}: showcaseTags and showcaseEntries not found`);
  }
  const enLabel = new RegExp(String.raw`label:\s*\{[^}]*?\ben:\s*(${STRING})`);
  const color = /color:\s*['"](#[0-9a-fA-F]{6})['"]/;
  const tags = new Map(
    blocksById(source.slice(tagsStart, entriesStart)).map(({ id, text }) => {
      const label = text.match(enLabel);
      const hex = text.match(color);
      if (!label || !hex) throw new Error(`tag ${id}: English label or colour not found`);
      return [id, { label: unquote(label[1]), color: hex[1] }];
    }),
  );
  const enTitle = new RegExp(String.raw`title:\s*\{[^}]*?\ben:\s*(${STRING})`);
  const tagList = /tags:\s*\[([^\]]*)\]/;
  const entries = blocksById(source.slice(entriesStart)).map(({ id, text }) => {
    const title = text.match(enTitle);
    const list = text.match(tagList);
    const entryTags = [...(list?.[1] ?? '').matchAll(new RegExp(STRING, 'g'))].map(([literal]) => {
      const tag = tags.get(unquote(literal));
      if (!tag) throw new Error(`entry ${id}: unknown tag ${literal}`);
      return tag;
    });
    if (!title || entryTags.length === 0) {
      throw new Error(`entry ${id}: English title or tags not found`);
    }
    return { id, title: unquote(title[1]), tags: entryTags };
  });
  if (entries.length === 0) throw new Error(`${dataFile}: no entries found`);
  return entries;
}

/* Drawing */

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

const hexToRgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const rgbToHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `hex` mixed with `other` (0 = hex, 1 = other). */
const mix = (hex, other, amount) => {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return rgbToHex(a.map((v, i) => v + (b[i] - v) * amount));
};

/** Small deterministic pseudo-random generator, seeded by the entry id. */
function random(seed) {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/**
 * Breaks `title` into lines of at most `maxChars` characters, at spaces or,
 * for longer words, after hyphens.
 */
function wrap(title, maxChars) {
  const words = title.split(/\s+/).flatMap((word) => {
    if (word.length <= maxChars) return [word];
    return word.split(/(?<=-)/);
  });
  const lines = [];
  for (const word of words) {
    const last = lines.at(-1);
    const joiner = last === undefined || last.endsWith('-') ? '' : ' ';
    if (last !== undefined && (last + joiner + word).length <= maxChars) {
      lines[lines.length - 1] = last + joiner + word;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** The largest title size (and its lines) that fits three lines in the text column. */
function fitTitle(title) {
  const columnWidth = 1000;
  for (let size = 88; size > 40; size -= 4) {
    // Average advance of bold sans-serif text, generous so lines never overflow.
    const lines = wrap(title, Math.floor(columnWidth / (size * 0.68)));
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 40, lines: wrap(title, Math.floor(columnWidth / (40 * 0.68))) };
}

/** A network of linked nodes on the right-hand side: devices around a hub. */
function motif(id, color) {
  const next = random(id);
  const hub = { x: 930 + next() * 80, y: 200 + next() * 80 };
  const nodes = Array.from({ length: 6 }, (_, i) => {
    const angle = (i / 6) * Math.PI * 2 + next() * 0.6;
    const distance = 150 + next() * 90;
    return { x: hub.x + Math.cos(angle) * distance, y: hub.y + Math.sin(angle) * distance };
  });
  const round = (v) => Math.round(v);
  const links = nodes
    .map(
      (n, i) =>
        `<line x1="${round(hub.x)}" y1="${round(hub.y)}" x2="${round(n.x)}" y2="${round(n.y)}"/>` +
        `<line x1="${round(n.x)}" y1="${round(n.y)}" x2="${round(nodes[(i + 1) % nodes.length].x)}" y2="${round(nodes[(i + 1) % nodes.length].y)}"/>`,
    )
    .join('');
  const dots = nodes
    .map((n) => `<circle cx="${round(n.x)}" cy="${round(n.y)}" r="${round(12 + next() * 10)}"/>`)
    .join('');
  return `
  <g stroke="${color}" stroke-width="4" stroke-opacity="0.55" fill="none">
    <circle cx="${round(hub.x)}" cy="${round(hub.y)}" r="300" stroke-opacity="0.25"/>
    <circle cx="${round(hub.x)}" cy="${round(hub.y)}" r="390" stroke-opacity="0.15"/>
    ${links}
  </g>
  <g fill="${color}">${dots}</g>
  <circle cx="${round(hub.x)}" cy="${round(hub.y)}" r="40" fill="${color}"/>
  <circle cx="${round(hub.x)}" cy="${round(hub.y)}" r="18" fill="#ffffff"/>`;
}

function cardSvg({ id, title, tags }) {
  // Background from the first tag, motif from the last one (e.g. "Web UI" after "Open source").
  const tag = tags[0];
  const background = mix(tag.color, '#000000', 0.55);
  const accent = mix(tags.at(-1).color, '#ffffff', 0.2);
  const { size, lines } = fitTitle(title);
  const lineHeight = Math.round(size * 1.15);
  const firstBaseline = HEIGHT - 110 - (lines.length - 1) * lineHeight;
  const titleLines = lines
    .map(
      (line, i) =>
        `<text x="80" y="${firstBaseline + i * lineHeight}" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('\n    ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>
  ${motif(id, accent)}
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="${accent}"/>
  <rect x="80" y="86" width="64" height="8" fill="${accent}"/>
  <g font-family="sans-serif" fill="#ffffff">
    <text x="80" y="150" font-size="30" font-weight="bold" letter-spacing="3">${escapeXml(
      `SAGOOIOT · ${tag.label.toUpperCase()}`,
    )}</text>
    <g font-weight="bold">
    ${titleLines}
    </g>
  </g>
</svg>`;
}

/* Main */

fs.mkdirSync(outDir, { recursive: true });
for (const entry of readData()) {
  const file = path.join(outDir, `${entry.id}.png`);
  await sharp(Buffer.from(cardSvg(entry)))
    .png({ compressionLevel: 9, palette: true, colors: 48, effort: 10 })
    .toFile(file);
  const { size } = fs.statSync(file);
  const note = size > MAX_BYTES ? ` (larger than ${MAX_BYTES / 1024} KB)` : '';
  console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB${note}`);
  if (note) process.exitCode = 1;
}
