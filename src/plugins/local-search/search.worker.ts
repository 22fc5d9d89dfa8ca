/**
 * Loading the index (JSON parse and MiniSearch's tree) takes hundreds of
 * milliseconds on the Chinese site, so it and every query run here, off the
 * main thread. The index is fetched once per worker, that is once per visit.
 */
import { createLocalSearchClient, type LoadedIndex, type SearchRequest } from './adapter';
import { MANIFEST_FILE, type SearchIndexFile, type SearchManifest } from './protocol';
import { loadIndex } from './searchIndex';

export interface WorkerQuery {
  id: number;
  localeBaseUrl: string;
  /** No requests: only load the index, ahead of the first query. */
  requests: SearchRequest[];
}

export type WorkerAnswer =
  | {
      id: number;
      response: Awaited<ReturnType<ReturnType<typeof createLocalSearchClient>['search']>>;
    }
  | { id: number; error: string };

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

let loading: Promise<LoadedIndex> | undefined;

/** A failed load is tried again with the next query. */
function loadSearchIndex(localeBaseUrl: string): Promise<LoadedIndex> {
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

self.onmessage = async ({ data }: MessageEvent<WorkerQuery>) => {
  const { id, localeBaseUrl, requests } = data;
  const client = createLocalSearchClient(
    () => loadSearchIndex(localeBaseUrl),
    (pathFromBase) => `${localeBaseUrl}${pathFromBase}`,
  );
  let answer: WorkerAnswer;
  try {
    answer = { id, response: await client.search({ requests }) };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  self.postMessage(answer);
};
