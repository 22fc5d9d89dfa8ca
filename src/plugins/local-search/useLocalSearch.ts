/**
 * The page side of the local search: a DocSearch-compatible client that
 * hands every query to the search worker. The worker (and the index) start
 * on first use: hover, focus or opening the search.
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useDocsContextualSearchTags } from '@docusaurus/plugin-content-docs/client';
import type { LocalSearchClient, OtherLocale, SearchRequest, SearchResponse } from './adapter';
import { alternatePageUrl } from '../../utils/localeUrls';
import type { LocalSearchGlobalData } from './index';
import { SearchUnavailableError } from './protocol';
import type { WorkerAnswer, WorkerQuery } from './search.worker';

let worker: Worker | undefined;
let nextQueryId = 0;
const pending = new Map<number, (answer: WorkerAnswer) => void>();

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(
      // Named so the build can list it for the offline cache (SEARCH_CODE_CHUNKS).
      /* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url),
    );
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    };
  }
  return worker;
}

function askWorker(
  localeBaseUrl: string,
  requests: SearchRequest[],
  otherLocale?: OtherLocale,
): Promise<SearchResponse> {
  return new Promise((resolve, reject) => {
    const id = nextQueryId++;
    pending.set(id, (answer) =>
      'error' in answer
        ? reject(new SearchUnavailableError(answer.error))
        : resolve(answer.response),
    );
    searchWorker().postMessage({ id, localeBaseUrl, otherLocale, requests } satisfies WorkerQuery);
  });
}

export interface LocalSearch {
  client: LocalSearchClient;
  /** Starts loading the index ahead of the first query. */
  preload: () => void;
  /** Algolia-style facet filters for the current locale and docs version. */
  facetFilters: Array<string | string[]>;
  /** The docs version (edition) in scope. */
  docsVersion: string | undefined;
  feedbackUrl: string;
}

const DOCS_TAG_PREFIX = 'docs-default-';

/** The `docusaurus_tag` of the docs of one version (edition) of the default docs plugin. */
export const docsTagOf = (versionName: string) => `${DOCS_TAG_PREFIX}${versionName}`;

/** The search page's URL parameter naming the edition searched: `/search?q=…&edition=community`. */
export const EDITION_PARAM = 'edition';

/** The current docs version is the professional edition (config/docs.ts); the others are named alike. */
export const editionOfVersion = (versionName: string) =>
  versionName === 'current' ? 'professional' : versionName;

/**
 * The search scoped like Docusaurus' contextual search: the current locale,
 * blog and pages, and the docs version being read, or `docsVersion` when
 * given (the search page's edition selector).
 */
export function useLocalSearch({ docsVersion }: { docsVersion?: string } = {}): LocalSearch {
  const { siteConfig, i18n } = useDocusaurusContext();
  const localeBaseUrl = siteConfig.baseUrl;
  const { feedbackUrl } = usePluginData('local-search') as LocalSearchGlobalData;
  const locale = i18n.currentLocale;
  // The site's other locale (it has two): asked when this one has no good hit.
  const other = i18n.locales.find((l) => l !== locale);
  const otherBaseUrl =
    other &&
    alternatePageUrl({
      baseUrl: localeBaseUrl,
      currentLocale: locale,
      defaultLocale: i18n.defaultLocale,
      targetLocale: other,
      path: localeBaseUrl,
    });
  const otherLabel = other && (i18n.localeConfigs[other]?.label ?? other);
  // The tags of the docs being read: what the contextual search of Docusaurus filters by
  // (theme-common's useContextualSearchFilters, gone in 4.0, was this plus `default`).
  const readTags = useDocsContextualSearchTags();
  const tags = ['default', ...(docsVersion ? [docsTagOf(docsVersion)] : readTags)];
  // A new array on every render: the client and filters must only change with its content.
  const tagList = tags.join(' ');
  const scopedVersion = tags
    .find((tag) => tag.startsWith(DOCS_TAG_PREFIX))
    ?.slice(DOCS_TAG_PREFIX.length);
  return useMemo(() => {
    const facetFilters = [
      `language:${locale}`,
      tagList.split(' ').map((tag) => `docusaurus_tag:${tag}`),
    ];
    const otherLocale: OtherLocale | undefined =
      other && otherBaseUrl && otherLabel
        ? { locale: other, baseUrl: otherBaseUrl, label: otherLabel }
        : undefined;
    return {
      client: { search: ({ requests }) => askWorker(localeBaseUrl, requests, otherLocale) },
      // The dev server has no index to load (devServerNotice.ts).
      preload: () => {
        if (process.env.NODE_ENV === 'production') {
          void askWorker(localeBaseUrl, [{ query: '', facetFilters }]).catch(() => undefined);
        }
      },
      facetFilters,
      docsVersion: scopedVersion,
      feedbackUrl,
    };
  }, [localeBaseUrl, locale, tagList, scopedVersion, feedbackUrl, other, otherBaseUrl, otherLabel]);
}
