/**
 * The console pictures stay true to the pages that show them: every picture a
 * page names exists and is used, in both locales, with alt text in each
 * language, a legend that matches the markers drawn on it, within budget.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { Joi } from '@docusaurus/utils-validation';
import budgets from '../../budgets.json';
import { consoleScreens } from '../../src/data/consoleScreens';
import captured from '../../src/data/consoleScreens/captured.json';
import type { CaptureRecord } from '../../src/data/consoleScreens/types';
import { DIRECTIVE, SCREENS_DIR, screenParts } from '../../src/plugins/console-screens/figure';
import { MARKER_COLOR } from '../../scripts/console-screens/markers';
import { contentPages, lineAt, root, trees } from '../contentSources';

const record = captured as CaptureRecord;
const cjk = /[\u3400-\u9fff]/;
const directive = new RegExp(`^\\s*::${DIRECTIVE}\\{id="([^"]+)"\\}\\s*$`, 'gm');

const pages = contentPages();
/** Screen ids each page shows, in order. */
const shown = new Map(
  pages.map((page) => [page.file, [...page.text.matchAll(directive)].map((m) => m[1]!)]),
);

describe('console pictures', () => {
  it('each screen entry is complete: id, route, alt text in both languages, markers with both labels', () => {
    const localized = Joi.object({
      'zh-Hans': Joi.string().trim().pattern(cjk).required(),
      en: Joi.string().trim().pattern(cjk, { invert: true }).min(12).required(),
    });
    const schema = Joi.object({
      id: Joi.string()
        .pattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        .required(),
      route: Joi.string().pattern(/^\//).required(),
      alt: localized.required(),
      markers: Joi.array().items(
        Joi.object({
          selector: Joi.string().required(),
          // As the console writes it: mostly Chinese, sometimes not (`CPU`, `ID`).
          label: Joi.string().trim().required(),
          en: Joi.string().trim().pattern(cjk, { invert: true }).required(),
        }),
      ),
    }).unknown(true);
    for (const screen of consoleScreens) {
      const { error } = schema.validate(screen, { abortEarly: false });
      assert.equal(error?.message, undefined, screen.id);
      // English, not pinyin or a label list: a sentence with English function words.
      assert.match(
        screen.alt.en,
        /\b(the|a|an|of|with|and|in|on|for|its)\b/i,
        `${screen.id}: English alt`,
      );
    }
    const ids = consoleScreens.map((s) => s.id);
    assert.deepEqual(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      [],
      'screen ids are unique',
    );
  });

  it('every screen has its picture, and every picture file belongs to a screen', () => {
    const ids = new Set(consoleScreens.map((s) => s.id));
    for (const id of ids) {
      const shot = record.screens[id];
      assert.ok(shot, `${id}: captured (npm run screens -- --console <path> ${id})`);
      assert.ok(fs.existsSync(path.join(SCREENS_DIR, shot.file)), `${id}: ${shot.file} exists`);
    }
    const files = new Set(Object.values(record.screens).map((s) => s.file));
    const stray = fs.readdirSync(SCREENS_DIR).filter((f) => !files.has(f));
    assert.deepEqual(stray, [], 'files in src/assets/console that no screen names');
    assert.deepEqual(
      Object.keys(record.screens).filter((id) => !ids.has(id)),
      [],
      'captured.json names screens the manifest no longer has',
    );
  });

  it('each picture is within its budget and as large as captured.json says', () => {
    for (const [id, shot] of Object.entries(record.screens)) {
      const bytes = fs.statSync(path.join(SCREENS_DIR, shot.file)).size;
      assert.equal(bytes, shot.bytes, `${id}: captured.json is up to date`);
      assert.ok(
        bytes <= budgets.maxImageBytes,
        `${id}: ${Math.round(bytes / 1024)} KB > ${budgets.maxImageBytes / 1024} KB`,
      );
    }
  });

  it('the legend matches the markers drawn on the picture (same labels, same order)', () => {
    for (const screen of consoleScreens) {
      const drawn = record.screens[screen.id]?.markers.map((m) => m.label) ?? [];
      assert.deepEqual(
        drawn,
        (screen.markers ?? []).map((m) => m.label),
        `${screen.id}: recapture after changing its markers`,
      );
    }
  });

  it('every page names known screens, and each screen is shown by a page', () => {
    const ids = new Set(consoleScreens.map((s) => s.id));
    const unknown: string[] = [];
    for (const page of pages) {
      for (const match of page.text.matchAll(directive)) {
        if (!ids.has(match[1]!))
          unknown.push(`${page.file}:${lineAt(page.text, match.index)} ${match[1]}`);
      }
      // A directive written otherwise would be left as text in the page.
      for (const match of page.text.matchAll(new RegExp(`::${DIRECTIVE}\\b[^\\n]*`, 'g'))) {
        assert.match(match[0], /^::console-screen\{id="[^"]+"\}\s*$/, `${page.file}: ${match[0]}`);
      }
    }
    assert.deepEqual(unknown, []);
    const used = new Set([...shown.values()].flat());
    assert.deepEqual(
      [...ids].filter((id) => !used.has(id)),
      [],
      'screens no page shows',
    );
  });

  it('an English page shows the same pictures as its Chinese source, in the same order', () => {
    const differ: string[] = [];
    for (const [zhDir, enDir] of trees) {
      for (const [file, ids] of shown) {
        if (!file.startsWith(`${zhDir}/`)) continue;
        const twin = `${enDir}/${file.slice(zhDir.length + 1)}`;
        const twinIds = shown.get(twin) ?? [];
        if (ids.join() !== twinIds.join()) differ.push(`${twin}: ${twinIds} ≠ ${ids}`);
      }
    }
    assert.deepEqual(differ, []);
  });

  it('the figure of each locale: alt text in its language, English legend with the console label and the English term', () => {
    const screen = consoleScreens.find((s) => s.markers?.length);
    assert.ok(screen, 'a screen with markers');
    const zh = screenParts(screen.id, path.join(root, 'docs/docs/page.md'));
    const en = screenParts(
      screen.id,
      path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/docs/page.md'),
    );
    assert.equal(zh.image.alt, screen.alt['zh-Hans']);
    assert.equal(en.image.alt, screen.alt.en);
    const text = (legend: typeof zh.legend) =>
      JSON.stringify(legend)
        .match(/"value":"[^"]*"/g)
        ?.join(' ') ?? '';
    for (const marker of screen.markers!) {
      assert.ok(text(zh.legend).includes(marker.label));
      assert.ok(!text(zh.legend).includes(marker.en));
      assert.ok(text(en.legend).includes(marker.label) && text(en.legend).includes(marker.en));
    }
    assert.throws(() => screenParts('no-such-screen', 'page.md'), /no console screen/);
  });

  it('the legend numbers have the colour of the markers drawn on the pictures', () => {
    const css = fs.readFileSync(path.join(root, 'src/css/custom.css'), 'utf8');
    assert.equal(
      /--site-console-marker:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase(),
      MARKER_COLOR,
    );
  });
});
