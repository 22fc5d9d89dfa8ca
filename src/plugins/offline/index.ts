/**
 * Offline reading, the parts around @docusaurus/plugin-pwa: the web app
 * manifest of each locale (its name and description in the locale's
 * language, starting at the locale's root) and the worker's caching rules
 * (`swCustom.js`, passed to plugin-pwa by config/pwa.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface WebManifestOptions {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
}

export const SW_CUSTOM = path.join(__dirname, 'swCustom.js');

export default function offlinePlugin(context: LoadContext, options: WebManifestOptions): Plugin {
  return {
    name: 'offline',
    async postBuild({ outDir }) {
      const lang = context.i18n.localeConfigs[context.i18n.currentLocale]?.htmlLang;
      const manifest = {
        name: options.name,
        short_name: options.shortName,
        description: options.description,
        lang,
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: options.themeColor,
        icons: [
          ...[192, 512].map((size) => ({
            src: `img/pwa/icon-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
          })),
          ...[192, 512].map((size) => ({
            src: `img/pwa/maskable-${size}.png`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose: 'maskable',
          })),
        ],
      };
      await fs.writeFile(
        path.join(outDir, 'manifest.json'),
        `${JSON.stringify(manifest, null, 2)}\n`,
      );
    },
  };
}
