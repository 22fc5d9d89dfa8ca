/**
 * `npm run translations:status` tells, per Chinese page, whether its English
 * twin is missing, pending, behind or current (scripts/translations-status.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { isPending, lastCommitTimes, translationStates } from '../../scripts/translations-status';

describe('translation status', () => {
  it('reads `translation: pending` from front matter only', () => {
    assert.equal(isPending('---\ntitle: A page\ntranslation: pending\n---\n\nText.\n'), true);
    assert.equal(isPending('---\ntitle: A page\n---\n\ntranslation: pending\n'), false);
    assert.equal(isPending('---\ntitle: A page\n---\n'), false);
  });

  it('lists every Chinese page once, each with its English twin', () => {
    const pages = translationStates(new Map());
    assert.ok(pages.length > 250, `${pages.length} pages`);
    assert.equal(new Set(pages.map((page) => page.zh)).size, pages.length);
    assert.deepEqual(
      pages.filter((page) => page.state === 'missing'),
      [],
    );
  });

  it('calls a twin behind when the Chinese file has the newer commit, and current otherwise', () => {
    const zh = 'docs/docs/install/docker.md';
    const en = 'i18n/en/docusaurus-plugin-content-docs/current/docs/install/docker.md';
    const state = (times: [string, number][]) =>
      translationStates(new Map(times)).find((page) => page.zh === zh)?.state;
    assert.equal(
      state([
        [zh, 200],
        [en, 100],
      ]),
      'behind',
    );
    assert.equal(
      state([
        [zh, 100],
        [en, 200],
      ]),
      'current',
    );
    assert.equal(
      state([
        [zh, 100],
        [en, 100],
      ]),
      'current',
    );
  });

  it('takes commit times from git history', () => {
    const times = lastCommitTimes(['docs/docs/install']);
    assert.ok((times.get('docs/docs/install/docker.md') ?? 0) > 1.6e9);
  });
});
