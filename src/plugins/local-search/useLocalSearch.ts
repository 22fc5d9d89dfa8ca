/**
 * The browser side of the local index: fetched on first use (hover, focus or
 * opening the search), then kept for the rest of the visit.
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import { createLocalSearchClient, type LoadedIndex, type LocalSearchClient } from './adapter';
import type { LocalSearchGlobalData } from './index';
import { loadIndex, MANIFEST_FILE, type SearchIndexFile, type SearchManifest } from './searchIndex';

let loading: Promise<LoadedIndex> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** Loads the locale's index once; a failed load is retried on the next search. */
export function loadSearchIndex(localeBaseUrl: string): Promise<LoadedIndex> {
  loading ??= (async () => {
    const manifest = await fetchJson<SearchManifest>(`${localeBaseUrl}${MANIFEST_FILE}`);
    const file = await fetchJson<SearchIndexFile>(`${localeBaseUrl}${manifest.index}`);
    return { locale: file.locale, index: loadIndex(file.index) };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface LocalSearch {
  client: LocalSearchClient;
  /** Starts loading the index ahead of the first query. */
  preload: () => void;
  /** Algolia-style facet filters for the current locale and docs version. */
  facetFilters: Array<string | string[]>;
  feedbackUrl: string;
}

export function useLocalSearch(): LocalSearch {
  const { siteConfig } = useDocusaurusContext();
  const localeBaseUrl = siteConfig.baseUrl;
  const { feedbackUrl } = usePluginData('local-search') as LocalSearchGlobalData;
  const { locale, tags } = useContextualSearchFilters();
  return useMemo(
    () => ({
      client: createLocalSearchClient(
        () => loadSearchIndex(localeBaseUrl),
        (pathFromBase) => `${localeBaseUrl}${pathFromBase}`,
      ),
      preload: () => void loadSearchIndex(localeBaseUrl).catch(() => undefined),
      facetFilters: [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)],
      feedbackUrl,
    }),
    [localeBaseUrl, locale, tags, feedbackUrl],
  );
}
