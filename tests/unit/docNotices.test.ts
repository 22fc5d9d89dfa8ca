import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import {
  otherEditions,
  pageKey,
  type EditionVersion,
} from '../../src/components/EditionHints/editions';
import { isUntranslated } from '../../src/components/TranslationNotice/translationStatus';

describe('translation status', () => {
  it('marks an English doc rendered from the Chinese source as untranslated', () => {
    assert.equal(isUntranslated('@site/docs/docs/faq/install.md', 'en', 'zh-Hans'), true);
    assert.equal(
      isUntranslated('@site/versioned_docs/version-community/index.md', 'en', 'zh-Hans'),
      true,
    );
  });

  it('accepts a doc read from the locale translation folder', () => {
    const source = '@site/i18n/en/docusaurus-plugin-content-docs/current/docs/faq/install.md';
    assert.equal(isUntranslated(source, 'en', 'zh-Hans'), false);
  });

  it('never flags the default locale', () => {
    assert.equal(isUntranslated('@site/docs/docs/faq/install.md', 'zh-Hans', 'zh-Hans'), false);
  });
});

const versions: EditionVersion[] = [
  {
    name: 'current',
    label: '专业版',
    docs: [
      { id: 'docs/install/config/index', path: '/docs/install/config' },
      { id: 'docs/install/quick', path: '/docs/install/quick' },
      { id: 'develop/install/quick', path: '/develop/install/quick' },
      { id: 'join/intro', path: '/join/intro' },
    ],
  },
  {
    name: 'community',
    label: '社区版',
    docs: [
      { id: 'index', path: '/community' },
      { id: 'install/config', path: '/community/install/config' },
      { id: 'join/intro', path: '/community/join/intro', unlisted: true },
    ],
  },
  {
    name: 'enterprise',
    label: '企业版',
    docs: [
      { id: 'index', path: '/enterprise' },
      { id: 'install/config', path: '/enterprise/install/config' },
      { id: 'install/quick/index', path: '/enterprise/install/quick' },
    ],
  },
];

describe('edition hints', () => {
  it('matches the professional user manual with the root of the other editions', () => {
    assert.equal(pageKey('current', 'docs/install/config/index'), 'install/config');
    assert.equal(pageKey('community', 'install/config'), 'install/config');
    assert.equal(pageKey('enterprise', 'index'), '');
    assert.equal(pageKey('current', 'develop/base'), undefined);
  });

  it('lists the other editions that have the page, with their URLs', () => {
    assert.deepEqual(otherEditions(versions, 'community', 'install/config'), [
      { name: 'current', label: '专业版', path: '/docs/install/config' },
      { name: 'enterprise', label: '企业版', path: '/enterprise/install/config' },
    ]);
    assert.deepEqual(otherEditions(versions, 'current', 'docs/install/quick'), [
      { name: 'enterprise', label: '企业版', path: '/enterprise/install/quick' },
    ]);
  });

  it('links the edition landing pages to each other', () => {
    assert.deepEqual(
      otherEditions(versions, 'enterprise', 'index').map((e) => e.path),
      ['/community'],
    );
  });

  it('ignores other areas of the professional edition and unlisted docs', () => {
    assert.deepEqual(otherEditions(versions, 'current', 'develop/install/quick'), []);
    assert.deepEqual(otherEditions(versions, 'current', 'join/intro'), []);
  });
});
