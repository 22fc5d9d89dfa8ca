/**
 * The page side of the local search: a DocSearch-compatible client that
 * hands every query to the search worker. The worker (and the index) start
 * on first use: hover, focus or opening the search.
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useContextualSearchFilters } from '@docusaurus/theme-common';
import type { LocalSearchClient, SearchRequest, SearchResponse } from './adapter';
import type { LocalSearchGlobalData } from './index';
import { SearchUnavailableError } from './protocol';
import type { WorkerAnswer, WorkerQuery } from './search.worker';

let worker: Worker | undefined;
let nextQueryId = 0;
const pending = new Map<number, (answer: WorkerAnswer) => void>();

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) => {
      pending.get(data.id)?.(data);
      pending.delete(data.id);
    };
  }
  return worker;
}

function askWorker(localeBaseUrl: string, requests: SearchRequest[]): Promise<SearchResponse> {
  return new Promise((resolve, reject) => {
    const id = nextQueryId++;
    pending.set(id, (answer) =>
      'error' in answer
        ? reject(new SearchUnavailableError(answer.error))
        : resolve(answer.response),
    );
    searchWorker().postMessage({ id, localeBaseUrl, requests } satisfies WorkerQuery);
  });
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
  // A new array on every render: the client and filters must only change with its content.
  const tagList = tags.join(' ');
  return useMemo(
    () => ({
      client: { search: ({ requests }) => askWorker(localeBaseUrl, requests) },
      preload: () => void askWorker(localeBaseUrl, []).catch(() => undefined),
      facetFilters: [
        `language:${locale}`,
        tagList.split(' ').map((tag) => `docusaurus_tag:${tag}`),
      ],
      feedbackUrl,
    }),
    [localeBaseUrl, locale, tagList, feedbackUrl],
  );
}
