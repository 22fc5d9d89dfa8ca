/**
 * Query expansion: the words a reader may use for one thing, so that a query
 * reaches the page written with another word or in the other language.
 *
 * - From the project glossary, each term's Chinese forms, its English form
 *   and the wrong forms its note lists ("object model"): an English word in a
 *   Chinese query ("thing model怎么定义") and a console label in an English
 *   query ("where is 新增产品") find the page.
 * - Readers' words for the console's objects and actions (`READER_WORDS`).
 *
 * Groups are written into the search manifest at build time and read by the
 * search worker: a query phrase found in a group is held by any phrase of it.
 * Only Latin phrases are looked for in Chinese queries (Chinese runs are read
 * by their bigrams, see tokenizer.ts); English queries look for both.
 */

import { isCjkTerm, normalize } from './tokenizer';

/** Equivalent phrases, lowercase; one group per line, phrases separated by `|`. */
export type ExpansionGroups = string[][];

/**
 * General words readers use for the console's objects and actions where the
 * pages use another: verbs and nouns of the whole platform, never one
 * question's words. Two-character Chinese synonyms live in tokenizer.ts
 * (`SYNONYMS`), where a bigram can take them.
 */
export const READER_WORDS: ExpansionGroups = [
  ['sign', 'signature', 'signing'],
  ['connect', 'access', 'onboard'],
  ['alarm', 'alert'],
  ['camera', 'video'],
  ['login', 'log in', 'sign in'],
  ['logout', 'log out', 'sign out'],
  ['install', 'deploy'],
  ['upgrade', 'update'],
  ['permission', 'authorization', 'privilege'],
  ['offline', 'disconnected'],
];

/** Phrases longer than this are descriptions, not something a reader types. */
const MAX_WORDS = 3;

interface GlossaryRowLike {
  zh: string[];
  en: string;
  /** The wrong forms its note lists. */
  wrong: string[];
}

const normalized = (phrase: string) => normalize(phrase).trim();

/** The phrases of a glossary row worth expanding: short, lowercase, without the note's parenthesis. */
export function glossaryGroups(rows: GlossaryRowLike[]): ExpansionGroups {
  return rows
    .map((row) => {
      const english = row.en
        .replace(/\s*\([^)]*\)/g, '')
        .split(' / ')
        .map(normalized);
      const phrases = [...row.zh.map(normalized), ...english, ...row.wrong.map(normalized)].filter(
        (phrase) => phrase.length >= 2 && phrase.split(/\s+/).length <= MAX_WORDS,
      );
      return [...new Set(phrases)];
    })
    .filter((group) => group.length > 1);
}

const LATIN = /[a-z]/;

/**
 * The groups a locale's queries can use: on the Chinese site only an English
 * phrase is looked for, and it helps there only by a Chinese form; on the
 * English site every group with an English phrase.
 */
export function groupsFor(groups: ExpansionGroups, chineseSite: boolean): ExpansionGroups {
  return groups.filter((group) => {
    const latin = group.some((phrase) => LATIN.test(phrase) && !isCjkTerm(phrase));
    return chineseSite ? latin && group.some(isCjkTerm) : latin;
  });
}

export const encodeGroups = (groups: ExpansionGroups): string =>
  groups.map((group) => group.join('|')).join('\n');

export const decodeGroups = (text: string): ExpansionGroups =>
  text ? text.split('\n').map((line) => line.split('|')) : [];
