import assert from 'node:assert/strict';
import { after, before, describe, it } from '../testing';
import { LIGHTHOUSE_PAGES, startAuditor, type Auditor } from '../../scripts/lib/lighthouse';
import { serveBuild, type SiteServer } from './harness';

/**
 * Lighthouse (mobile) once per template, the locales taken in turn: best
 * practices and SEO must score 100. Accessibility is axe's job (a11y.test.ts,
 * every template), and performance depends on the machine's
 * load: `npm run lighthouse` reports all four categories on every page.
 * An audit takes 15–40 s, so `npm test` audits the templates each drawn by
 * another part of the site (`NPM_TEST_TEMPLATES`), `npm run test:full` the others.
 */
const templates = [...new Set(LIGHTHOUSE_PAGES.map((page) => page.template))];

/** Pages by the site's own React page, the docs, the blog, a data-driven page: two per locale. */
export const NPM_TEST_TEMPLATES = ['home', 'doc', 'blogPost', 'showcase'];

export function describeLighthouse(which: 'npm test' | 'the others'): void {
  const unknown = NPM_TEST_TEMPLATES.filter((template) => !templates.includes(template));
  if (unknown.length) throw new Error(`no such template: ${unknown.join(', ')}`);
  const pages = templates
    .map((template, index) => {
      const locales = LIGHTHOUSE_PAGES.filter((page) => page.template === template);
      return locales[index % locales.length]!;
    })
    .filter(({ template }) => NPM_TEST_TEMPLATES.includes(template) === (which === 'npm test'));

  describe('Lighthouse best practices and SEO', () => {
    let server: SiteServer;
    let auditor: Auditor;
    before(async () => {
      server = await serveBuild({ compress: true });
      auditor = await startAuditor();
    });
    after(async () => {
      await auditor?.close();
      await server?.stop();
    });

    for (const { template, path } of pages) {
      it(`${template} (${path}) scores 100 in both`, async () => {
        const { scores, failed } = await auditor.audit(`${server.origin}${encodeURI(path)}`, [
          'best-practices',
          'seo',
        ]);
        assert.deepEqual(failed, []);
        assert.deepEqual([scores['best-practices'], scores.seo], [100, 100]);
      });
    }
  });
}
