/**
 * Loading the index (decoding and MiniSearch's tree) takes hundreds of
 * milliseconds on the Chinese site, so it and every query run here, off the
 * main thread. Each index part is fetched once per worker, that is once per
 * visit, and each scope (edition plus blog and pages) is built once.
 */
import {
  createLocalSearchClient,
  type LoadedIndex,
  type OtherLocale,
  type SearchRequest,
} from './adapter';
import type { IndexPart } from './compactIndex';
import { MANIFEST_FILE, type SearchManifest } from './protocol';
import { loadIndex } from './searchIndex';
import { decodeGroups } from './expansions';
import { compileExpansions } from './tokenizer';

export interface WorkerQuery {
  id: number;
  localeBaseUrl: string;
  /** The site's other locale, searched when this one has no good hit. */
  otherLocale?: OtherLocale;
  /** A request with an empty query only loads the index of its scope, ahead of the first query. */
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

/** Remembers a pending or settled load, but forgets a failed one: it is tried again with the next query. */
function cached<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let loading = cache.get(key);
  if (!loading) {
    loading = load();
    cache.set(key, loading);
    loading.catch(() => cache.delete(key));
  }
  return loading;
}

const manifests = new Map<string, Promise<SearchManifest>>();
const parts = new Map<string, Promise<IndexPart>>();
const indexes = new Map<string, Promise<LoadedIndex>>();

function loadSearchIndex(localeBaseUrl: string, tags: string[] | undefined): Promise<LoadedIndex> {
  return cached(indexes, `${localeBaseUrl} ${tags?.join(' ') ?? '*'}`, async () => {
    const manifest = await cached(manifests, localeBaseUrl, () =>
      fetchJson<SearchManifest>(`${localeBaseUrl}${MANIFEST_FILE}`),
    );
    // A tag without records (an edition with no pages yet) has no part.
    const files = (tags ?? Object.keys(manifest.parts))
      .map((tag) => manifest.parts[tag])
      .filter(Boolean);
    const loaded = await Promise.all(
      files.map((file) =>
        cached(parts, `${localeBaseUrl}${file}`, () =>
          fetchJson<IndexPart>(`${localeBaseUrl}${file}`),
        ),
      ),
    ).catch((error: unknown) => {
      // After a new deploy the manifest names files that are gone: read it again next time.
      manifests.delete(localeBaseUrl);
      throw error;
    });
    return {
      locale: manifest.locale,
      index: loadIndex(loaded),
      // Chinese phrases are looked for where Chinese is not the pages' language (a console label).
      expansions: compileExpansions(decodeGroups(manifest.expansions ?? ''), {
        chinesePhrases: !manifest.locale.startsWith('zh'),
      }),
    };
  });
}

self.onmessage = async ({ data }: MessageEvent<WorkerQuery>) => {
  const { id, localeBaseUrl, otherLocale, requests } = data;
  const client = createLocalSearchClient(
    (tags) => loadSearchIndex(localeBaseUrl, tags),
    (pathFromBase) => `${localeBaseUrl}${pathFromBase}`,
    otherLocale && {
      ...otherLocale,
      load: (tags) => loadSearchIndex(otherLocale.baseUrl, tags),
    },
  );
  let answer: WorkerAnswer;
  try {
    answer = { id, response: await client.search({ requests }) };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  self.postMessage(answer);
};
