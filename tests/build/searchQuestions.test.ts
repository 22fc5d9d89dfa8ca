/**
 * The question set (tests/searchQuestions.ts) asked of the built index of
 * each locale: readers' questions answered among the first pages listed,
 * within the reader's edition.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from '../testing';
import {
  askQuestions,
  builtParts,
  hitRate,
  MIN_HIT_RATE,
  TOP,
} from '../searchQuestions';
import { assertBuilt, buildDir, locales } from './buildOutput';

before(assertBuilt);

/** Docs of an edition other than the professional one live under its name. */
const OTHER_EDITION = /^(community|enterprise)(\/|$)/;
const PROFESSIONAL_DOCS = /^(docs|develop|cases|join)(\/|$)/;

describe('search answers readers’ questions', () => {
  for (const locale of locales) {
    const results = () => askQuestions(locale.name, builtParts(path.join(buildDir, locale.prefix)));

    it(`lists an answer among the first ${TOP} pages for ${MIN_HIT_RATE * 100} % of the ${locale.name} questions`, () => {
      const answered = results();
      const misses = answered
        .filter((result) => !result.hit)
        .map((result) => `${result.question.query} → ${result.pages.join(' ')}`);
      assert.ok(
        hitRate(answered) >= MIN_HIT_RATE,
        `${(hitRate(answered) * 100).toFixed(1)} %, missed:\n${misses.join('\n')}`,
      );
    });

    it(`lists only pages of the reader's edition, blog and pages (${locale.name})`, () => {
      const outside = results().flatMap(({ question, pages }) =>
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
