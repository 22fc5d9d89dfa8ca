import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { blog } from './config/blog';
import { docs } from './config/docs';
import { i18n } from './config/i18n';
import { leanFirstLoad } from './config/leanFirstLoad';
import { plugins } from './config/plugins';
import { settings } from './config/settings';
import { customFields, site } from './config/site';
import { themeConfig } from './config/theme';
import { vcs } from './config/vcs';

/** Assembles the typed modules of `config/`; each concern lives there. */
const config: Config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  trailingSlash: false,
  organizationName: 'sagoo-cloud',
  projectName: 'sagooiot-doc',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: true,

  future: { v4: true, faster: true, ...(vcs ? { experimental_vcs: vcs } : {}) },
  i18n,
  markdown: {
    format: 'detect',
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },
  // The speed layer wraps theme components of the themes before it.
  themes: ['@docusaurus/theme-mermaid', ...leanFirstLoad.themes],
  presets: [
    [
      'classic',
      {
        docs,
        blog,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { lastmod: 'date', changefreq: null, priority: null },
      } satisfies Preset.Options,
    ],
  ],
  plugins,
  scripts: settings.statsScriptUrl ? [{ src: settings.statsScriptUrl, async: true }] : [],
  themeConfig,
  customFields,
  ssrTemplate: leanFirstLoad.ssrTemplate,
};

export default config;
