/**
 * The English of the document's texts. `translations.en.json` beside this
 * file holds one entry per translation key of keys.ts
 * (`{ "<key>": "<English>" }`, sorted by key), written by hand in the terms of
 * the shared glossary: summaries as short sentence-case titles, field
 * descriptions as plain phrases, tags as short Title Case nouns (they also name
 * the English pages and their slugs).
 *
 * A key whose Chinese text is shared by others usually has the same English;
 * where the server's Chinese is terse or wrong for a field (a `valueType`
 * described as the value, a menu's `title` described as its rule name), the
 * English says what the field holds, as the Go source shows it.
 *
 * When the server changes, `missingTranslations` lists what the file lacks
 * (keys without English) and what it no longer needs (stale keys); the unit
 * test fails on either.
 */
import fs from 'node:fs';
import path from 'node:path';
import { translationKeys } from './keys';
import type { OpenApiDocument } from './schemaTypes';

export const translationFile = path.join(__dirname, 'translations.en.json');

let loaded: Readonly<Record<string, string>> | undefined;

/** The committed English, read once. */
export function englishTranslations(): Readonly<Record<string, string>> {
  if (!loaded) {
    const parsed: unknown = JSON.parse(fs.readFileSync(translationFile, 'utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`${translationFile} is not a JSON object`);
    }
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value !== 'string') throw new Error(`${translationFile}: ${key} is not a string`);
    }
    loaded = Object.freeze(parsed as Record<string, string>);
  }
  return loaded;
}

/** The English of one key (see keys.ts), or undefined when the file has none. */
export function englishFor(
  key: string,
  translations: Readonly<Record<string, string>> = englishTranslations(),
): string | undefined {
  const text = Object.hasOwn(translations, key) ? translations[key] : undefined;
  return text?.trim() ? text : undefined;
}

export interface MissingTranslations {
  /** Keys of the document without English (absent or blank), in document order. */
  missing: string[];
  /** Keys of the file that the document no longer has, sorted. */
  stale: string[];
}

/** What the translation file lacks for this document, and what it holds in vain. */
export function missingTranslations(
  document: OpenApiDocument,
  translations: Readonly<Record<string, string>> = englishTranslations(),
): MissingTranslations {
  const keys = Object.keys(translationKeys(document));
  const known = new Set(keys);
  return {
    missing: keys.filter((key) => englishFor(key, translations) === undefined),
    stale: Object.keys(translations)
      .filter((key) => !known.has(key))
      .sort(),
  };
}
