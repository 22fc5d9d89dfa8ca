/** A first character no emoji starts with: a Latin letter or a CJK ideograph (the labels of this site). */
const PLAIN_START = /^[A-Za-z\u4e00-\u9fff]/;
let graphemes: Intl.Segmenter | undefined;

/**
 * The theme's split of "⚠️ Title" into emoji and rest, for labels that can
 * start with an emoji only: its grapheme segmenter (created when its module
 * loads) and its Unicode emoji pattern (compiled on the first card) cost about
 * 40 ms of a category page's hydration on their own.
 */
export function extractLeadingEmoji(label: string): { emoji: string | null; rest: string } {
  if (PLAIN_START.test(label)) {
    return { emoji: null, rest: label };
  }
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = graphemes.segment(label)[Symbol.iterator]().next().value?.segment;
  if (!first || !new RegExp('^\\p{RGI_Emoji}$', 'v').test(first)) {
    return { emoji: null, rest: label };
  }
  return { emoji: first, rest: label.slice(first.length) };
}
