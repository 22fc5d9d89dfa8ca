/**
 * One value per fact: every page of both locales states each registered
 * platform fact as the registry has it (src/data/platformFacts.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { platformFacts, sourceRepos, type PlatformFact } from '../../src/data/platformFacts';
import { contentPages, lineAt, type ContentPage } from '../contentSources';

const pages = contentPages();

/** The values a page may state for a fact, as matchers (`+` is one topic segment). */
function accepted(fact: PlatformFact): RegExp[] {
  const values = [fact.value, ...(fact.otherValues ?? []).map((o) => o.value)].flat();
  return values.map(
    (v) =>
      new RegExp(
        `^${v
          .replace(/[.*?^${}()|[\]\\]/g, '\\$&')
          .replace(/\+/g, String.raw`(?:\+|\$?\{[^}]+\}|<[^>]+>|[\w.-]+)`)}$`,
      ),
  );
}

/** Each statement of the fact on the given pages, with where it is. */
function statements(fact: PlatformFact, on: readonly ContentPage[]) {
  return on.flatMap((page) =>
    fact.statedAs.flatMap((pattern) =>
      [...page.text.matchAll(pattern)].map((m) => ({
        stated: m[1],
        where: `${page.file}:${lineAt(page.text, m.index)}`,
      })),
    ),
  );
}

/** Statements with another value, and wrong forms, on the given pages. */
function violations(fact: PlatformFact, on: readonly ContentPage[]): string[] {
  const ok = accepted(fact);
  const wrongValues = statements(fact, on)
    .filter((s) => !ok.some((re) => re.test(s.stated)))
    .map((s) => `${s.where}: ${s.stated}`);
  const wrongForms = on.flatMap((page) =>
    (fact.never ?? []).flatMap((re) =>
      [...page.text.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map(
        (m) => `${page.file}:${lineAt(page.text, m.index)}: ${m[0]}`,
      ),
    ),
  );
  return [...wrongValues, ...wrongForms];
}

const factById = (id: string) => platformFacts.find((f) => f.id === id)!;

describe('platform facts registry', () => {
  it('gives every fact an edition, a source and patterns that capture a value', () => {
    const ids = new Set<string>();
    for (const fact of platformFacts) {
      assert.ok(!ids.has(fact.id), `duplicate id ${fact.id}`);
      ids.add(fact.id);
      assert.ok(['community', 'professional', 'enterprise'].includes(fact.edition), fact.id);
      assert.ok(fact.what['zh-Hans'] && fact.what.en, `${fact.id}: what`);
      for (const source of [fact.source, ...(fact.otherValues ?? []).map((o) => o.source)]) {
        if ('repo' in source) {
          assert.ok(source.repo in sourceRepos, `${fact.id}: unknown repository ${source.repo}`);
          assert.ok(source.path && source.line > 0, `${fact.id}: source path and line`);
        } else {
          assert.match(source.factSheet, /^\d\d-[\w-]+\.md$/, `${fact.id}: fact sheet`);
          assert.ok(source.page, `${fact.id}: fact sheet page`);
        }
      }
      // A paid-edition value cannot come from the public (Community) source, nor the reverse.
      assert.equal(
        'repo' in fact.source,
        fact.edition === 'community',
        `${fact.id}: edition/source`,
      );
      for (const pattern of fact.statedAs) {
        assert.ok(pattern.global, `${fact.id}: ${pattern} must be global`);
        assert.ok(/\((?!\?)/.test(pattern.source), `${fact.id}: ${pattern} needs a capture group`);
      }
    }
  });

  it('flags a page that states another value or a wrong form', () => {
    const page = (text: string): ContentPage[] => [{ file: 'x.md', locale: 'zh-Hans', text }];
    const wrong = [
      ['server.address', 'server:\n  name: x\n  address: ":8080"\n'],
      ['licence.community', '社区版以 AGPL-3.0 许可证发布。'],
      ['topics.device', '应答主题 `/sys/pk/dk/thing/config/push_reply`'],
      ['tsl.dataTypes', '{ "valueType": { "type": "datetime" } }'],
      ['account.default', '密码 `admin123`'],
    ] as const;
    for (const [id, text] of wrong)
      assert.equal(violations(factById(id), page(text)).length, 1, id);
    const right = [
      ['server.address', 'server:\n  address: ":8200"\n'],
      ['topics.device', '`/sys/${productKey}/${deviceKey}/thing/service/${identifier}_reply`'],
      ['tsl.dataTypes', '{ "valueType": { "type": "timestamp" } }'],
    ] as const;
    for (const [id, text] of right) assert.deepEqual(violations(factById(id), page(text)), [], id);
  });

  for (const fact of platformFacts) {
    it(`${fact.id}: every page states ${[fact.value].flat().slice(0, 3).join(', ')}`, () => {
      // A pattern that finds nothing proves nothing: the fact must be stated somewhere.
      assert.ok(
        statements(fact, pages).length > 0,
        `${fact.id}: no page states it; fix the pattern or drop the entry`,
      );
      assert.deepEqual(violations(fact, pages), [], `${fact.id}: see file:line`);
    });
  }
});
