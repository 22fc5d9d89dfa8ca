/**
 * The question sets asked of the built index of each locale, as the search
 * worker asks them (with the locale's query expansions): readers' questions
 * answered among the first pages the modal shows, within the reader's
 * edition. The tuning set (tests/searchQuestions.ts) and the held-out set
 * (tests/searchQuestionsHeldOut.ts), which the ranking is never tuned on.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from '../testing';
import {
  askQuestions,
  builtExpansions,
  builtParts,
  hitRate,
  MIN_HIT_RATE,
  searchQuestions,
  TOP,
  type SearchQuestion,
} from '../searchQuestions';
import { heldOutQuestions } from '../searchQuestionsHeldOut';
import { assertBuilt, buildDir, locales } from './buildOutput';

before(assertBuilt);

/** Docs of an edition other than the professional one live under its name. */
const OTHER_EDITION = /^(community|enterprise)(\/|$)/;
const PROFESSIONAL_DOCS = /^(docs|develop|cases|join)(\/|$)/;

const report = (answered: ReturnType<typeof askQuestions>) =>
  `${(hitRate(answered, true) * 100).toFixed(1)} %, missed:\n` +
  answered
    .filter((result) => !result.modalHit)
    .map((result) => `${result.question.query} → ${result.modalPages.join(' ')}`)
    .join('\n');

describe('search answers readers’ questions', () => {
  for (const locale of locales) {
    const dir = path.join(buildDir, locale.prefix);
    const ask = (questions: SearchQuestion[]) =>
      askQuestions(locale.name, builtParts(dir), questions, builtExpansions(dir));

    it(`the modal shows an answer among its first ${TOP} pages for ${MIN_HIT_RATE * 100} % of the tuning questions (${locale.name})`, () => {
      const answered = ask(searchQuestions[locale.name]);
      assert.ok(hitRate(answered, true) >= MIN_HIT_RATE, report(answered));
    });

    it(`the modal shows an answer among its first ${TOP} pages for ${MIN_HIT_RATE * 100} % of the held-out questions (${locale.name})`, () => {
      const answered = ask(heldOutQuestions[locale.name]);
      assert.ok(hitRate(answered, true) >= MIN_HIT_RATE, report(answered));
    });

    it(`lists only pages of the reader's edition, blog and pages (${locale.name})`, () => {
      const outside = ask(searchQuestions[locale.name]).flatMap(({ question, pages }) =>
        pages
          .filter((page) => {
            const edition = OTHER_EDITION.exec(page)?.[1];
            if (edition) return edition !== question.edition;
            return PROFESSIONAL_DOCS.test(page) && question.edition !== undefined;
          })
          .map((page) => `${question.query} (${question.edition ?? 'professional'}): ${page}`),
      );
      assert.deepEqual(outside, []);
    });
  }
});
