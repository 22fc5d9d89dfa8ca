import assert from 'node:assert/strict';
import { describe, it } from '../testing';
import { sectionOf, sitemapSample, STRIDE } from '../sitemapSample';

describe('the sitemap sample npm test sweeps', () => {
  it('names a section by the first two segments under the locale, fewer for a page at that depth', () => {
    assert.equal(sectionOf('/en/docs/iot/device/instance', '/en'), 'docs/iot');
    assert.equal(sectionOf('/docs/iot', ''), 'docs');
    assert.equal(sectionOf('/category/faq', ''), 'category');
    assert.equal(sectionOf('/en/search', '/en'), 'search');
    assert.equal(sectionOf('/en/', '/en'), '');
  });

  it('keeps the first page of each section, the first featured one and every STRIDEth, in order', () => {
    const paths = [
      '/',
      ...Array.from({ length: 2 * STRIDE }, (_, i) => `/docs/iot/page-${i}`),
      '/docs/install/deploy',
      '/docs/install/config',
      '/blog',
      '/blog/post',
    ];
    const sample = sitemapSample(paths, '', (path) => path.endsWith('-5') || path.endsWith('-9'));
    // page-5 is featured (page-9, later, is not taken); indices 7 and 15 are the stride's.
    assert.equal(STRIDE, 8);
    assert.deepEqual(sample, [
      '/',
      '/docs/iot/page-0',
      '/docs/iot/page-5',
      '/docs/iot/page-6',
      '/docs/iot/page-14',
      '/docs/install/deploy',
      '/blog',
    ]);
    assert.ok(sample.length < paths.length / 2);
  });
});
