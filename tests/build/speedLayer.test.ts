/**
 * The speed layer's switch (`LEAN_FIRST_LOAD`, src/plugins/lean-first-load),
 * proven on the build both ways: each piece that leaves a trace in the output
 * is there exactly when the build has it. What the pieces do in the browser is
 * tested by the browser suites (pageStart, content, layout, routing).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../testing';
import { filesUnder, firstLoad, LOCALE_PREFIXES } from '../../scripts/lib/first-load';
import { hasPiece, speedLayerOn } from '../speedLayer';
import { assertBuilt, buildDir, readHtml } from './buildOutput';

before(assertBuilt);

const mainCode = (prefix: string) =>
  firstLoad(buildDir, `${prefix}/`)
    .assets.filter((asset) => asset.endsWith('.js'))
    .map((script) => fs.readFileSync(path.join(buildDir, script), 'utf8'))
    .join('\n');

describe(`speed layer ${speedLayerOn ? 'on' : 'off'}`, () => {
  for (const [locale, prefix] of Object.entries(LOCALE_PREFIXES)) {
    it(`pageStart: ${locale} pages ${hasPiece('pageStart') ? 'start their bundles after the first paint' : 'load their bundles as the core template does'}`, () => {
      const html = readHtml(`${prefix}/`);
      const preloads = /<link rel="?preload"? as="?script"? fetchpriority="?low/.test(html);
      const deferred = /<script src="?[^"\s>]+\.js"? defer/.test(html);
      assert.deepEqual(
        { preloads, deferred, starter: html.includes('first-contentful-paint') },
        hasPiece('pageStart')
          ? { preloads: true, deferred: false, starter: true }
          : { preloads: false, deferred: true, starter: false },
      );
    });

    it(`codeBlocks: the ${locale} main bundle ${hasPiece('codeBlocks') ? 'leaves Prism grammars to the code block chunk' : 'registers the Prism grammars'}`, () => {
      assert.equal(/languages\.(toml|bash)\b/.test(mainCode(prefix)), !hasPiece('codeBlocks'));
    });
  }

  it(`diagrams: ${hasPiece('diagrams') ? 'a diagram slot waits for the viewport' : 'no diagram slot'}`, () => {
    const scripts = path.join(buildDir, 'assets/js');
    const slot = filesUnder(scripts).some(
      ({ file }) =>
        file.endsWith('.js') && fs.readFileSync(path.join(scripts, file), 'utf8').includes('diagram-slot'),
    );
    assert.equal(slot, hasPiece('diagrams'));
  });
});
