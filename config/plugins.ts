import type { PluginConfig, PluginModule } from '@docusaurus/types';
import leanFirstLoadPlugin from '../src/plugins/lean-first-load';
import markdownTwinsPlugin, { type MarkdownTwinsOptions } from '../src/plugins/markdown-twins';
import robotsTxtPlugin from '../src/plugins/robots-txt';
import showcaseOrderPlugin from '../src/plugins/showcase-order';
import { offlinePlugins } from './pwa';
import { redirects } from './redirects';
import { search } from './search';
import { site } from './site';

export const plugins = [
  [
    '@docusaurus/plugin-ideal-image',
    { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true },
  ],
  ['@docusaurus/plugin-client-redirects', redirects],
  // Offline reading: service worker, web manifest, "new version" popup.
  ...offlinePlugins,
  // Prism languages and image zoom out of the main bundle.
  leanFirstLoadPlugin,
  robotsTxtPlugin,
  // The showcase sorted at build time (no collator on the page).
  showcaseOrderPlugin,
  ...search.plugins,
  // Every page as Markdown at its URL + `.md`, plus llms.txt and llms-full.txt per locale.
  [
    markdownTwinsPlugin as PluginModule,
    { summary: site.description } satisfies MarkdownTwinsOptions,
  ],
] satisfies PluginConfig[];
