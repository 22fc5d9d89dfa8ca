import path from 'node:path';
import type { Options } from '@docusaurus/plugin-pwa';

/**
 * Offline reading (@docusaurus/plugin-pwa). Activation is `always`: readers
 * stand next to devices on sites with poor or no network and cannot know in
 * advance when they will need the docs offline. That is cheap because the
 * worker precaches only the shell and the locale's search index, and keeps
 * the pages a reader visits (src/plugins/offline/swCustom.js).
 */
export const pwa = {
  debug: false,
  offlineModeActivationStrategies: ['always'],
  // Precache nothing through Workbox: swCustom caches the shell, the search index and visited pages.
  // (The plugin sets swSrc and swDest itself.)
  injectManifestConfig: { globIgnores: ['**/*'] } as Options['injectManifestConfig'],
  swCustom: path.resolve(__dirname, '../src/plugins/offline/swCustom.js'),
  pwaHead: [
    { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: '#1f6f8b' },
    { tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/icon-192.png' },
  ],
} satisfies Options;
