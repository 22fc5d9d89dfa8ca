/**
 * The prose checks of `npm run lint:content` (scripts/content-lint/checks.ts)
 * each fail on the mistake they exist for and pass a clean page, and the
 * terminology dictionary is the glossary's. The real pages are checked by
 * `npm run lint:content` itself, which `npm test` runs.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import {
  chineseTypography,
  englishSpelling,
  glossaryTerms,
  markdownStructure,
  type ContentFiles,
} from '../../scripts/content-lint/checks';
import {
  glossaryTermsFromFile,
  parseGlossary,
  spacedChinese,
  wrongForms,
} from '../../scripts/content-lint/glossaryTerms';

const fixture = (name: string) => `tests/unit/fixtures/content-lint/${name}.md`;
const clean: ContentFiles = { zh: [fixture('zh-clean')], en: [fixture('en-clean')] };

describe('content checks pass a clean page in each language', () => {
  for (const check of [markdownStructure, chineseTypography, glossaryTerms, englishSpelling]) {
    it(check.name, async () => {
      const result = await check(clean);
      assert.ok(result.ok, result.output);
    });
  }
});

describe('content checks fail on the mistake they exist for', () => {
  const cases: [string, () => ReturnType<typeof markdownStructure>, string, RegExp][] = [
    [
      'a heading without its space (Markdown structure)',
      () => markdownStructure({ zh: [fixture('structure')], en: [] }),
      'structure',
      /MD018/,
    ],
    [
      'Chinese and Latin text without a space between them (Chinese typography)',
      () => chineseTypography({ zh: [fixture('zh-typography')], en: [] }),
      'zh-typography',
      /space-around-alphabet/,
    ],
    [
      'a wrong Chinese term (glossary: 并行网关)',
      () => glossaryTerms({ zh: [fixture('zh-term')], en: [] }),
      'zh-term',
      /关行网关.*并行网关/,
    ],
    [
      'a wrong English term (glossary: thing model)',
      () => glossaryTerms({ zh: [], en: [fixture('en-term')] }),
      'en-term',
      /object model.*thing model/,
    ],
    [
      'a misspelled English word (English spelling)',
      () => englishSpelling({ zh: [], en: [fixture('en-spelling')] }),
      'en-spelling',
      /reprots/,
    ],
  ];
  for (const [what, run, file, message] of cases) {
    it(what, async () => {
      const result = await run();
      assert.equal(result.ok, false);
      assert.match(result.output, new RegExp(`${file}\\.md:\\d+`));
      assert.match(result.output, message);
    });
  }
});

describe('terminology dictionary from the glossary', () => {
  const terms = glossaryTermsFromFile();
  const entry = (list: (string | [string, string])[], replacement: string) =>
    list.filter((term) => Array.isArray(term) && term[1] === replacement);

  it('reads every table row of the glossary', () => {
    const rows = parseGlossary(
      '| 中文 | English | note |\n|---|---|---|\n| 物模型 | thing model | not "object model" |\n',
    );
    assert.deepEqual(rows, [
      { line: 3, zh: ['物模型'], en: 'thing model', note: 'not "object model"' },
    ]);
    assert.deepEqual(wrongForms(rows[0]), ['object model']);
  });

  it('holds the wrong English forms the glossary quotes, for English pages only', () => {
    assert.ok(entry(terms.en, 'thing model').some((term) => term[0] === 'object model'));
    assert.equal(entry(terms.zh, 'thing model').length, 0);
  });

  it('holds the Chinese forms that mix in Latin letters, spaced as the typography lint asks', () => {
    assert.equal(spacedChinese('内置MQTT服务'), '内置 MQTT 服务');
    assert.ok(entry(terms.zh, 'OTA 升级').length);
  });

  it('holds identifiers and their misspellings in both languages', () => {
    for (const list of [terms.zh, terms.en]) {
      assert.ok(entry(list, 'WebSocket').length);
      assert.ok(entry(list, 'Modbus RTU').some((term) => term[0].includes('Modbus-RTU')));
    }
  });

  it('leaves out wrong forms that are ordinary words in other senses', () => {
    const patterns = terms.en.map((term) => (Array.isArray(term) ? term[0] : term).toLowerCase());
    for (const word of ['method', 'label', 'command line', 'post']) {
      assert.ok(!patterns.includes(word), word);
    }
  });
});
