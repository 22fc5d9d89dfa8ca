/**
 * A search client with the one method the DocSearch modal (and our search
 * page) call: `search({ requests })`, answered from the local index in the
 * Algolia response shape. Texts are HTML-escaped here because DocSearch
 * renders highlights and snippets as HTML.
 */
import type MiniSearch from 'minisearch';
import {
  searchedTerms,
  searchRecords,
  type RecordResult,
  type SearchRecord,
  type StoredRecord,
} from './searchIndex';
import { SearchUnavailableError } from './protocol';
import { otherLocaleId } from './modalHits';
import { analyzeQuery, type Expansions } from './tokenizer';
import { escapeHtml } from '../../utils/escapeHtml';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export type Hierarchy = Record<Level, string | null>;

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A hit as `@docsearch/react` renders it (its `DocSearchHit` type). */
export interface LocalSearchHit {
  objectID: string;
  type: Level | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {
    content: HighlightValue;
    hierarchy: Record<Level, HighlightValue>;
    hierarchy_camel: Array<Record<Level, HighlightValue>>;
  };
  _snippetResult: {
    content: HighlightValue;
    hierarchy: Record<Level, HighlightValue>;
  };
}

export interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  facetFilters?: Array<string | string[]>;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchResponse {
  results: Array<{
    hits: LocalSearchHit[];
    nbHits: number;
    page: 0;
    nbPages: number;
    hitsPerPage: number;
    processingTimeMS: number;
    exhaustiveNbHits: true;
    query: string;
    params: string;
    index: string;
  }>;
}

export interface LocalSearchClient {
  search(params: { requests: SearchRequest[] }): Promise<SearchResponse>;
}

export interface LoadedIndex {
  locale: string;
  index: MiniSearch<SearchRecord>;
  expansions?: Expansions;
}

/** The site's other locale: where a query without a good hit here is asked too. */
export interface OtherLocale {
  locale: string;
  /** Its base URL (`/en/` seen from the Chinese site, `/` from the English one). */
  baseUrl: string;
  /** Its language's name, in that language ("English", "简体中文"): the group its hits are listed under. */
  label: string;
}

/** Hits of the other locale offered at most. */
export const OTHER_LOCALE_HITS = 5;

/** A good hit holds every word of the query. */
const isGood = (result: RecordResult) => result.coverage === 1;

/** The request's facet filters with the language of `locale`. */
function inLocale(filters: SearchRequest['facetFilters'], locale: string) {
  return (filters ?? []).map((filter) =>
    typeof filter === 'string' && filter.startsWith('language:') ? `language:${locale}` : filter,
  );
}

/** Ranges of `text` covered by any of `terms` (case-insensitive), merged. */
function matchRanges(text: string, terms: string[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    if (!term) continue;
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + 1)) {
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

interface MarkOptions {
  pre: string;
  post: string;
  ellipsis: string;
}

function highlight(text: string, terms: string[], mark: MarkOptions): HighlightValue {
  const ranges = matchRanges(text, terms);
  let value = '';
  let last = 0;
  for (const [start, end] of ranges) {
    value +=
      escapeHtml(text.slice(last, start)) +
      mark.pre +
      escapeHtml(text.slice(start, end)) +
      mark.post;
    last = end;
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = terms.filter((t) => text.toLowerCase().includes(t));
  return {
    value,
    matchLevel:
      ranges.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial',
    matchedWords,
  };
}

const SNIPPET_BEFORE = 24;
const SNIPPET_LENGTH = 120;

/** A window of the text around its first match, marked like `highlight`. */
function snippet(text: string, terms: string[], mark: MarkOptions): HighlightValue {
  const first = matchRanges(text, terms)[0]?.[0] ?? 0;
  const start = Math.max(0, first - SNIPPET_BEFORE);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const result = highlight(text.slice(start, end), terms, mark);
  const before = start > 0 ? mark.ellipsis : '';
  const after = end < text.length ? mark.ellipsis : '';
  return { ...result, value: `${before}${result.value}${after}` };
}

function hierarchyOf(record: StoredRecord): Hierarchy {
  return Object.fromEntries(LEVELS.map((l, i) => [l, record.hierarchy[i] || null])) as Hierarchy;
}

/**
 * A heading or title match shows as that heading; a body match shows its
 * text snippet ("content" hit), as DocSearch does.
 */
function hitType(result: RecordResult): LocalSearchHit['type'] {
  const fields = new Set(Object.values(result.match).flat());
  if (fields.has('title') || fields.has('heading')) return LEVELS[result.level];
  return result.excerpt ? 'content' : LEVELS[result.level];
}

export function toHit(
  result: RecordResult,
  queryTerms: string[],
  withBaseUrl: (path: string) => string,
  mark: MarkOptions,
): LocalSearchHit {
  const terms = [...new Set([...result.terms, ...queryTerms])].sort((a, b) => b.length - a.length);
  const hierarchy = hierarchyOf(result);
  const url = withBaseUrl(result.url);
  const hashAt = url.indexOf('#');
  // Headings are short: their snippet is the whole highlighted heading.
  const highlightedLevels = Object.fromEntries(
    LEVELS.map((l) => [l, highlight(hierarchy[l] ?? '', terms, mark)]),
  ) as Record<Level, HighlightValue>;
  return {
    objectID: String(result.id),
    type: hitType(result),
    url,
    url_without_anchor: hashAt === -1 ? url : url.slice(0, hashAt),
    anchor: hashAt === -1 ? null : url.slice(hashAt + 1),
    content: result.excerpt || null,
    hierarchy,
    _highlightResult: {
      content: highlight(result.excerpt, terms, mark),
      hierarchy: highlightedLevels,
      hierarchy_camel: [highlightedLevels],
    },
    _snippetResult: {
      content: snippet(result.excerpt, terms, mark),
      hierarchy: highlightedLevels,
    },
  };
}

/** Algolia facet filters: entries are ANDed, nested arrays ORed. */
export function facetFilter(
  filters: SearchRequest['facetFilters'],
  locale: string,
): (record: StoredRecord) => boolean {
  const matches = (record: StoredRecord, filter: string) => {
    const [facet, value] = filter.split(/:(.*)/s);
    if (facet === 'language') return value === locale;
    if (facet === 'docusaurus_tag') return value === record.tag;
    return true; // facets the local index does not have do not narrow the results
  };
  return (record) =>
    (filters ?? []).every((f) =>
      Array.isArray(f) ? f.some((one) => matches(record, one)) : matches(record, f),
    );
}

/** The `docusaurus_tag` values a request is scoped to; undefined when it names none. */
export function requestedTags(filters: SearchRequest['facetFilters']): string[] | undefined {
  const tags = (filters ?? [])
    .flat()
    .filter((filter) => filter.startsWith('docusaurus_tag:'))
    .map((filter) => filter.slice('docusaurus_tag:'.length));
  return tags.length > 0 ? [...new Set(tags)].sort() : undefined;
}

/**
 * `loadSearchIndex(tags)` returns an index holding at least the records of
 * those tags (all records when `tags` is undefined).
 */
export function createLocalSearchClient(
  loadSearchIndex: (tags: string[] | undefined) => Promise<LoadedIndex>,
  withBaseUrl: (path: string) => string,
  otherLocale?: OtherLocale & { load: (tags: string[] | undefined) => Promise<LoadedIndex> },
): LocalSearchClient {
  /**
   * When no hit here holds the whole query, the good hits of the other locale,
   * listed under its language's name (DocSearch groups hits by `lvl0`).
   */
  async function otherLocaleHits(
    request: SearchRequest,
    results: RecordResult[],
    mark: MarkOptions,
  ): Promise<LocalSearchHit[]> {
    const query = request.query ?? '';
    if (!otherLocale || !query.trim() || results.some(isGood)) return [];
    let loaded: LoadedIndex;
    try {
      loaded = await otherLocale.load(requestedTags(request.facetFilters));
    } catch {
      return []; // the other locale is a suggestion: without it, the reader's own results stand
    }
    const filters = inLocale(request.facetFilters, loaded.locale);
    const found = searchRecords(
      loaded.index,
      query,
      facetFilter(filters, loaded.locale),
      loaded.expansions,
    ).filter(isGood);
    const terms = searchedTerms(analyzeQuery(query, loaded.expansions));
    // Listed under the language's name: that is their section (lvl0) here.
    return found.slice(0, OTHER_LOCALE_HITS).map((result) => {
      const hierarchy = [otherLocale.label, ...result.hierarchy.slice(1)];
      const hit = toHit(
        { ...result, hierarchy },
        terms,
        (path) => `${otherLocale.baseUrl}${path}`,
        mark,
      );
      return { ...hit, objectID: otherLocaleId(otherLocale.locale, hit.objectID) };
    });
  }

  return {
    async search({ requests }) {
      let indexes: LoadedIndex[];
      try {
        indexes = await Promise.all(
          requests.map((request) => loadSearchIndex(requestedTags(request.facetFilters))),
        );
      } catch (error) {
        throw new SearchUnavailableError(String(error));
      }
      return {
        results: await Promise.all(
          requests.map(async (request, i) => {
            const loaded = indexes[i]!;
            const started = performance.now();
            const query = request.query ?? '';
            const hitsPerPage = request.hitsPerPage ?? 20;
            const results = query.trim()
              ? searchRecords(
                  loaded.index,
                  query,
                  facetFilter(request.facetFilters, loaded.locale),
                  loaded.expansions,
                )
              : [];
            const mark = {
              pre: request.highlightPreTag ?? '<mark>',
              post: request.highlightPostTag ?? '</mark>',
              ellipsis: request.snippetEllipsisText ?? '…',
            };
            // What the query searched for: not its question words, and "$sys" is not "sys".
            const queryTerms = searchedTerms(analyzeQuery(query, loaded.expansions));
            const hits = [
              ...results
                .slice(0, hitsPerPage)
                .map((result) => toHit(result, queryTerms, withBaseUrl, mark)),
              ...(await otherLocaleHits(request, results, mark)),
            ];
            return {
              hits,
              nbHits: results.length,
              page: 0,
              nbPages: results.length > 0 ? 1 : 0,
              hitsPerPage,
              processingTimeMS: Math.round(performance.now() - started),
              exhaustiveNbHits: true,
              query,
              params: '',
              index: request.indexName ?? 'local',
            };
          }),
        ),
      };
    },
  };
}
