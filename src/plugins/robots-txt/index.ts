/**
 * Writes robots.txt at the site root after the default locale's build,
 * pointing crawlers to the sitemap of every locale. A static file could not
 * follow SITE_URL and BASE_URL, which differ per deployment.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** The robots.txt text: everything may be crawled; one Sitemap line per locale. */
export function robotsTxt(sitemapUrls: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemapUrls.map((url) => `Sitemap: ${url}`), ''].join(
    '\n',
  );
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const { i18n } = context;
      // The other locales build into subfolders; robots.txt belongs at the root only.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const sitemapUrls = i18n.locales.map((locale) => {
        const { url, baseUrl } = i18n.localeConfigs[locale];
        return `${url}${baseUrl}sitemap.xml`;
      });
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrls));
    },
  };
}
