/**
 * Pages state facts: none of them talks to the reader about earlier documents
 * (which no reader has seen) or guesses. Checked over the whole text of every
 * page of both locales: prose, headings, admonitions, tables, code comments.
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { contentPages, lineAt } from '../contentSources';

/** Phrases that narrate earlier documents or guess, in the page's language. */
export const narration: Record<'zh-Hans' | 'en', RegExp> = {
  'zh-Hans': new RegExp(
    [
      // earlier documents
      '旧文档',
      '早期文档',
      '旧版文档',
      '原文档',
      '原页面',
      '原站',
      '现有资料',
      '早期资料',
      '旧资料',
      '(?:之前|此前|以前|过去)的?(?:文档|资料|页面)',
      '文档(?:中)?曾',
      '原文(?:中|写)',
      // what documents do not say
      '资料(?:中)?(?:未|没有)',
      '(?:没有|并未|未)(?:作)?(?:说明|提及|写明|交代)',
      // guesses
      '笔误',
      '推测',
      '疑似',
      '猜测',
      '估计是',
    ].join('|'),
    'g',
  ),
  en: new RegExp(
    [
      String.raw`\b(?:earlier|older|old|previous|original|existing) (?:docs?|documentation|documents?|pages?|site|materials?)\b`,
      String.raw`\b(?:docs?|documentation) (?:do(?:es)? not|don't|doesn't|never) (?:say|mention|explain|specify|describe|document)`,
      String.raw`\b(?:not|un)(?: )?documented\b`,
      String.raw`\bnot (?:stated|specified|mentioned) (?:in|by|anywhere)\b`,
      String.raw`\b(?:probably|likely|presumably) (?:a )?typo\b`,
      String.raw`\bpresumably\b`,
      String.raw`\bwe (?:assume|guess|suspect)\b`,
    ].join('|'),
    'gi',
  ),
};

describe('no narration of earlier documents, no guesses', () => {
  const pages = contentPages();

  it('the phrase lists catch what they are for', () => {
    assert.match('早期文档把端口写成 8080。', new RegExp(narration['zh-Hans'].source));
    assert.match('现有资料没有说明这一点', new RegExp(narration['zh-Hans'].source));
    assert.match('The earlier docs call it MQTT in.', new RegExp(narration.en.source, 'i'));
    assert.match('This type is not documented.', new RegExp(narration.en.source, 'i'));
    assert.doesNotMatch(
      '设备在 60 秒内没有消息即判为离线。',
      new RegExp(narration['zh-Hans'].source),
    );
    assert.doesNotMatch(
      'Older firmware versions reply with code 0.',
      new RegExp(narration.en.source, 'i'),
    );
  });

  for (const locale of ['zh-Hans', 'en'] as const) {
    it(`${locale}: no page narrates earlier documents or guesses`, () => {
      const found = pages
        .filter((page) => page.locale === locale)
        .flatMap((page) =>
          [...page.text.matchAll(narration[locale])].map(
            (m) => `${page.file}:${lineAt(page.text, m.index)}: ${m[0]}`,
          ),
        );
      assert.ok(pages.some((p) => p.locale === locale));
      assert.deepEqual(found, []);
    });
  }
});
