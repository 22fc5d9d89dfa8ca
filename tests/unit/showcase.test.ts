import './imageRequires';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { Joi } from '@docusaurus/utils-validation';
import { showcaseEntries, showcaseTags, tagIds, type ShowcaseEntry } from '../../src/data/showcase';
import type { Localized } from '../../src/data/types';
import {
  emptyFilter,
  favoritesStorageKey,
  filterEntries,
  isFiltered,
  parseFavoriteIds,
  readFilter,
  serializeFavoriteIds,
  sortEntries,
  toggleFavoriteId,
  writeFilter,
  type ShowcaseFilter,
} from '../../src/pages/showcase/_utils';
import { contractRoutes } from '../routeContract';

const routes = new Set(contractRoutes);
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

  // Validated the way the Docusaurus website validates its showcase: one schema for every entry.
  const localized = Joi.object({
    'zh-Hans': Joi.string().trim().pattern(cjk).required(),
    en: Joi.string().trim().pattern(cjk, { invert: true }).required(),
  });
  const entrySchema = Joi.object({
    id: Joi.string()
      .pattern(/^[a-z0-9-]+$/)
      .required(),
    title: localized.required(),
    description: localized.required(),
    website: Joi.alternatives(
      Joi.string().valid(...routes),
      Joi.string().pattern(/^https:\/\/github\.com\/sagoo-cloud\/[\w.-]+$/),
    ),
    source: Joi.string().pattern(/^https:\/\/github\.com\/sagoo-cloud\/[\w.-]+$/),
    tags: Joi.array()
      .items(Joi.string().valid(...tagIds))
      .min(1)
      .unique()
      .required(),
    favorite: Joi.boolean(),
    // An image module is its file path here (./imageRequires).
    image: Joi.string()
      .pattern(/src\/data\/showcase\/[a-z0-9-]+\.png$/)
      .required(),
  });

  it('entries: every one fits the schema (both languages, known tags, routes or sagoo-cloud URLs)', () => {
    assert.ok(routes.size > 0, 'routes.txt is readable');
    for (const e of showcaseEntries) {
      const { error } = entrySchema.validate(e, { abortEarly: false });
      assert.equal(error?.message, undefined, e.id);
    }
    assert.equal(new Set(showcaseEntries.map((e) => e.id)).size, showcaseEntries.length);
  });

  it('entries: the schema rejects a broken one', () => {
    const broken = {
      ...showcaseEntries[0],
      title: { 'zh-Hans': 'No Chinese', en: '中文' },
      website: '/no/such/page',
      tags: ['server', 'server', 'nope'],
      image: 'elsewhere.png',
    };
    const { error } = entrySchema.validate(broken, { abortEarly: false });
    assert.equal(error?.details.length, 6, String(error?.message));
  });

  it('images: every entry has its generated <id>.png, small, 1200x630', () => {
    for (const e of showcaseEntries) {
      const file = e.image as unknown as string;
      assert.equal(path.basename(file), `${e.id}.png`, `${e.id}: image file name`);
      const png = fs.readFileSync(file);
      assert.ok(png.length < 60 * 1024, `${e.id}: image is ${png.length} bytes`);
      assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', `${e.id}: is a PNG`);
      assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], e.id);
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
  image: `${id}.png`,
});

const sample: ShowcaseEntry[] = [
  entry('Delta', ['opensource', 'plugin']),
  entry('alpha', ['opensource', 'server'], true),
  entry('Charlie', ['case']),
  entry('bravo', ['opensource', 'gateway']),
  entry('Echo', ['opensource', 'webui'], true),
];
const ids = (list: ShowcaseEntry[]) => list.map((e) => e.id);
/** The sample as the page sorts it. */
const sorted = sortEntries(sample, 'en');
const filter = (over: Partial<ShowcaseFilter>): ShowcaseFilter => ({ ...emptyFilter, ...over });

describe('showcase filtering', () => {
  it('sorts favorites first, then by title; no filter keeps everything in the given order', () => {
    assert.equal(isFiltered(emptyFilter), false);
    assert.deepEqual(ids(sorted), ['alpha', 'Echo', 'bravo', 'Charlie', 'Delta']);
    assert.deepEqual(ids(filterEntries(sorted, emptyFilter, 'en')), ids(sorted));
    assert.deepEqual(ids(filterEntries(sample, emptyFilter, 'en')), ids(sample));
  });

  it('OR matches any selected tag, AND matches all of them', () => {
    const tags: ShowcaseFilter['tags'] = ['server', 'plugin'];
    assert.deepEqual(ids(filterEntries(sorted, filter({ tags }), 'en')), ['alpha', 'Delta']);
    assert.deepEqual(ids(filterEntries(sorted, filter({ tags, operator: 'AND' }), 'en')), []);
    assert.deepEqual(
      ids(filterEntries(sorted, filter({ tags: ['opensource', 'plugin'], operator: 'AND' }), 'en')),
      ['Delta'],
    );
    assert.deepEqual(ids(filterEntries(sorted, filter({ tags: ['opensource'] }), 'en')), [
      'alpha',
      'Echo',
      'bravo',
      'Delta',
    ]);
  });

  it('search matches the title in the current locale, case-insensitively', () => {
    assert.deepEqual(ids(filterEntries(sorted, filter({ name: 'ALPHA' }), 'en')), ['alpha']);
    assert.deepEqual(ids(filterEntries(sorted, filter({ name: ' arl ' }), 'en')), ['Charlie']);
    assert.deepEqual(ids(filterEntries(sorted, filter({ name: '中文' }), 'en')), []);
    assert.equal(filterEntries(sorted, filter({ name: '中文' }), 'zh-Hans').length, sample.length);
    assert.deepEqual(ids(filterEntries(sorted, filter({ name: '中文 DEL' }), 'zh-Hans')), [
      'Delta',
    ]);
  });

  it('tags and search combine; no match gives an empty list', () => {
    assert.deepEqual(
      ids(filterEntries(sorted, filter({ tags: ['opensource'], name: 'e' }), 'en')),
      ['Echo', 'Delta'],
    );
    assert.deepEqual(filterEntries(sorted, filter({ tags: ['docs'] }), 'en'), []);
    assert.deepEqual(filterEntries(sorted, filter({ name: 'nothing like this' }), 'en'), []);
  });

  it('real data: every entry in order per locale, server and web console first', () => {
    for (const locale of ['zh-Hans', 'en']) {
      const built = sortEntries(showcaseEntries, locale);
      assert.deepEqual(new Set(ids(built.slice(0, 2))), new Set(['sagooiot', 'sagooiot-ui']));
      assert.equal(built.length, showcaseEntries.length);
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

describe('showcase reader favourites', () => {
  it('stores ids as a JSON array under one key', () => {
    assert.equal(favoritesStorageKey, 'sagooiot-showcase-favorites');
    assert.equal(serializeFavoriteIds(['alpha', 'Echo']), '["alpha","Echo"]');
    assert.equal(serializeFavoriteIds(['alpha', 'alpha']), '["alpha"]');
    assert.equal(serializeFavoriteIds([]), '[]');
    assert.deepEqual(parseFavoriteIds(serializeFavoriteIds(['b', 'a'])), ['b', 'a']);
  });

  it('parsing tolerates missing, invalid and unexpected values', () => {
    assert.deepEqual(parseFavoriteIds(null), []);
    assert.deepEqual(parseFavoriteIds(undefined), []);
    assert.deepEqual(parseFavoriteIds(''), []);
    assert.deepEqual(parseFavoriteIds('not json'), []);
    assert.deepEqual(parseFavoriteIds('["alpha"'), []);
    assert.deepEqual(parseFavoriteIds('{"alpha":true}'), []);
    assert.deepEqual(parseFavoriteIds('"alpha"'), []);
    assert.deepEqual(parseFavoriteIds('null'), []);
    assert.deepEqual(parseFavoriteIds('["alpha", 1, null, "", {"id": "x"}, "Echo", "alpha"]'), [
      'alpha',
      'Echo',
    ]);
  });

  it('toggling adds a missing id and removes a present one', () => {
    assert.deepEqual(toggleFavoriteId([], 'alpha'), ['alpha']);
    assert.deepEqual(toggleFavoriteId(['alpha'], 'Echo'), ['alpha', 'Echo']);
    assert.deepEqual(toggleFavoriteId(['alpha', 'Echo'], 'alpha'), ['Echo']);
    const ids = ['alpha'];
    toggleFavoriteId(ids, 'Echo');
    assert.deepEqual(ids, ['alpha'], 'the input is not changed');
  });

  it('the favourites filter keeps only saved entries and combines with tags and search', () => {
    const saved = ['Delta', 'bravo', 'Echo', 'removed-entry'];
    const only = filter({ favorites: true });
    assert.equal(isFiltered(only), true);
    assert.deepEqual(ids(filterEntries(sorted, only, 'en', saved)), ['Echo', 'bravo', 'Delta']);
    assert.deepEqual(filterEntries(sorted, only, 'en', []), []);
    assert.deepEqual(filterEntries(sorted, only, 'en'), []);
    assert.deepEqual(
      ids(
        filterEntries(
          sorted,
          filter({ favorites: true, tags: ['plugin', 'gateway'] }),
          'en',
          saved,
        ),
      ),
      ['bravo', 'Delta'],
    );
    assert.deepEqual(
      ids(filterEntries(sorted, filter({ favorites: true, name: 'E' }), 'en', saved)),
      ['Echo', 'Delta'],
    );
    assert.deepEqual(
      ids(
        filterEntries(
          sorted,
          filter({ favorites: true, tags: ['opensource', 'webui'], operator: 'AND' }),
          'en',
          saved,
        ),
      ),
      ['Echo'],
    );
  });

  it('saved ids do not change the list while the favourites filter is off', () => {
    assert.deepEqual(
      ids(filterEntries(sorted, emptyFilter, 'en', ['Delta'])),
      ids(filterEntries(sorted, emptyFilter, 'en')),
    );
  });
});

describe('showcase query string', () => {
  it('reads repeated tags, AND and the name; ignores unknown tags', () => {
    assert.deepEqual(readFilter(''), emptyFilter);
    assert.deepEqual(readFilter('?tags=plugin&tags=nope&tags=case&operator=AND&name=iot+gw'), {
      tags: ['plugin', 'case'],
      operator: 'AND',
      name: 'iot gw',
      favorites: false,
    });
    assert.equal(readFilter('?operator=or').operator, 'OR');
  });

  it('reads favorites=1 only; other values leave the favourites filter off', () => {
    assert.equal(readFilter('?favorites=1').favorites, true);
    assert.equal(readFilter('?tags=case&favorites=1').tags[0], 'case');
    for (const query of ['?favorites=0', '?favorites=true', '?favorites=', '?favorite=1']) {
      assert.equal(readFilter(query).favorites, false, query);
    }
  });

  it('writes favorites=1 with the other filters and removes it when off', () => {
    const written = writeFilter('?utm=1', filter({ tags: ['case'], favorites: true }));
    assert.equal(new URLSearchParams(written).get('favorites'), '1');
    assert.deepEqual(readFilter(written), { ...emptyFilter, tags: ['case'], favorites: true });
    assert.equal(writeFilter('?favorites=1&utm=1', filter({})), '?utm=1');
    assert.equal(writeFilter('?favorites=1', emptyFilter), '');
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
      favorites: false,
    });
    assert.equal(new URLSearchParams(written).get('utm'), '1');
    assert.equal(new URLSearchParams(written).getAll('tags').length, 2);
  });
});
