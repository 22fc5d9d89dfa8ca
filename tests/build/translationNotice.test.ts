/**
 * The "not translated yet" notice: a fixture site (tests/build/fixtures/
 * untranslated-docs) built in English with the site's DocVersionBanner
 * wrapper proves it appears on a doc without an English file and only there;
 * the real build proves no page shows it today, since every page is translated.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from '../testing';
import { load } from 'cheerio';
import { translationStates } from '../../scripts/translations-status';
import { assertBuilt, locales, readHtml, root, sitemapPaths } from './buildOutput';

const fixtureDir = path.join(__dirname, 'fixtures/untranslated-docs');
let outDir = '';

const readFixturePage = (route: string) =>
  load(fs.readFileSync(path.join(outDir, `${route}.html`), 'utf8'));

describe('translation notice on the fixture site', () => {
  before(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'untranslated-docs-'));
    await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        fixtureDir,
        '--locale',
        'en',
        '--out-dir',
        outDir,
      ],
      { cwd: root, env: { ...process.env, NO_UPDATE_NOTIFIER: '1' }, maxBuffer: 16 << 20 },
    );
  });
  after(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('appears at the top of an English page served from the Chinese source', () => {
    const $ = readFixturePage('untranslated');
    const notice = $('[data-translation-notice]');
    assert.equal(notice.length, 1);
    assert.equal(notice.attr('data-translation-notice'), 'untranslated');
    assert.match(notice.text(), /has not been translated into English yet/);
    assert.equal(notice.find('a').attr('href'), '/join/partake/doc');
    assert.equal(notice.find('a').text(), 'Help translate it');
    // Above the article, where the version banner goes.
    assert.equal(notice.closest('article').length, 0);
    assert.equal(notice.next().find('article h1').text(), '尚未翻译的页面');
  });

  it('tells readers of a translation marked pending that it may be out of date', () => {
    const $ = readFixturePage('pending');
    const notice = $('[data-translation-notice]');
    assert.equal(notice.length, 1);
    assert.equal(notice.attr('data-translation-notice'), 'pending');
    assert.match(notice.text(), /this translation is being updated/);
    assert.equal(notice.find('a').attr('href'), '/join/partake/doc');
    assert.equal(notice.next().find('article h1').text(), 'A page whose translation is pending');
  });

  it('is absent from translated English pages', () => {
    for (const route of ['join/partake/doc', 'index']) {
      const $ = readFixturePage(route);
      assert.ok($('article h1').length, route);
      assert.equal($('[data-translation-notice]').length, 0, route);
    }
  });
});

describe('translation notice on the site', () => {
  before(assertBuilt);

  // Every page has its English twin, so no page is untranslated; the notice
  // shows only on twins their authors marked `translation: pending`.
  const pending = translationStates().filter((page) => page.state === 'pending').length;

  for (const locale of locales) {
    it(`is on no ${locale.name} page but those marked pending (${locale.name === 'en' ? pending : 0})`, () => {
      const kinds = sitemapPaths(locale.prefix).flatMap(
        (p) => readHtml(p).match(/data-translation-notice="?(\w+)/)?.[1] ?? [],
      );
      assert.deepEqual(kinds, Array<string>(locale.name === 'en' ? pending : 0).fill('pending'));
    });
  }
});
