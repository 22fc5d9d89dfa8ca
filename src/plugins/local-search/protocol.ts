/** What the build step, the page and the search worker agree on. Small: loaded on every page. */

/**
 * The small, unhashed file naming the current index files of a locale (at its
 * base URL). The index files have content-hashed names and can be cached for
 * ever; an offline cache can read their list here.
 */
export const MANIFEST_FILE = 'search-manifest.json';

/** The full result page, `/search?q=…`, as in theme-search-algolia. */
export const SEARCH_PAGE_PATH = 'search';

export interface SearchManifest {
  locale: string;
  /**
   * Index file (a compactIndex `IndexPart`) of each `docusaurus_tag`: one per
   * edition's docs (`docs-default-<version>`) and `default` (blog, pages). A
   * reader loads `default` and the edition in scope.
   */
  parts: Record<string, string>;
  /**
   * The search's own code (modal script and styles, worker), as paths from the
   * locale's base URL: an offline cache stores them with the index.
   */
  code: string[];
  /** Query expansion groups (expansions.ts `encodeGroups`): one group a line, phrases by `|`. */
  expansions: string;
}

/**
 * The contributor guide's section on previewing the site, same anchor in both
 * languages: where the search of the dev server sends authors (devServerNotice.ts).
 */
export const LOCAL_PREVIEW_GUIDE = '/join/partake/doc#local-preview';

/** Names of the chunks the search code is emitted in (webpackChunkName). */
export const SEARCH_CODE_CHUNKS = ['search-modal', 'search-worker'];

/** DocSearch shows its "Unable to fetch results" screen for errors of this name. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}
