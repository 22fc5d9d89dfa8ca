import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIGHTHOUSE_PAGES, startAuditor, type Auditor } from '../../scripts/lib/lighthouse';
import { serveBuild, type SiteServer } from './harness';

/**
 * Lighthouse (mobile) on the pages in both locales: accessibility, best
 * practices and SEO must score 100. Performance depends on the machine's load,
 * so it is reported (test diagnostics, `npm run lighthouse`), not asserted.
 */
describe('Lighthouse scores', () => {
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

  for (const { path } of LIGHTHOUSE_PAGES) {
    it(`${path}: accessibility, best practices and SEO are 100`, async (t) => {
      const { scores, failed } = await auditor.audit(`${server.origin}${encodeURI(path)}`);
      t.diagnostic(
        `performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}`,
      );
      assert.deepEqual(failed, []);
      assert.deepEqual(
        [scores.accessibility, scores['best-practices'], scores.seo],
        [100, 100, 100],
      );
    });
  }
});
