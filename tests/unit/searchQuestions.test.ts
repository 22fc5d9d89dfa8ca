/**
 * The question set itself (tests/searchQuestions.ts): large enough, and every
 * answer a page of the URL contract in the reader's edition. How the built
 * index answers it is checked after the build (tests/build/searchQuestions.test.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { contractRoutes } from '../routeContract';
import { modalOrder, searchQuestions, topPages } from '../searchQuestions';

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

  it('orders hits as the DocSearch modal shows them: the first five pages first, by section, five a section, of the first 20', () => {
    const hit = (url: string, section: string) => ({ url, hierarchy: [section, url] });
    const hits = [
      hit('a1', 'A'),
      hit('b1', 'B'),
      ...['a2', 'a3', 'a4', 'a5', 'a6'].map((url) => hit(url, 'A')),
      hit('c1', 'C'),
      ...Array.from({ length: 12 }, (_, i) => hit(`d${i}`, 'D')),
      hit('e1', 'E'),
    ];
    assert.deepEqual(
      modalOrder(hits).map((h) => h.url),
      // a5 and a6 come after b1, the fifth page: grouped under A they would be listed before it.
      ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'd0', 'd1', 'd2', 'd3', 'd4'],
    );
  });

  it('shows at most two hits of a page while another page’s hit follows', () => {
    const hit = (url: string, section: string) => ({ url, hierarchy: [section, url] });
    const hits = [
      hit('p#1', 'A'),
      hit('p#2', 'A'),
      hit('p#3', 'A'),
      hit('q', 'A'),
      hit('r', 'B'),
      hit('p#4', 'A'),
      hit('s#1', 'C'),
      hit('s#2', 'C'),
      hit('s#3', 'C'),
    ];
    assert.deepEqual(
      modalOrder(hits).map((h) => h.url),
      ['p#1', 'p#2', 'q', 'r', 's#1', 's#2', 's#3'],
    );
  });

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
