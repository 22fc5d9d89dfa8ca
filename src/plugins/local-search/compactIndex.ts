/**
 * The index file format of the local search: MiniSearch's own serialization
 * spells every posting as `"1234":1` inside nested objects and repeats the
 * page title and path in every section record, which made the Chinese index
 * 2.6 MB (700 KB gzip). This format keeps the same data, compactly:
 *
 * - terms sorted and front-coded (a 2-character bigram usually shares its
 *   first character with the term before it);
 * - postings as record-number gaps without term frequencies (the records are
 *   short sections, where BM25 gains little from them, and they cost 12 KB
 *   gzip of the Chinese index), each gap a self-delimiting number of printable
 *   characters (`encodeGap`): no separator between them, and one character up
 *   to 59 where base 36 and a comma took two (13 KB gzip less than that);
 * - each section record names its parent record instead of repeating the
 *   hierarchy above it, and its anchor instead of the page path.
 *
 * The search worker turns one or more parts (one per `docusaurus_tag`) back
 * into a single MiniSearch index with `MiniSearch.loadJS`, so scores are
 * those of an index of exactly the loaded records.
 */
import type MiniSearch from 'minisearch';
import type { SearchRecord, StoredRecord } from './searchIndex';

type SerializedIndex = ReturnType<MiniSearch['toJSON']>;

type PageTuple = [level: 1, lvl0: string, title: string, url: string, excerpt: string];
type SectionTuple = [
  level: number,
  parentDistance: number,
  heading: string,
  anchor: string,
  excerpt: string,
];
/** A page record (level 1) or a section record (levels 2-6). */
export type CompactRecord = PageTuple | SectionTuple;

/** The records of one `docusaurus_tag` and their postings. */
export interface IndexPart {
  tag: string;
  fields: string[];
  records: CompactRecord[];
  /** Per record, per field: its length in terms (BM25 needs it). */
  fieldLengths: number[];
  /** Sorted terms, one a line: a character for the length of the prefix shared with the line before (`0` + n), then the rest. */
  terms: string;
  /** Per term (`;`-separated, same order): per field (`|`-separated) the field number, then the record gaps (`encodeGap`). */
  postings: string;
}

/**
 * The characters of a gap: printable ASCII that needs no escaping in JSON,
 * minus the separators. A gap is written in base `FINAL.length` for its last
 * digit and base `LEADING.length` for the digits before it, so the digit set
 * marks where a number ends.
 */
const GAP_DIGITS = Array.from({ length: 0x7e - 0x23 + 1 }, (_, i) => String.fromCharCode(0x23 + i))
  .filter((char) => !'\\;|'.includes(char))
  .join('');
const FINAL = GAP_DIGITS.slice(0, 60);
const LEADING = GAP_DIGITS.slice(60);
const FINAL_VALUE = new Map(Array.from(FINAL, (char, i) => [char, i]));
const LEADING_VALUE = new Map(Array.from(LEADING, (char, i) => [char, i]));

export function encodeGap(gap: number): string {
  let text = FINAL[gap % FINAL.length];
  for (
    let rest = Math.floor(gap / FINAL.length);
    rest > 0;
    rest = Math.floor(rest / LEADING.length)
  ) {
    text = LEADING[rest % LEADING.length] + text;
  }
  return text;
}

/** The gaps written by `encodeGap`, one after the other. */
export function decodeGaps(text: string): number[] {
  const gaps: number[] = [];
  let leading = 0;
  for (const char of text) {
    const final = FINAL_VALUE.get(char);
    if (final === undefined) {
      leading = leading * LEADING.length + (LEADING_VALUE.get(char) ?? 0);
    } else {
      gaps.push(leading * FINAL.length + final);
      leading = 0;
    }
  }
  return gaps;
}

const PREFIX_BASE = 48; // '0'
const MAX_PREFIX = 40;

function frontCode(terms: string[]): string {
  let previous: string[] = [];
  return terms
    .map((term) => {
      const chars = Array.from(term);
      let shared = 0;
      while (
        shared < MAX_PREFIX &&
        shared < previous.length &&
        previous[shared] === chars[shared]
      ) {
        shared++;
      }
      previous = chars;
      return String.fromCharCode(PREFIX_BASE + shared) + chars.slice(shared).join('');
    })
    .join('\n');
}

function frontDecode(coded: string): string[] {
  let previous: string[] = [];
  return coded.split('\n').map((line) => {
    const rest = Array.from(line.slice(1));
    previous = [...previous.slice(0, line.charCodeAt(0) - PREFIX_BASE), ...rest];
    return previous.join('');
  });
}

/**
 * Encodes a MiniSearch index of `records` (all of one tag, in this order, as
 * built by `buildIndex`) with their display data.
 */
export function encodePart(
  tag: string,
  records: Array<Omit<SearchRecord, 'id'> & { id: number; excerpt: string }>,
  serialized: SerializedIndex,
): IndexPart {
  const position = new Map(records.map((record, i) => [record.id, i]));
  const toPosition = (shortId: string) => {
    const at = position.get(serialized.documentIds[shortId]);
    if (at === undefined) throw new Error(`record ${shortId} of the index is not in part ${tag}`);
    return at;
  };
  const fields = Object.keys(serialized.fieldIds).sort(
    (a, b) => serialized.fieldIds[a] - serialized.fieldIds[b],
  );

  const fieldLengths = new Array<number>(records.length * fields.length).fill(0);
  for (const [shortId, lengths] of Object.entries(serialized.fieldLength)) {
    const at = toPosition(shortId);
    lengths.forEach((length, field) => {
      fieldLengths[at * fields.length + field] = length;
    });
  }

  const entries = [...serialized.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const postings = entries.map(([, byField]) =>
    Object.entries(byField as Record<string, Record<string, number>>)
      .map(([field, docs]) => {
        const sorted = Object.keys(docs)
          .map(toPosition)
          .sort((a, b) => a - b);
        let last = 0;
        const gaps = sorted.map((at) => {
          const gap = encodeGap(at - last);
          last = at;
          return gap;
        });
        return field + gaps.join('');
      })
      .join('|'),
  );

  const compactRecords = records.map((record, i): CompactRecord => {
    if (record.level === 1) {
      return [1, record.hierarchy[0] ?? '', record.hierarchy[1] ?? '', record.url, record.excerpt];
    }
    let parent = i - 1;
    while (parent >= 0 && records[parent].level >= record.level) parent--;
    const hashAt = record.url.indexOf('#');
    const page = hashAt === -1 ? record.url : record.url.slice(0, hashAt);
    if (parent < 0 || records[parent].url.split('#')[0] !== page) {
      throw new Error(`section ${record.url} does not follow the records of its page`);
    }
    return [
      record.level,
      i - parent,
      record.hierarchy[record.level] ?? '',
      hashAt === -1 ? '' : record.url.slice(hashAt + 1),
      record.excerpt,
    ];
  });

  return {
    tag,
    fields,
    records: compactRecords,
    fieldLengths,
    terms: frontCode(entries.map(([term]) => term)),
    postings: postings.join(';'),
  };
}

function decodeRecords(part: IndexPart): StoredRecord[] {
  const decoded: StoredRecord[] = [];
  part.records.forEach((record, i) => {
    if (record[0] === 1) {
      const [level, lvl0, title, url, excerpt] = record as PageTuple;
      decoded.push({ hierarchy: [lvl0, title], url, tag: part.tag, level, excerpt });
      return;
    }
    const [level, parentDistance, heading, anchor, excerpt] = record as SectionTuple;
    const parent = decoded[i - parentDistance];
    // A skipped level (an h4 right under an h2) stays empty, as in DocSearch records.
    const above = Array.from({ length: level }, (_, l) => parent.hierarchy[l] ?? '');
    const page = parent.url.split('#')[0];
    decoded.push({
      hierarchy: [...above, heading],
      url: anchor ? `${page}#${anchor}` : page,
      tag: part.tag,
      level,
      excerpt,
    });
  });
  return decoded;
}

/**
 * The postings of a term as MiniSearch serializes them, `{"field":{"record":1}}`,
 * from its entries in the parts that have it.
 */
function postingsJson(entries: Array<{ offset: number; postings: string }>): string {
  const byField = new Map<string, string[]>();
  for (const { offset, postings } of entries) {
    for (const group of postings.split('|')) {
      const docs = byField.get(group[0]) ?? [];
      byField.set(group[0], docs);
      let at = offset;
      for (const gap of decodeGaps(group.slice(1))) {
        at += gap;
        docs.push(`"${at}":1`);
      }
    }
  }
  return `{${[...byField].map(([field, docs]) => `"${field}":{${docs.join(',')}}`).join(',')}}`;
}

/**
 * The MiniSearch serialization (for `MiniSearch.loadJS`) of the records of
 * all `parts`, numbered in order.
 */
export function mergeParts(parts: IndexPart[]): SerializedIndex {
  const fields = parts[0]?.fields ?? [];
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const storedFields: Record<string, StoredRecord> = {};
  const totals = fields.map(() => 0);
  const termEntries = new Map<string, Array<{ offset: number; postings: string }>>();
  let offset = 0;

  for (const part of parts) {
    decodeRecords(part).forEach((record, i) => {
      const id = offset + i;
      documentIds[id] = id;
      storedFields[id] = record;
      const lengths = part.fieldLengths.slice(i * fields.length, (i + 1) * fields.length);
      fieldLength[id] = lengths;
      lengths.forEach((length, field) => (totals[field] += length));
    });
    const postings = part.postings.split(';');
    frontDecode(part.terms).forEach((term, t) => {
      const entries = termEntries.get(term) ?? [];
      termEntries.set(term, entries);
      entries.push({ offset, postings: postings[t] });
    });
    offset += part.records.length;
  }

  // Objects with many scattered numeric keys are slow to build one key at a
  // time (V8 keeps re-laying out their elements); JSON.parse builds the same
  // objects several times faster.
  const index = JSON.parse(
    `[${[...termEntries]
      .map(([term, entries]) => `[${JSON.stringify(term)},${postingsJson(entries)}]`)
      .join(',')}]`,
  ) as SerializedIndex['index'];

  return {
    documentCount: offset,
    nextId: offset,
    documentIds,
    fieldIds: Object.fromEntries(fields.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: totals.map((total) => (offset ? total / offset : 0)),
    storedFields,
    dirtCount: 0,
    index,
    serializationVersion: 2,
  };
}
