/**
 * The one tokenizer of the local search, used both when the index is built
 * (Node, postBuild) and when a reader queries it (browser). Both sides must
 * cut text the same way, or queries miss terms that are in the index.
 *
 * - Latin, digits and other non-CJK letters: lowercased words, without the
 *   commonest English function words (they match every page and take a tenth
 *   of the English index). English plurals become their singular by a few
 *   suffix rules ("devices" → "device", "entries" → "entry"), the same on
 *   both sides, so either form finds the other. Two words joined by a hyphen
 *   or slash ("sub-device", "AK/SK") are indexed as both words and as one
 *   joined word ("subdevice", "aksk"), so every spelling a reader types finds
 *   them. "$SYS" (MQTT's system topics) is also the term "$sys".
 * - Chinese (and other CJK) runs: overlapping character bigrams, so any part
 *   of a word matches ("物模" finds "物模型"), plus the words of
 *   `Intl.Segmenter` longer than two characters (a bigram already covers a
 *   two-character word). A lone CJK character stays a term of its own.
 *   Bigrams that straddle two Segmenter words and hold a function character
 *   ("备的" in "设备的属性") are dropped: they match nothing a reader looks
 *   for, yet they were an eighth of the Chinese terms and postings. Inside a
 *   word ("目的", "是否") they stay. Characters that start domain words the
 *   Segmenter does not know ("在线", "个数") are not function characters here.
 *
 * `analyzeQuery` reads a reader's query with the same pieces (see there).
 */

const CJK = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const CJK_RUN = new RegExp(`[${CJK}]+`, 'gu');
const IS_CJK = new RegExp(`[${CJK}]`, 'u');
/** A Latin word, or words joined by hyphens, slashes or underscores; "$SYS" keeps its "$". */
const LATIN_WORD = /\$?[\p{L}\p{N}]+(?:[-/_][\p{L}\p{N}]+)*/gu;
const WORD_PART = /[\p{L}\p{N}]+/gu;
const HAS_LETTER = /\p{L}/u;

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

/** The Segmenter's words of a CJK run, with the character position each starts at. */
function segmentsOf(run: string): Array<{ text: string; at: number; length: number }> {
  const words = chineseSegmenter();
  if (!words) return [{ text: run, at: 0, length: Array.from(run).length }];
  const segments = [];
  let at = 0;
  for (const { segment } of words.segment(run)) {
    const length = Array.from(segment).length;
    segments.push({ text: segment, at, length });
    at += length;
  }
  return segments;
}

function cjkTerms(run: string, terms: string[]): void {
  const chars = Array.from(run);
  if (chars.length === 1) {
    terms.push(run);
    return;
  }
  const segments = segmentsOf(run);
  // Character positions where a Segmenter word starts (besides the first).
  const wordStarts = new Set(segments.map((s) => s.at).filter((at) => at > 0));
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
  for (const { text, length } of segments) if (length > 2) terms.push(text);
}

/**
 * The singular of an English plural, by the S-stemmer's rules (Harman 1991):
 * "-ies" → "-y", otherwise a final "s" goes, except after "s" or "u" ("class",
 * "status"). Short words and words with digits stay. A singular that loses an
 * "s" ("redis" → "redi") loses it on both sides, so it still matches.
 */
export function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /\d/.test(word)) return word;
  if (word.endsWith('ies') && !/[ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us)$/.test(word)) return word;
  return word.slice(0, -1);
}

/**
 * The terms of one Latin word (see the module comment): its words but the
 * `dropped` ones, in the singular; for two joined words, their joined form;
 * for a word after "$" ("$SYS", "$share": MQTT's system and shared topics),
 * the word with its "$".
 */
function latinWordTerms(word: string, dropped: (part: string) => boolean) {
  const [first = '', ...rest] = word.match(WORD_PART) ?? [];
  const kept = [first, ...rest].filter((part) => !dropped(part)).map(singular);
  if (kept.length === 0) return { kept };
  // An identifier of several words ("model_func_name") is also one term: a page naming it
  // exactly outranks pages that hold its words apart.
  const whole = [first, ...rest].join('');
  return {
    kept,
    joined:
      (rest.length === 1 || (rest.length > 1 && word.includes('_'))) && HAS_LETTER.test(whole)
        ? singular(whole)
        : undefined,
    dollar: word.startsWith('$') ? `$${singular(first)}` : undefined,
  };
}

const isStopWord = (word: string) => ENGLISH_STOP_WORDS.has(word);

function latinTerms(text: string, terms: string[]): void {
  for (const [word] of text.matchAll(LATIN_WORD)) {
    const { kept, joined, dollar } = latinWordTerms(word, isStopWord);
    terms.push(...kept);
    if (joined) terms.push(joined);
    if (dollar) terms.push(dollar);
  }
}

/** What both sides compare: NFKC (full-width forms) and lowercase. */
export const normalize = (text: string) => text.normalize('NFKC').toLowerCase();

/** Splits text into index terms (see the module comment). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const normalized = normalize(text);
  let last = 0;
  for (const match of normalized.matchAll(CJK_RUN)) {
    latinTerms(normalized.slice(last, match.index), terms);
    cjkTerms(match[0], terms);
    last = match.index + match[0].length;
  }
  latinTerms(normalized.slice(last), terms);
  return terms;
}

/*
 * Query analysis.
 */

/** Chinese question and filler words: what a question wraps around its subject. */
const CHINESE_QUESTION_WORDS = [
  '为什么',
  '怎么样',
  '怎么办',
  '是不是',
  '能不能',
  '有没有',
  '可不可以',
  '如何',
  '怎么',
  '怎样',
  '什么',
  '哪里',
  '哪儿',
  '哪些',
  '哪个',
  '请问',
];
/** Filler words removed only where the Segmenter finds them as words ("一个", not "一个数"). */
const CHINESE_FILLER_WORDS = new Set([
  '一个',
  '一下',
  '可以',
  '是否',
  '能否',
  '需要',
  '知道',
  '我们',
  '我想',
  '想要',
  '多少',
  '一些',
]);
/**
 * Single characters that stand between the words of a question: the function
 * characters, sentence-final particles, pronouns. Light verbs (要, 有, 在, 给)
 * are not among them: they start words the Segmenter splits ("在|线", "给|定").
 */
const CHINESE_LIGHT_CHARS = new Set([...CHINESE_FUNCTION_CHARS, ...Array.from('吗呢吧啊呀么我你')]);
const CHINESE_QUESTION_PATTERN = new RegExp(CHINESE_QUESTION_WORDS.join('|'), 'gu');

const ENGLISH_QUESTION_WORDS = new Set(
  (
    'how what why when where which who whom whose do does did can could should would will shall ' +
    'may might must i me my we us our you your there here please need want know'
  ).split(' '),
);

/**
 * Words a reader uses for one action of the console, where pages use another
 * (a reader "creates" a product, the console "adds" it: 新增产品).
 */
const SYNONYMS = [
  ['创建', '新建', '新增', '添加', '增加'],
  ['删除', '移除'],
  ['修改', '编辑', '更改'],
  ['查看', '查询'],
  ['告警', '报警', '警报'],
  ['create', 'add', 'new'],
  ['delete', 'remove'],
  ['edit', 'modify', 'change'],
];
const synonymsOf = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group])));

/**
 * Part of a query that a page should hold: any one of `alternatives`, each a
 * list of terms that must all match ("sub-device": "subdevice", or "sub" and
 * "device").
 */
export interface QueryUnit {
  alternatives: string[][];
}

export interface AnalyzedQuery {
  units: QueryUnit[];
  /**
   * Terms that raise the score of a page holding them but are not needed:
   * bigrams joining two words of a Chinese query, longer Chinese words.
   */
  optional: string[];
}

const wordUnit = (term: string): QueryUnit => ({
  alternatives: (synonymsOf.get(term) ?? [term]).map((word) => [word]),
});

/** The units of a Chinese run of a query; a run of one character is left to the caller. */
function queryCjkUnits(run: string, query: AnalyzedQuery): void {
  const chars = Array.from(run);
  const segments = segmentsOf(run);
  // The word each character belongs to; light characters and filler words belong to none.
  const wordOf = new Array<number>(chars.length).fill(-1);
  segments.forEach(({ text, at, length }, s) => {
    const light = (length === 1 && CHINESE_LIGHT_CHARS.has(text)) || CHINESE_FILLER_WORDS.has(text);
    if (light) return;
    for (let i = at; i < at + length; i++) wordOf[i] = s;
    if (length > 2) query.optional.push(text);
  });
  for (let i = 0; i + 1 < chars.length; i++) {
    if (wordOf[i] === -1 || wordOf[i + 1] === -1) continue;
    // The Segmenter splits words it does not know into single characters ("离|线", "物|模型"):
    // a bigram holding such a character is as much a word as one inside a known word. Only a
    // bigram joining two known words ("建产" in "创建|产品") is optional.
    const single = (at: number) => segments[wordOf[at]].length === 1;
    const bigram = chars[i] + chars[i + 1];
    if (wordOf[i] === wordOf[i + 1] || single(i) || single(i + 1))
      query.units.push(wordUnit(bigram));
    else query.optional.push(bigram);
  }
}

function analyze(query: string, dropFillers: boolean, expansions?: Expansions): AnalyzedQuery {
  const analyzed: AnalyzedQuery = { units: [], optional: [] };
  const dropped = (word: string) =>
    isStopWord(word) || (dropFillers && ENGLISH_QUESTION_WORDS.has(word));
  const latin = (text: string) => {
    const words = Array.from(text.matchAll(LATIN_WORD), ([word]) => word);
    for (let i = 0; i < words.length; i++) {
      // The longest phrase of a group starting here ("thing models", "sign in") is one unit.
      const phrase = expansions && longestPhrase(words, i, expansions);
      if (phrase) {
        analyzed.units.push(phrase.unit);
        i += phrase.words - 1;
        continue;
      }
      const { kept, joined, dollar } = latinWordTerms(words[i]!, dropped);
      if (dollar) analyzed.units.push({ alternatives: [[dollar]] });
      // Two joined words: one unit, held by the joined form or by both words.
      else if (joined) analyzed.units.push({ alternatives: [[joined], kept] });
      else for (const term of kept) analyzed.units.push(wordUnit(term));
    }
  };
  // Chinese phrases of a group (English pages only: see Expansions) are units of their own.
  const chinesePhrases = (run: string): string[] => {
    if (!expansions?.chinese) return [run];
    const rest: string[] = [];
    let last = 0;
    for (const match of run.matchAll(expansions.chinese)) {
      rest.push(run.slice(last, match.index));
      analyzed.units.push(expansions.unitOf.get(match[0])!);
      last = match.index + match[0].length;
    }
    rest.push(run.slice(last));
    return rest.filter(Boolean);
  };
  const normalized = normalize(query);
  const text = dropFillers ? normalized.replace(CHINESE_QUESTION_PATTERN, ' ') : normalized;
  const loneChars: string[] = [];
  let last = 0;
  for (const [whole, at] of Array.from(text.matchAll(CJK_RUN), (m) => [m[0], m.index] as const)) {
    latin(text.slice(last, at));
    for (const run of chinesePhrases(whole)) {
      if (!dropFillers)
        for (const term of tokenize(run)) analyzed.units.push({ alternatives: [[term]] });
      else if (Array.from(run).length === 1) loneChars.push(run);
      else queryCjkUnits(run, analyzed);
    }
    last = at + whole.length;
  }
  latin(text.slice(last));
  // A character standing alone ("从" in "从Kafka接收数据") counts only when nothing else does:
  // then it finds the words it starts, as the reader types them.
  if (analyzed.units.length === 0)
    for (const char of loneChars) analyzed.units.push(wordUnit(char));
  return analyzed;
}

/**
 * What a reader's query asks for, built from the same pieces as `tokenize`:
 *
 * - Chinese question and filler words (如何, 怎么, 什么, 一个, 哪里…), the
 *   particles and pronouns between words (吗, 的, 我…) and English question
 *   words (how, what, do, I…) are left out, unless they are all the query has.
 * - Each word is a unit a page should hold. A Chinese run gives a unit per
 *   bigram, except that a bigram joining two words the Segmenter knows is
 *   optional: the reader's phrasing ("创建产品") need not be the page's
 *   ("创建一个产品").
 * - A console verb is held by any of its synonyms (创建: 新增, 添加…; create: add).
 * - Two Latin words joined by a hyphen or slash are one unit, held by the
 *   joined form or by both words; "$SYS" is held by "$sys" only.
 */
export function analyzeQuery(query: string, expansions?: Expansions): AnalyzedQuery {
  const analyzed = analyze(query, true, expansions);
  return analyzed.units.length > 0 ? analyzed : analyze(query, false, expansions);
}

/*
 * Query expansion (expansions.ts): groups of phrases that mean one thing.
 */

/** The expansion groups of a locale, ready for `analyzeQuery`. */
export interface Expansions {
  /** Latin phrases by their words in the singular, joined by a space: the unit each stands for. */
  latin: Map<string, QueryUnit>;
  /** The longest Latin phrase, in words. */
  maxWords: number;
  /** Chinese phrases, longest first (English pages only), and the unit of each. */
  chinese: RegExp | null;
  unitOf: Map<string, QueryUnit>;
}

/** The words of a Latin phrase as a query reads them: lowercase, singular. */
const phraseKey = (words: string[]) => words.map((word) => singular(normalize(word))).join(' ');

/** What a page holds when it states a phrase: its terms but the longer Chinese words. */
function phraseTerms(phrase: string): string[] {
  return tokenize(phrase).filter((term) => !isCjkTerm(term) || Array.from(term).length <= 2);
}

/**
 * Compiles expansion groups. A unit held by any phrase of its group; a one-word
 * phrase keeps the console-verb synonyms of `SYNONYMS` too. `chinesePhrases`:
 * whether Chinese phrases are looked for (on English pages, where a Chinese
 * query word is a console label to be found in English).
 */
export function compileExpansions(
  groups: string[][],
  { chinesePhrases }: { chinesePhrases: boolean },
): Expansions {
  const latin = new Map<string, QueryUnit>();
  const unitOf = new Map<string, QueryUnit>();
  let maxWords = 1;
  for (const group of groups) {
    const alternatives = group.map(phraseTerms).filter((terms) => terms.length > 0);
    // On English pages Chinese appears only as console labels: an English phrase is held by
    // its English alternatives there, not by the Chinese ones (which match every label).
    const latinOnly = alternatives.filter((terms) => !terms.some(isCjkTerm));
    for (const phrase of group) {
      const normalized = normalize(phrase);
      const extra = synonymsOf.get(normalized)?.map((word) => [word]) ?? [];
      const own = chinesePhrases && !IS_CJK.test(normalized) ? latinOnly : alternatives;
      const unit = { alternatives: dedupe([...own, ...extra]) };
      if (IS_CJK.test(normalized)) {
        if (chinesePhrases && !/[a-z0-9]/.test(normalized)) unitOf.set(normalized, unit);
      } else {
        const words = normalized.match(LATIN_WORD) ?? [];
        if (words.length === 0) continue;
        maxWords = Math.max(maxWords, words.length);
        latin.set(phraseKey(words), unit);
      }
    }
  }
  const chinese = [...unitOf.keys()].sort((a, b) => b.length - a.length);
  return {
    latin,
    maxWords,
    chinese: chinese.length
      ? new RegExp(
          chinese.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
          'gu',
        )
      : null,
    unitOf,
  };
}

function dedupe(lists: string[][]): string[][] {
  const seen = new Set<string>();
  return lists.filter((list) => {
    const key = list.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The longest phrase of `expansions` that the words from `at` on spell. */
function longestPhrase(
  words: string[],
  at: number,
  expansions: Expansions,
): { unit: QueryUnit; words: number } | undefined {
  for (let length = Math.min(expansions.maxWords, words.length - at); length > 0; length--) {
    const unit = expansions.latin.get(phraseKey(words.slice(at, at + length)));
    if (unit) return { unit, words: length };
  }
  return undefined;
}
