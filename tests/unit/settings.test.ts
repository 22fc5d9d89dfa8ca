import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { settingsFrom } from '../../config/settings';

describe('settings', () => {
  it('builds with safe defaults from an empty environment', () => {
    const s = settingsFrom({});
    assert.equal(s.baseUrl, '/');
    assert.match(s.siteUrl, /^https:\/\/[^/]+\.example\.com$/);
    assert.equal(s.algolia, undefined);
    assert.equal(s.statsScriptUrl, undefined);
    assert.deepEqual(s.contact, {
      phone: undefined,
      chatGroup: undefined,
      socialAccount: undefined,
    });
    assert.equal(s.footerLogo, undefined);
    assert.ok(s.announcement, 'ships one real announcement');
    assert.notEqual(s.announcement.content.en, s.announcement.content['zh-Hans']);
  });

  it('reads every deploy value from the environment', () => {
    const s = settingsFrom({
      SITE_URL: 'https://docs.test/',
      BASE_URL: 'iot/docs',
      EDIT_URL: 'https://git.test/repo/edit/main/',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'KEY',
      ALGOLIA_INDEX_NAME: 'INDEX',
      STATS_SCRIPT_URL: 'https://stats.test/s.js',
      FEEDBACK_URL: 'https://feedback.test/',
      CONTACT_PHONE: '+00 000',
      CONTACT_CHAT_GROUP: 'group 1',
      CONTACT_SOCIAL_ACCOUNT: 'account',
      FOOTER_LOGO_SRC: 'img/logo.svg',
      COPYRIGHT: 'Copyright test',
      ANNOUNCEMENT_ID: 'a2',
      ANNOUNCEMENT_CONTENT: '通知',
      ANNOUNCEMENT_CONTENT_EN: 'Notice',
    });
    assert.equal(s.siteUrl, 'https://docs.test');
    assert.equal(s.baseUrl, '/iot/docs/');
    assert.equal(s.editUrl, 'https://git.test/repo/edit/main/');
    assert.deepEqual(s.algolia, {
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'INDEX',
      insights: false,
    });
    assert.equal(s.statsScriptUrl, 'https://stats.test/s.js');
    assert.equal(s.feedbackUrl, 'https://feedback.test/');
    assert.deepEqual(s.contact, {
      phone: '+00 000',
      chatGroup: 'group 1',
      socialAccount: 'account',
    });
    assert.equal(s.footerLogo?.src, 'img/logo.svg');
    assert.equal(s.copyright, 'Copyright test');
    assert.equal(s.announcement?.id, 'a2');
    assert.deepEqual(s.announcement?.content, { 'zh-Hans': '通知', en: 'Notice' });
  });

  it('needs all three Algolia values before enabling Algolia', () => {
    assert.equal(
      settingsFrom({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'K' }).algolia,
      undefined,
    );
  });

  it('gives the default announcement a text for wide and for narrow screens in each locale', () => {
    // The classes the bar's stylesheet shows on one side of the navbar's 996 px breakpoint each.
    const css = fs.readFileSync(
      path.join(__dirname, '../../src/theme/AnnouncementBar/screenSizes.css'),
      'utf8',
    );
    const { content } = settingsFrom({}).announcement!;
    for (const [locale, html] of Object.entries(content)) {
      for (const size of ['desktop', 'mobile']) {
        const texts = [
          ...html.matchAll(new RegExp(`<span class="announcement-${size}">([^<]+)</span>`, 'g')),
        ];
        assert.equal(texts.length, 1, `one ${size} text (${locale})`);
        assert.ok(css.includes(`.announcement-${size}`), `styled: ${size}`);
      }
    }
    assert.notEqual(content.en, content['zh-Hans']);
  });

  it('turns the announcement off on request', () => {
    assert.equal(settingsFrom({ ANNOUNCEMENT: 'off' }).announcement, undefined);
  });

  it('rejects URLs that are not absolute http(s)', () => {
    assert.throws(() => settingsFrom({ SITE_URL: 'docs.test' }), /SITE_URL/);
    assert.throws(
      () => settingsFrom({ STATS_SCRIPT_URL: 'javascript:alert(1)' }),
      /STATS_SCRIPT_URL/,
    );
  });
});
