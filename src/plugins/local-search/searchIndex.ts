/**
 * The MiniSearch set-up shared by the index builder (postBuild) and the
 * browser: same fields, same tokenizer, same ranking.
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { encodePart, mergeParts, type IndexPart } from './compactIndex';
import { listedAs, SECTIONS_PER_PAGE } from './modalHits';
import {
  analyzeQuery,
  isCjkTerm,
  tokenize,
  type AnalyzedQuery,
  type Expansions,
  type QueryUnit,
} from './tokenizer';

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
  /**
   * The start of the section's text that its snippet shows: its first paragraph,
   * item or cell, and the next ones while that is under half a snippet, so a
   * snippet does not run on into an unrelated block (in the API reference it is
   * the operation's method and path). Without it, the start of `content`.
   */
  lead?: string;
}

export type StoredRecord = Pick<SearchRecord, 'hierarchy' | 'url' | 'tag' | 'level'> & {
  /** The start of the section text: what snippets show. */
  excerpt: string;
};

/** Long sections are cut: their start says what they are about and keeps the index small. */
export const CONTENT_LIMIT = 600;

/**
 * Only the start of a section is stored for snippets, about one line of the
 * search modal: 54 Latin characters, or 20 Chinese ones (a wide character
 * counts as 8/3 columns). Chinese text does not compress well: excerpts are a
 * fifth of the Chinese index; 32 characters instead of 24 cost 12 KB gzip, and
 * 20 instead of 24 made room for the query expansions (6 KB).
 */
export const EXCERPT_COLUMNS = 54;
const WIDE_COLUMNS = 8 / 3;

const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Width of a text in excerpt columns. */
export function columnsOf(text: string): number {
  let columns = 0;
  for (const char of text) columns += WIDE.test(char) ? WIDE_COLUMNS : 1;
  return columns;
}

export function excerptOf(content: string): string {
  let columns = 0;
  let end = 0;
  for (const char of content) {
    columns += WIDE.test(char) ? WIDE_COLUMNS : 1;
    if (columns > EXCERPT_COLUMNS) break;
    end += char.length;
  }
  return content.slice(0, end);
}

/** FAQ pages: a folder of their own in each area (`docs/faq/…`, `docs/screen/faq`). */
const FAQ_PAGE = /(^|\/)faq(\/|$)/;
/** The API reference's pages, titled by the subject of their operations (`develop/api/…`). */
const REFERENCE_PAGE = /(^|\/)develop\/api(\/|$)/;
const heldBack = (url: string) => FAQ_PAGE.test(url) || REFERENCE_PAGE.test(url);

const isShortCjk = (term: string) => isCjkTerm(term) && Array.from(term).length === 1;

/** Latin words of five letters or more match with one typo (two from ten letters on). */
const FUZZY = 0.2;
const mayBeMistyped = (term: string) => !isCjkTerm(term) && term.length >= 5;

/** The words a typo swapping two neighbouring letters may stand for: "alram", "alarm". */
export function swapsOf(term: string): string[] {
  const swaps: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] !== term[i + 1])
      swaps.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return swaps;
}

export const miniSearchOptions: Options<SearchRecord> = {
  fields: ['title', 'heading', 'content'],
  storeFields: ['hierarchy', 'url', 'tag', 'level', 'excerpt'],
  extractField: (record, field) =>
    field === 'excerpt'
      ? excerptOf(record.lead ?? record.content)
      : (record as unknown as Record<string, unknown>)[field],
  tokenize,
  // The tokenizer already lowercases and normalizes.
  processTerm: (term) => term,
  searchOptions: {
    boost: { title: 5, heading: 3, content: 1 },
    // Latin words match as prefixes while typing; a lone CJK character finds the bigrams it starts.
    prefix: (term) => !isCjkTerm(term) || isShortCjk(term),
    maxFuzzy: 2,
    // A page that is about the query beats a section that mentions it; an FAQ
    // page (its title names a subject, "数据中心常见问题") or an API reference
    // page ("物模型") does not outrank the manual's page about that subject.
    // Their sections, each a question or an operation, are not held back.
    boostDocument: (_id, _term, stored) =>
      stored?.level === 1 ? (heldBack(String(stored.url)) ? 0.9 : 1.5) : 1,
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
  for (const record of records.map(indexedRecord)) {
    const group = byTag.get(record.tag);
    if (group) group.push(record);
    else byTag.set(record.tag, [record]);
  }
  return [...byTag].map(([tag, ofTag]) =>
    encodePart(
      tag,
      ofTag.map((record) => ({ ...record, excerpt: excerptOf(record.lead ?? record.content) })),
      buildIndex(ofTag).toJSON(),
    ),
  );
}

/**
 * What is indexed of a record. An operation of the API reference is found by
 * its name and its method and path (its lead), not by its field tables: their
 * words (设备标识, name, status…) are on hundreds of operations, would answer
 * every question about the console with API sections, and were a sixth of the
 * Chinese index.
 */
export function indexedRecord(record: SearchRecord): SearchRecord {
  return REFERENCE_PAGE.test(record.url) && record.level > 1
    ? { ...record, content: record.lead ?? excerptOf(record.content) }
    : record;
}

/** One MiniSearch index of the records of all `parts`. */
export function loadIndex(parts: IndexPart[]): MiniSearch<SearchRecord> {
  return MiniSearch.loadJS<SearchRecord>(mergeParts(parts), miniSearchOptions);
}

export type RecordResult = SearchResult &
  StoredRecord & {
    /** The share of the query's units the record (with its page's title) holds: 1 when all. */
    coverage: number;
  };

/** Every term a query searches for: its units' and its optional terms. */
export function searchedTerms({ units, optional }: AnalyzedQuery): string[] {
  return [...new Set([...units.flatMap((unit) => unit.alternatives.flat()), ...optional])];
}

/** What an optional term (a bigram joining two Chinese words, a longer word) adds, against 1 for a unit's. */
const OPTIONAL_BOOST = 0.5;
/** A record's score is multiplied by the share of the query's units it holds, to this power. */
const COORDINATION = 2;
/** Records holding less than this part of the share the best record holds are left out. */
const MIN_SHARE = 0.5;
/** A section gets this part of the score of its page's own record (title and intro). */
const PAGE_SCORE_SHARE = 0.2;
/** A page whose title holds the whole query: its subject. */
const TITLE_SUBJECT_BOOST = 1.5;

const pageOf = (url: string) => url.split('#')[0];

const holds = (unit: QueryUnit, terms: Set<string>) =>
  unit.alternatives.some((alternative) => alternative.every((term) => terms.has(term)));

/** The query terms a result matched in its title, prefix matches included. */
function titleTerms(result: RecordResult): Set<string> {
  const inTitle = Object.entries(result.match)
    .filter(([, fields]) => fields.includes('title'))
    .map(([term]) => term);
  return new Set(
    result.queryTerms.filter((query) => inTitle.some((term) => term.startsWith(query))),
  );
}

/**
 * The records that answer a query, best first (see `analyzeQuery` for how a
 * query is read). MiniSearch scores every record holding any of the query's
 * terms (BM25 over title, heading and text). Then:
 *
 * - a section holds what the title of its page holds ("MQTT上报": a section on
 *   reporting, of the page "MQTT设备接入") and gets a part of that page's score;
 * - each score is multiplied by the square of the share of the query's units
 *   the record holds, so a record holding all of a question's words ranks above
 *   one that repeats a few of them; records holding less than half of the best
 *   share are left out;
 * - a page whose title holds the whole query ranks higher still.
 */
export function searchRecords(
  index: MiniSearch<SearchRecord>,
  query: string,
  accept: (record: StoredRecord) => boolean,
  expansions?: Expansions,
): RecordResult[] {
  const analyzed = analyzeQuery(query, expansions);
  const terms = searchedTerms(analyzed);
  if (terms.length === 0) return [];
  const optional = new Set(analyzed.optional);
  const search = (searched: string[], fuzzy: (term: string) => boolean) =>
    index.search(searched.join(' '), {
      combineWith: 'OR',
      tokenize: (text) => text.split(' '),
      boostTerm: (term) => (optional.has(term) ? OPTIONAL_BOOST : 1),
      fuzzy: (term) => fuzzy(term) && FUZZY,
      filter: (result) => accept(result as RecordResult),
    }) as RecordResult[];
  // Typos are looked for only where a word matches nothing as it is typed: a fuzzy search of
  // every long word cost most of the time of a query.
  let results = search(terms, () => false);
  let { units } = analyzed;
  const matched = new Set(results.flatMap((result) => result.queryTerms));
  const unmatched = new Set(terms.filter((term) => !matched.has(term) && mayBeMistyped(term)));
  if (unmatched.size > 0) {
    // Two swapped letters ("alram") are one slip but two edits to a fuzzy match: the words
    // they may stand for are searched as they are, each holding the unit of the typed word.
    const swaps = new Map([...unmatched].map((term) => [term, swapsOf(term)]));
    units = units.map((unit) => ({
      alternatives: unit.alternatives.flatMap((alternative) => [
        alternative,
        ...alternative.flatMap((term, i) =>
          (swaps.get(term) ?? []).map((swap) => alternative.map((t, j) => (j === i ? swap : t))),
        ),
      ]),
    }));
    results = search([...terms, ...[...swaps.values()].flat()], (term) => unmatched.has(term));
  }

  const pages = new Map<string, { title: Set<string>; score: number }>();
  for (const result of results) {
    if (result.level === 1) {
      pages.set(pageOf(result.url), { title: titleTerms(result), score: result.score });
    }
  }
  const ranked = results.map((result) => {
    const page = pages.get(pageOf(result.url));
    const held = new Set([...result.queryTerms, ...(page?.title ?? [])]);
    const share = units.filter((unit) => holds(unit, held)).length / Math.max(1, units.length);
    let score = result.score;
    if (result.level > 1) score += PAGE_SCORE_SHARE * (page?.score ?? 0);
    else if (page && units.every((unit) => holds(unit, page.title))) score *= TITLE_SUBJECT_BOOST;
    return { result, share, score: score * share ** COORDINATION };
  });
  const best = Math.max(0, ...ranked.map(({ share }) => share));
  return inModalOrder(
    ranked
      .filter(({ share }) => share >= best * MIN_SHARE)
      .sort((a, b) => b.score - a.score)
      .map(({ result, score, share }) => Object.assign(result, { score, coverage: share })),
    units,
  );
}

/**
 * The order readers see (the search modal shows the first hits): a page whose
 * title holds the whole query first, then the rest by score, at most
 * `SECTIONS_PER_PAGE` records of one page before the other pages' records; a
 * page's further sections follow, in score order.
 */
function inModalOrder(results: RecordResult[], units: QueryUnit[]): RecordResult[] {
  const subject = (result: RecordResult) =>
    result.level === 1 &&
    units.length > 0 &&
    units.every((unit) => holds(unit, titleTerms(result)));
  const ordered = [...results.filter(subject), ...results.filter((result) => !subject(result))];
  const listed = new Map<string, number>();
  const first: RecordResult[] = [];
  const later: RecordResult[] = [];
  for (const result of ordered) {
    const page = listedAs(result.url);
    const count = listed.get(page) ?? 0;
    listed.set(page, count + 1);
    (count < SECTIONS_PER_PAGE ? first : later).push(result);
  }
  return [...first, ...later];
}
