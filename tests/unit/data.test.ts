import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { editions } from '../../src/data/editions';
import { characteristics, coreComponents } from '../../src/data/features';
import type { Localized } from '../../src/data/types';
import { contractRoutes } from '../routeContract';

const routes = new Set(contractRoutes);
const cjk = /[\u3400-\u9fff]/;

function assertLocalized(text: Localized, where: string) {
  assert.ok(text['zh-Hans'].trim(), `${where}: Chinese text`);
  assert.ok(cjk.test(text['zh-Hans']), `${where}: Chinese text is Chinese`);
  assert.ok(text.en.trim(), `${where}: English text`);
  assert.ok(!cjk.test(text.en), `${where}: English text has no Chinese`);
}

describe('home page data', () => {
  for (const [name, list] of Object.entries({ coreComponents, characteristics })) {
    it(`${name}: unique ids, both languages, links to contract routes`, () => {
      assert.ok(list.length > 0);
      assert.equal(new Set(list.map((f) => f.id)).size, list.length);
      for (const f of list) {
        assertLocalized(f.title, f.id);
        assertLocalized(f.description, f.id);
        assert.ok(routes.has(f.to), `${f.id} links to ${f.to}`);
      }
    });
  }

  it('editions: the three docs versions, each with highlights in both languages', () => {
    assert.deepEqual(
      editions.map((e) => e.id),
      ['community', 'professional', 'enterprise'],
    );
    for (const e of editions) {
      assertLocalized(e.name, e.id);
      assertLocalized(e.summary, e.id);
      assert.ok(e.highlights.length >= 2);
      e.highlights.forEach((h) => assertLocalized(h, e.id));
    }
  });
});
