import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { showcaseEntries, showcaseTags, tagIds, type ShowcaseEntry } from '../../src/data/showcase';
import type { Localized } from '../../src/data/types';
import {
  emptyFilter,
  filterEntries,
  isFiltered,
  readFilter,
  sortEntries,
  writeFilter,
  type ShowcaseFilter,
} from '../../src/pages/showcase/_utils';

const routes = new Set(
  fs
    .readFileSync(path.join(__dirname, '../../../shared/spec/routes.txt'), 'utf8')
    .split('\n')
    .filter(Boolean),
);
const cjk = /[\u3400-\u9fff]/;

function assertLocalized(text: Localized, where: string, chinese = true) {
  assert.ok(text['zh-Hans'].trim(), `${where}: Chinese text`);
  if (chinese) assert.ok(cjk.test(text['zh-Hans']), `${where}: Chinese text is Chinese`);
  assert.ok(text.en.trim(), `${where}: English text`);
  assert.ok(!cjk.test(text.en), `${where}: English text has no Chinese`);
}

describe('showcase data', () => {
  it('tags: the seven tag ids, unique, in both languages, with a colour', () => {
    assert.deepEqual(
      showcaseTags.map((t) => t.id),
      [...tagIds],
    );
    for (const tag of showcaseTags) {
      assertLocalized(tag.label, tag.id);
      assertLocalized(tag.description, tag.id);
      assert.match(tag.color, /^#[0-9a-f]{6}$/i);
    }
  });

  it('entries: unique ids, both languages, known tags', () => {
    assert.ok(showcaseEntries.length > 0);
    assert.equal(new Set(showcaseEntries.map((e) => e.id)).size, showcaseEntries.length);
    const known = new Set<string>(showcaseTags.map((t) => t.id));
    for (const e of showcaseEntries) {
      assertLocalized(e.title, `${e.id} title`);
      assertLocalized(e.description, `${e.id} description`);
      assert.ok(e.tags.length > 0, `${e.id} has tags`);
      assert.equal(new Set(e.tags).size, e.tags.length, `${e.id} repeats a tag`);
      for (const tag of e.tags) assert.ok(known.has(tag), `${e.id}: unknown tag ${tag}`);
    }
  });

  it('links: site paths are routes, URLs are https under github.com/sagoo-cloud', () => {
    assert.ok(routes.size > 0, 'routes.txt is readable');
    for (const e of showcaseEntries) {
      for (const link of [e.website, e.source]) {
        if (link === undefined) continue;
        if (link.startsWith('/')) {
          assert.ok(routes.has(link), `${e.id} links to ${link}, not a route`);
        } else {
          assert.match(link, /^https:\/\/github\.com\/sagoo-cloud\/[\w.-]+$/, `${e.id}: ${link}`);
        }
      }
      if (e.source !== undefined) assert.ok(!e.source.startsWith('/'), `${e.id}: source is a URL`);
    }
  });

  it('case studies: one per case page, tagged case, no source link', () => {
    const cases = showcaseEntries.filter((e) => e.tags.includes('case'));
    assert.deepEqual(cases.map((e) => e.website).sort(), [
      '/cases/city',
      '/cases/guolu',
      '/cases/heating',
      '/cases/park',
      '/cases/power',
    ]);
    for (const e of cases) assert.equal(e.source, undefined);
  });
});

const entry = (id: string, tags: ShowcaseEntry['tags'], favorite = false): ShowcaseEntry => ({
  id,
  title: { 'zh-Hans': `中文 ${id}`, en: id },
  description: { 'zh-Hans': '说明', en: 'Description' },
  tags,
  favorite,
});

const sample: ShowcaseEntry[] = [
  entry('Delta', ['opensource', 'plugin']),
  entry('alpha', ['opensource', 'server'], true),
  entry('Charlie', ['case']),
  entry('bravo', ['opensource', 'gateway']),
  entry('Echo', ['opensource', 'webui'], true),
];
const ids = (list: ShowcaseEntry[]) => list.map((e) => e.id);
const filter = (over: Partial<ShowcaseFilter>): ShowcaseFilter => ({ ...emptyFilter, ...over });

describe('showcase filtering', () => {
  it('no filter: everything, favorites first, then by title', () => {
    assert.equal(isFiltered(emptyFilter), false);
    assert.deepEqual(ids(filterEntries(sample, emptyFilter, 'en')), [
      'alpha',
      'Echo',
      'bravo',
      'Charlie',
      'Delta',
    ]);
    assert.deepEqual(ids(sortEntries(sample, 'en')), ids(filterEntries(sample, emptyFilter, 'en')));
  });

  it('OR matches any selected tag, AND matches all of them', () => {
    const tags: ShowcaseFilter['tags'] = ['server', 'plugin'];
    assert.deepEqual(ids(filterEntries(sample, filter({ tags }), 'en')), ['alpha', 'Delta']);
    assert.deepEqual(ids(filterEntries(sample, filter({ tags, operator: 'AND' }), 'en')), []);
    assert.deepEqual(
      ids(filterEntries(sample, filter({ tags: ['opensource', 'plugin'], operator: 'AND' }), 'en')),
      ['Delta'],
    );
    assert.deepEqual(ids(filterEntries(sample, filter({ tags: ['opensource'] }), 'en')), [
      'alpha',
      'Echo',
      'bravo',
      'Delta',
    ]);
  });

  it('search matches the title in the current locale, case-insensitively', () => {
    assert.deepEqual(ids(filterEntries(sample, filter({ name: 'ALPHA' }), 'en')), ['alpha']);
    assert.deepEqual(ids(filterEntries(sample, filter({ name: ' arl ' }), 'en')), ['Charlie']);
    assert.deepEqual(ids(filterEntries(sample, filter({ name: '中文' }), 'en')), []);
    assert.equal(filterEntries(sample, filter({ name: '中文' }), 'zh-Hans').length, sample.length);
    assert.deepEqual(ids(filterEntries(sample, filter({ name: '中文 DEL' }), 'zh-Hans')), [
      'Delta',
    ]);
  });

  it('tags and search combine; no match gives an empty list', () => {
    assert.deepEqual(
      ids(filterEntries(sample, filter({ tags: ['opensource'], name: 'e' }), 'en')),
      ['Echo', 'Delta'],
    );
    assert.deepEqual(filterEntries(sample, filter({ tags: ['docs'] }), 'en'), []);
    assert.deepEqual(filterEntries(sample, filter({ name: 'nothing like this' }), 'en'), []);
  });

  it('real data: the server and web console are recommended first in both locales', () => {
    for (const locale of ['zh-Hans', 'en']) {
      const sorted = filterEntries(showcaseEntries, emptyFilter, locale);
      assert.deepEqual(new Set(ids(sorted.slice(0, 2))), new Set(['sagooiot', 'sagooiot-ui']));
      assert.equal(sorted.length, showcaseEntries.length);
    }
    const cases = filterEntries(showcaseEntries, filter({ tags: ['case'] }), 'en');
    assert.equal(cases.length, 5);
    const gateways = filterEntries(
      showcaseEntries,
      filter({ tags: ['opensource', 'gateway'], operator: 'AND' }),
      'en',
    );
    assert.deepEqual(ids(gateways), ['iotgateway', 'iotgateway-example']);
  });
});

describe('showcase query string', () => {
  it('reads repeated tags, AND and the name; ignores unknown tags', () => {
    assert.deepEqual(readFilter(''), emptyFilter);
    assert.deepEqual(readFilter('?tags=plugin&tags=nope&tags=case&operator=AND&name=iot+gw'), {
      tags: ['plugin', 'case'],
      operator: 'AND',
      name: 'iot gw',
    });
    assert.equal(readFilter('?operator=or').operator, 'OR');
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    assert.equal(writeFilter('?tags=case&operator=AND&name=x', emptyFilter), '');
    const written = writeFilter(
      '?utm=1&tags=case',
      filter({ tags: ['opensource', 'plugin'], operator: 'AND', name: '智慧 城市' }),
    );
    assert.deepEqual(readFilter(written), {
      tags: ['opensource', 'plugin'],
      operator: 'AND',
      name: '智慧 城市',
    });
    assert.equal(new URLSearchParams(written).get('utm'), '1');
    assert.equal(new URLSearchParams(written).getAll('tags').length, 2);
  });
});
