import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../testing';
import budgets from '../../budgets.json';
import {
  IMAGE_FILE,
  LOCALE_PREFIXES,
  TEMPLATES,
  filesUnder,
  firstLoad,
  htmlFile,
  type Template,
} from '../../scripts/lib/first-load';
import { wholeSpeedLayer } from '../speedLayer';
import { assertBuilt, buildDir } from './buildOutput';

before(assertBuilt);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The figures hold for the build with the whole speed layer (src/plugins/lean-first-load);
// tests/build/speedLayer.test.ts checks the other builds.
if (wholeSpeedLayer) describe('first-load budgets (budgets.json)', () => {
  it('name every measured template, and only those', () => {
    assert.deepEqual(Object.keys(budgets.firstLoadGzipBytes).sort(), Object.keys(TEMPLATES).sort());
  });

  for (const [template, route] of Object.entries(TEMPLATES)) {
    const budget = budgets.firstLoadGzipBytes[template as Template];
    for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
      it(`${template} (${locale} ${prefix}${route}) stays within ${kb(budget)} gzip`, () => {
        const { gzip, assets } = firstLoad(buildDir, `${prefix}${route}`);
        assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')));
        assert.ok(
          gzip.total <= budget,
          `${kb(gzip.total)} (html ${kb(gzip.html)}, js ${kb(gzip.js)}, css ${kb(gzip.css)}) > ${kb(budget)}`,
        );
      });
    }
  }
});

describe('images and fonts', () => {
  it(`no image in the output is over ${kb(budgets.maxImageBytes)}`, () => {
    const large = filesUnder(buildDir).filter(
      ({ file, bytes }) => IMAGE_FILE.test(file) && bytes > budgets.maxImageBytes,
    );
    assert.deepEqual(large, []);
  });

  it('serves console pictures as files, never inlined into a page as data URIs', () => {
    let pictures = 0;
    for (const { file } of filesUnder(buildDir).filter(({ file }) => file.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      for (const [figure] of html.matchAll(/<figure class="?console-screen[\s\S]*?<\/figure>/g)) {
        const src = figure.match(/<img [^>]*?src="?([^" >]+)/)?.[1] ?? '';
        assert.match(src, /^\/(en\/)?assets\/images\/[\w-]+\.webp$/, `${file}: ${src.slice(0, 40)}`);
        pictures += 1;
      }
    }
    assert.ok(pictures > 200, `${pictures} pictures on the pages`);
  });

  it('no page downloads a web font for its first paint', () => {
    for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
      for (const route of Object.values(TEMPLATES)) {
        const { assets } = firstLoad(buildDir, `${prefix}${route}`);
        for (const css of assets.filter((a) => a.endsWith('.css'))) {
          const text = fs.readFileSync(path.join(buildDir, css), 'utf8');
          assert.doesNotMatch(text, /@font-face/, `${locale} ${route}: ${css} declares a font`);
        }
        const html = fs.readFileSync(htmlFile(buildDir, `${prefix}${route}`), 'utf8');
        assert.doesNotMatch(html, /\.(woff2?|ttf|otf)\b/, `${locale} ${route} loads a font`);
      }
    }
  });
});

describe('what the main bundle leaves to later chunks', () => {
  const mainScripts = () => firstLoad(buildDir, '/').assets.filter((a) => a.endsWith('.js'));

  it('holds no medium-zoom (src/plugins/image-zoom)', () => {
    for (const script of mainScripts()) {
      const code = fs.readFileSync(path.join(buildDir, script), 'utf8');
      assert.doesNotMatch(code, /medium-zoom/, script);
    }
  });

  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    it(`highlights the extra languages (TOML) in ${locale}`, () => {
      const html = fs.readFileSync(htmlFile(buildDir, `${prefix}/docs/install/steps`), 'utf8');
      const block = html.match(/language-toml[\s\S]*?<\/pre>/)?.[0] ?? '';
      assert.match(block, /class="?token key property/);
    });
  }
});
