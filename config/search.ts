import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import type { PluginConfig, PluginModule } from '@docusaurus/types';
import localSearchPlugin, {
  SEARCH_PAGE_PATH,
  type LocalSearchOptions,
} from '../src/plugins/local-search';
import { settings, type Settings } from './settings';

export interface SearchSetup {
  /** `themeConfig.algolia`: present only in Algolia mode (preset-classic then loads its theme). */
  algolia?: ThemeConfig['algolia'];
  plugins: PluginConfig[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The search backend: the hosted Algolia DocSearch index when all its
 * settings are present, otherwise the local index built from our own HTML.
 * Both use the same DocSearch modal and the same `/search` page path.
 */
export function searchSetup(s: Pick<Settings, 'algolia' | 'feedbackUrl' | 'siteUrl'>): SearchSetup {
  if (!s.algolia) {
    const options: LocalSearchOptions = { feedbackUrl: s.feedbackUrl };
    return { plugins: [[localSearchPlugin as PluginModule, options]] };
  }
  return {
    algolia: {
      appId: s.algolia.appId,
      apiKey: s.algolia.apiKey,
      indexName: s.algolia.indexName,
      // Scope results to the reader's locale and edition (docs version), plus blog and pages.
      contextualSearch: true,
      searchParameters: {},
      // Records of other hosts open with a full page load instead of the router.
      externalUrlRegex: `^https?://(?!${escapeRegExp(new URL(s.siteUrl).host)}(/|$))`,
      searchPagePath: SEARCH_PAGE_PATH,
      insights: s.algolia.insights,
    },
    plugins: [],
  };
}

export const search = searchSetup(settings);
