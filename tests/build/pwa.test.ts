/** The installable, offline-capable site: manifest, icons, service worker and head tags per locale. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from '../testing';
import sharp from 'sharp';
import { assertBuilt, buildDir, locales, readHtml } from './buildOutput';

before(assertBuilt);

for (const locale of locales) {
  describe(`offline reading (${locale.name})`, () => {
    const dir = path.join(buildDir, locale.prefix);

    it('has a web manifest whose icons exist at their stated sizes', async () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      assert.equal(manifest.display, 'standalone');
      // Named, described and tagged in the locale's language.
      assert.equal(manifest.lang, locale.htmlLang);
      assert.equal(manifest.name, locale.name === 'en' ? 'SagooIOT Docs' : 'SagooIOT 文档');
      assert.equal(/[\u3400-\u9fff]/.test(manifest.description), locale.name !== 'en');
      assert.equal(manifest.start_url, './');
      assert.ok(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable'));
      for (const icon of manifest.icons as { src: string; sizes: string }[]) {
        const { width, height } = await sharp(path.join(dir, icon.src)).metadata();
        assert.equal(`${width}x${height}`, icon.sizes, icon.src);
      }
    });

    it('links the manifest and theme colour from every page head', () => {
      for (const route of ['', '/docs/iot/device/instance', '/blog']) {
        const html = readHtml(`${locale.prefix}${route}`);
        assert.match(html, new RegExp(`rel="?manifest"? href="?${locale.prefix}/manifest\\.json`));
        assert.match(html, /name="?theme-color"? content="?#1f6f8b/);
      }
    });

    it('ships a service worker with the custom caching and an empty Workbox precache', () => {
      // plugin-pwa bundles swCustom as a chunk (`<id>.sw.js`) next to sw.js.
      const files = fs.readdirSync(dir).filter((f) => f === 'sw.js' || f.endsWith('.sw.js'));
      const code = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
      assert.ok(/sagooiot-offline-v1/.test(code), `custom caching in ${files.join(', ')}`);
      assert.ok(/CACHE_URLS/.test(code), 'listens for the pages to keep');
      assert.ok(!/["']?url["']?:\s*["'][^"']+\.(html|js)["']/.test(code), 'no page is precached');
    });
  });
}
