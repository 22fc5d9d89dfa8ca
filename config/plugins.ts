import type { PluginConfig, PluginModule } from '@docusaurus/types';
import consoleScreensPlugin from '../src/plugins/console-screens';
import docsearchWithoutEvalPlugin from '../src/plugins/docsearch-without-eval';
import imageZoomPlugin from '../src/plugins/image-zoom';
import markdownTwinsPlugin, { type MarkdownTwinsOptions } from '../src/plugins/markdown-twins';
import robotsTxtPlugin from '../src/plugins/robots-txt';
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
  // Click-to-zoom images in Markdown (themeConfig.zoom).
  imageZoomPlugin,
  // Console pictures are files, never data URIs (figures: remark plugins in config/docs.ts).
  consoleScreensPlugin,
  robotsTxtPlugin,
  ...search.plugins,
  // The search modal without its eval probe, which the Content-Security-Policy would report.
  docsearchWithoutEvalPlugin,
  // Every page as Markdown at its URL + `.md`, plus llms.txt and llms-full.txt per locale.
  [
    markdownTwinsPlugin as PluginModule,
    { summary: site.description } satisfies MarkdownTwinsOptions,
  ],
] satisfies PluginConfig[];
