import type { ThemeConfig } from '@docusaurus/preset-classic';
import type { PrismTheme } from 'prism-react-renderer';
import { themes } from 'prism-react-renderer';
import { footer } from './footer';
import { navbar } from './navbar';
import { search } from './search';
import { currentLocale, settings } from './settings';
import { site } from './site';

/** A Monokai palette on a light background, for light mode code blocks; every colour contrasts 4.5:1. */
export const monokaiLight: PrismTheme = {
  plain: { color: '#272822', backgroundColor: '#f7f7f2' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: '#75715e', fontStyle: 'italic' },
    },
    { types: ['punctuation'], style: { color: '#4d4d4a' } },
    { types: ['property', 'tag', 'constant', 'symbol', 'deleted'], style: { color: '#c70f4d' } },
    { types: ['boolean', 'number'], style: { color: '#7e4ccb' } },
    {
      types: ['selector', 'attr-name', 'string', 'char', 'builtin', 'inserted'],
      style: { color: '#587500' },
    },
    { types: ['operator', 'entity', 'url', 'variable'], style: { color: '#272822' } },
    { types: ['atrule', 'attr-value', 'function', 'class-name'], style: { color: '#8a6d00' } },
    { types: ['keyword'], style: { color: '#c70f4d' } },
    { types: ['regex', 'important'], style: { color: '#a35300' } },
  ],
};

export const themeConfig = {
  image: `img/social-card.${currentLocale}.png`,
  // Site-wide defaults; pages with their own description replace both.
  metadata: [
    { name: 'description', content: site.description },
    { property: 'og:description', content: site.description },
    { property: 'og:site_name', content: site.title },
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
  navbar,
  footer,
  ...(search.algolia ? { algolia: search.algolia } : {}),
  ...(settings.announcement
    ? {
        announcementBar: {
          id: settings.announcement.id,
          content: settings.announcement.content[currentLocale],
          backgroundColor: settings.announcement.backgroundColor,
          textColor: settings.announcement.textColor,
          isCloseable: settings.announcement.isCloseable,
        },
      }
    : {}),
  prism: {
    theme: monokaiLight,
    darkTheme: themes.dracula,
    defaultLanguage: 'go',
    additionalLanguages: [
      'bash',
      'toml',
      'ini',
      'lua',
      'sql',
      'nginx',
      'docker',
      'java',
      'powershell',
    ],
  },
  mermaid: { theme: { light: 'default', dark: 'dark' } },
  // Click-to-zoom images (src/plugins/image-zoom).
  zoom: { selector: '.markdown :not(em) > img' },
} satisfies ThemeConfig;
