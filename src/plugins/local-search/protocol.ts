/** What the build step, the page and the search worker agree on. Small: loaded on every page. */

/** The small, unhashed file naming the current (hashed, long-cacheable) index file. */
export const MANIFEST_FILE = 'search-manifest.json';

/** The full result page, `/search?q=…`, as in theme-search-algolia. */
export const SEARCH_PAGE_PATH = 'search';

export interface SearchManifest {
  index: string;
}

/** What the postBuild step writes per locale. */
export interface SearchIndexFile {
  locale: string;
  /** A serialized MiniSearch index. */
  index: unknown;
}

/** DocSearch shows its "Unable to fetch results" screen for errors of this name. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}
