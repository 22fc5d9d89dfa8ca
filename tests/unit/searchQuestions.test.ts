/**
 * The question set itself (tests/searchQuestions.ts): large enough, and every
 * answer a page of the URL contract in the reader's edition. How the built
 * index answers it is checked after the build (tests/build/searchQuestions.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractRoutes } from '../routeContract';
import { searchQuestions, topPages } from '../searchQuestions';

const routes = new Set(contractRoutes);

describe('search question set', () => {
  for (const [locale, questions] of Object.entries(searchQuestions)) {
    it(`asks at least 40 distinct ${locale} questions`, () => {
      assert.ok(questions.length >= 40, `${questions.length} questions`);
      const queries = questions.map((q) => q.query.toLowerCase());
      assert.equal(new Set(queries).size, queries.length);
    });

    it(`answers each ${locale} question with pages of the reader's edition`, () => {
      const wrong = questions.flatMap(({ query, answers, edition }) => {
        if (answers.length === 0) return [`${query}: no answer`];
        return answers
          .filter((answer) => {
            const inEdition = /^(community|enterprise)\//.exec(answer)?.[1];
            return !routes.has(`/${answer}`) || inEdition !== edition;
          })
          .map((answer) => `${query}: ${answer}`);
      });
      assert.deepEqual(wrong, []);
    });
  }

  it('counts a page once among the first pages, wherever its sections rank', () => {
    assert.deepEqual(topPages(['a#x', 'b', 'a', 'c#y', 'd', 'e', 'f'], 5), [
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
  });
});
