import type { Options } from '@docusaurus/plugin-pwa';
import type { PluginConfig, PluginModule } from '@docusaurus/types';
import offlinePlugin, { SW_CUSTOM, type WebManifestOptions } from '../src/plugins/offline';
import { currentLocale } from './settings';
import { site } from './site';

const THEME_COLOR = '#1f6f8b';

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
  swCustom: SW_CUSTOM,
  pwaHead: [
    { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
    { tagName: 'meta', name: 'theme-color', content: THEME_COLOR },
    { tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/icon-192.png' },
  ],
} satisfies Options;

/** The installed app's name and description, in the language of the locale being built. */
export const webManifest = {
  name: currentLocale === 'en' ? 'SagooIOT Docs' : 'SagooIOT 文档',
  shortName: 'SagooIOT',
  description: site.description,
  themeColor: THEME_COLOR,
} satisfies WebManifestOptions;

export const offlinePlugins = [
  // Service worker, "new version" popup (production builds only).
  ['@docusaurus/plugin-pwa', pwa],
  // The web manifest of each locale.
  [offlinePlugin as PluginModule, webManifest],
] satisfies PluginConfig[];
