/**
 * The MiniSearch set-up shared by the index builder (postBuild) and the
 * browser: same fields, same tokenizer, same ranking.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { isCjkTerm, tokenize } from './tokenizer';

/** One searchable section of a page: its intro (level 1) or a heading (levels 2-6). */
export interface SearchRecord {
  id: number;
  /** lvl0 (area) to the section's own level; later levels are absent. */
  hierarchy: string[];
  /** Path from the locale's base URL, with the heading anchor: `docs/a/b#part`. */
  url: string;
  /** `docusaurus_tag` of the page: `docs-default-<version>` or `default` (blog, pages). */
  tag: string;
  level: number;
  /** Page title, indexed on the page record only so one title match is one hit. */
  title: string;
  /** The section heading (levels 2-6). */
  heading: string;
  /** Section text, trimmed to `CONTENT_LIMIT` characters. */
  content: string;
}

export type StoredRecord = Pick<SearchRecord, 'hierarchy' | 'url' | 'tag' | 'level'> & {
  /** The start of the section text: what snippets show. */
  excerpt: string;
};

/** Long sections are cut: their start says what they are about and keeps the index small. */
export const CONTENT_LIMIT = 600;

/**
 * Only the start of a section is stored for snippets: the Chinese text does
 * not compress well and would double the index file.
 */
export const EXCERPT_LIMIT = 160;

const isShortCjk = (term: string) => isCjkTerm(term) && Array.from(term).length === 1;

export const miniSearchOptions: Options<SearchRecord> = {
  fields: ['title', 'heading', 'content'],
  storeFields: ['hierarchy', 'url', 'tag', 'level', 'excerpt'],
  extractField: (record, field) =>
    field === 'excerpt'
      ? record.content.slice(0, EXCERPT_LIMIT)
      : (record as unknown as Record<string, unknown>)[field],
  tokenize,
  // The tokenizer already lowercases and normalizes.
  processTerm: (term) => term,
  searchOptions: {
    boost: { title: 5, heading: 3, content: 1 },
    // Latin words match as prefixes while typing; a lone CJK character finds the bigrams it starts.
    prefix: (term) => !isCjkTerm(term) || isShortCjk(term),
    fuzzy: (term) => (!isCjkTerm(term) && term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
    // A page that is about the query beats a section that mentions it.
    boostDocument: (_id, _term, stored) => (stored?.level === 1 ? 1.5 : 1),
  },
};

export function buildIndex(records: SearchRecord[]): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(miniSearchOptions);
  index.addAll(records);
  return index;
}

export function loadIndex(serialized: unknown): MiniSearch<SearchRecord> {
  return MiniSearch.loadJS<SearchRecord>(
    serialized as Parameters<typeof MiniSearch.loadJS>[0],
    miniSearchOptions,
  );
}

export type RecordResult = SearchResult & StoredRecord;

/**
 * Every term must match (a Chinese query is a run of bigrams, so AND means
 * "contains the phrase's pieces"); only when nothing matches all of them do
 * hits matching some of them count.
 */
export function searchRecords(
  index: MiniSearch<SearchRecord>,
  query: string,
  accept: (record: StoredRecord) => boolean,
): RecordResult[] {
  const filter = (result: SearchResult) => accept(result as RecordResult);
  const all = index.search(query, { combineWith: 'AND', filter });
  const results = all.length > 0 ? all : index.search(query, { combineWith: 'OR', filter });
  return results as RecordResult[];
}
