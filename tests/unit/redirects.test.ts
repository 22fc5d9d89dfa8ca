import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '../testing';
import { legacyRedirects } from '../../config/redirects';
import { contractRoutes } from '../routeContract';

const root = path.join(__dirname, '../..');
const routes = contractRoutes;
const nonAscii = /[^\x20-\x7e]/;

function categoryFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) categoryFiles(p, out);
    else if (entry.name === '_category_.json') out.push(p);
  }
  return out;
}

describe('legacy URLs', () => {
  it('redirect every Chinese URL of the route contract', () => {
    const from = new Set(legacyRedirects.map((r) => r.from));
    const chinese = routes.filter((r) => nonAscii.test(r));
    assert.ok(chinese.length > 40);
    for (const route of chinese) assert.ok(from.has(route), `no redirect for ${route}`);
  });

  it('point to ASCII URLs only, with no duplicates', () => {
    for (const r of legacyRedirects) assert.doesNotMatch(r.to, nonAscii, r.to);
    const targets = legacyRedirects.map((r) => r.to);
    assert.equal(new Set(targets).size, targets.length);
  });

  it('every category page uses an ASCII slug', () => {
    const files = ['docs', 'versioned_docs'].flatMap((d) => categoryFiles(path.join(root, d)));
    assert.ok(files.length > 0);
    for (const file of files) {
      const category = JSON.parse(fs.readFileSync(file, 'utf8'));
      // A category that links to one of its docs has no page (nor slug) of its own.
      if (category.link?.type === 'doc') continue;
      const slug: string | undefined = category.link?.slug;
      assert.ok(slug, `${path.relative(root, file)} sets link.slug`);
      assert.match(slug, /^\/category\/[a-z0-9-]+$/, path.relative(root, file));
    }
  });
});
