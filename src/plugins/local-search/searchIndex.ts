/**
 * The MiniSearch set-up shared by the index builder (postBuild) and the
 * browser: same fields, same tokenizer, same ranking.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { encodePart, mergeParts, type IndexPart } from './compactIndex';
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
 * Only the start of a section is stored for snippets, about one line of the
 * search page: a Chinese character counts as two columns. Chinese text does
 * not compress well; longer excerpts would double the index file.
 */
export const EXCERPT_COLUMNS = 64;

const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function excerptOf(content: string): string {
  let columns = 0;
  let end = 0;
  for (const char of content) {
    columns += WIDE.test(char) ? 2 : 1;
    if (columns > EXCERPT_COLUMNS) break;
    end += char.length;
  }
  return content.slice(0, end);
}

const isShortCjk = (term: string) => isCjkTerm(term) && Array.from(term).length === 1;

export const miniSearchOptions: Options<SearchRecord> = {
  fields: ['title', 'heading', 'content'],
  storeFields: ['hierarchy', 'url', 'tag', 'level', 'excerpt'],
  extractField: (record, field) =>
    field === 'excerpt'
      ? excerptOf(record.content)
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

/**
 * One index part per `docusaurus_tag` (an edition's docs, or blog and pages
 * under `default`), so a reader loads only the editions in scope.
 */
export function buildIndexParts(records: SearchRecord[]): IndexPart[] {
  const byTag = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const group = byTag.get(record.tag);
    if (group) group.push(record);
    else byTag.set(record.tag, [record]);
  }
  return [...byTag].map(([tag, ofTag]) =>
    encodePart(
      tag,
      ofTag.map((record) => ({ ...record, excerpt: excerptOf(record.content) })),
      buildIndex(ofTag).toJSON(),
    ),
  );
}

/** One MiniSearch index of the records of all `parts`. */
export function loadIndex(parts: IndexPart[]): MiniSearch<SearchRecord> {
  return MiniSearch.loadJS<SearchRecord>(mergeParts(parts), miniSearchOptions);
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
