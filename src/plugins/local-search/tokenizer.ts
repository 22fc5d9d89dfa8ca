/**
 * The one tokenizer of the local search, used both when the index is built
 * (Node, postBuild) and when a reader queries it (browser). Both sides must
 * cut text the same way, or queries miss terms that are in the index.
 *
 * - Latin, digits and other non-CJK letters: lowercased words, without the
 *   commonest English function words (they match every page and take a tenth
 *   of the English index).
 * - Chinese (and other CJK) runs: overlapping character bigrams, so any part
 *   of a word matches ("物模" finds "物模型"), plus the words of
 *   `Intl.Segmenter` longer than two characters (a bigram already covers a
 *   two-character word). A lone CJK character stays a term of its own.
 *   Bigrams that straddle two Segmenter words and hold a function character
 *   ("备的" in "设备的属性") are dropped: they match nothing a reader looks
 *   for, yet they were an eighth of the Chinese terms and postings. Inside a
 *   word ("目的", "是否") they stay. Characters that start domain words the
 *   Segmenter does not know ("在线", "个数") are not function characters here.
 */

const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+/gu;
const LATIN_WORD = /[\p{L}\p{N}]+/gu;
const IS_CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/u;

/** Particles, conjunctions and pronouns: characters that join words rather than name things. */
const CHINESE_FUNCTION_CHARS = new Set(Array.from('的了和与及或是也就都而把被将并其该此这那等'));

const ENGLISH_STOP_WORDS = new Set(
  'a an and are as at be by for from in is it its of on or that the this to with'.split(' '),
);

type Segmenter = { segment(text: string): Iterable<{ segment: string; isWordLike?: boolean }> };

let segmenter: Segmenter | null | undefined;

/** Intl.Segmenter is missing on old browsers: bigrams alone still match there. */
function chineseSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('zh', { granularity: 'word' })
        : null;
  }
  return segmenter;
}

export function isCjkTerm(term: string): boolean {
  return IS_CJK.test(term);
}

function cjkTerms(run: string, terms: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) {
    terms.push(run);
    return;
  }
  // Character positions where a Segmenter word starts (besides the first).
  const wordStarts = new Set<number>();
  const longWords: string[] = [];
  const words = chineseSegmenter();
  if (words) {
    let at = 0;
    for (const { segment, isWordLike } of words.segment(run)) {
      const length = Array.from(segment).length;
      if (at > 0) wordStarts.add(at);
      if (isWordLike !== false && length > 2) longWords.push(segment);
      at += length;
    }
  }
  for (let i = 0; i + 1 < chars.length; i++) {
    const straddles = wordStarts.has(i + 1);
    if (
      straddles &&
      (CHINESE_FUNCTION_CHARS.has(chars[i]) || CHINESE_FUNCTION_CHARS.has(chars[i + 1]))
    ) {
      continue;
    }
    terms.push(chars[i] + chars[i + 1]);
  }
  terms.push(...longWords);
}

/** Splits text into index/query terms (see the module comment). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const normalized = text.normalize('NFKC').toLowerCase();
  let last = 0;
  for (const match of normalized.matchAll(CJK_RUN)) {
    latinTerms(normalized.slice(last, match.index), terms);
    cjkTerms(match[0], terms);
    last = match.index + match[0].length;
  }
  latinTerms(normalized.slice(last), terms);
  return terms;
}

function latinTerms(text: string, terms: string[]): void {
  for (const [word] of text.matchAll(LATIN_WORD)) {
    if (!ENGLISH_STOP_WORDS.has(word)) terms.push(word);
  }
}
