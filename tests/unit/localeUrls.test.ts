/** Which language a browser prefers among the site's, and the same page's URL in it. */
import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { alternatePageUrl, preferredSiteLocale } from '../../src/utils/localeUrls';

const locales = ['zh-Hans', 'en'];

describe('the preferred site locale', () => {
  it('is the first browser language the site has, by its primary tag', () => {
    assert.equal(preferredSiteLocale(['en-US', 'zh-CN'], locales), 'en');
    assert.equal(preferredSiteLocale(['zh-TW', 'en'], locales), 'zh-Hans');
    assert.equal(preferredSiteLocale(['de-DE', 'EN-gb'], locales), 'en');
  });

  it('is undefined when the browser prefers none of them', () => {
    assert.equal(preferredSiteLocale(['de', 'fr-FR'], locales), undefined);
    assert.equal(preferredSiteLocale([], locales), undefined);
  });
});

describe('the same page in the other locale', () => {
  const url = (currentLocale: string, targetLocale: string, baseUrl: string, path: string) =>
    alternatePageUrl({ baseUrl, currentLocale, defaultLocale: 'zh-Hans', targetLocale, path });

  it('adds or removes the locale segment after the site base', () => {
    assert.equal(
      url('zh-Hans', 'en', '/', '/docs/iot/device?x=1#top'),
      '/en/docs/iot/device?x=1#top',
    );
    assert.equal(url('en', 'zh-Hans', '/en/', '/en/docs/iot/device'), '/docs/iot/device');
    assert.equal(url('en', 'zh-Hans', '/en/', '/en/'), '/');
  });

  it('keeps a site base URL', () => {
    assert.equal(url('zh-Hans', 'en', '/docs-site/', '/docs-site/blog'), '/docs-site/en/blog');
    assert.equal(url('en', 'zh-Hans', '/docs-site/en/', '/docs-site/en/blog'), '/docs-site/blog');
  });
});
