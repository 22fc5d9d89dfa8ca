import { tagIds, type ShowcaseEntry, type TagId } from '../../data/showcase';
import { pick } from '../../data/types';

export type Operator = 'OR' | 'AND';

/** What the reader filters by; kept in the URL query string. */
export interface ShowcaseFilter {
  tags: TagId[];
  operator: Operator;
  name: string;
  /** Only the entries the reader saved as favourites in this browser. */
  favorites: boolean;
}

export const emptyFilter: ShowcaseFilter = { tags: [], operator: 'OR', name: '', favorites: false };

const isTagId = (value: string): value is TagId => (tagIds as readonly string[]).includes(value);

/**
 * True when tags, a search or the favourites toggle narrow the list (the
 * operator alone does not).
 */
export const isFiltered = (filter: ShowcaseFilter): boolean =>
  filter.tags.length > 0 || filter.name.trim() !== '' || filter.favorites;

/**
 * Reads `?tags=a&tags=b&operator=AND&name=x&favorites=1`; unknown tags are
 * ignored.
 */
export function readFilter(search: string): ShowcaseFilter {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll('tags'))].filter(isTagId);
  return {
    tags,
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
    favorites: params.get('favorites') === '1',
  };
}

/** Writes the filter into `search`, keeping any other query parameters. */
export function writeFilter(search: string, filter: ShowcaseFilter): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  params.delete('favorites');
  filter.tags.forEach((tag) => params.append('tags', tag));
  if (filter.operator === 'AND') params.set('operator', 'AND');
  if (filter.name) params.set('name', filter.name);
  if (filter.favorites) params.set('favorites', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Recommended entries first, then by title in the given locale. */
export function sortEntries(entries: readonly ShowcaseEntry[], locale: string): ShowcaseEntry[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'zh-Hans-CN');
  return [...entries].sort(
    (a, b) =>
      Number(Boolean(b.favorite)) - Number(Boolean(a.favorite)) ||
      collator.compare(pick(a.title, locale), pick(b.title, locale)),
  );
}

/**
 * Entries that match the filter, in the order of `entries` (the page sorts them
 * with `sortEntries`). Tags combine with OR (any selected tag)
 * or AND (every selected tag); the name matches the title in `locale`,
 * case-insensitively. With `filter.favorites`, only the entries whose id is in
 * `favoriteIds` (the reader's own favourites) are kept.
 */
export function filterEntries(
  entries: readonly ShowcaseEntry[],
  filter: ShowcaseFilter,
  locale: string,
  favoriteIds: readonly string[] = [],
): ShowcaseEntry[] {
  const query = filter.name.trim().toLowerCase();
  const saved = new Set(favoriteIds);
  return entries.filter((entry) => {
    if (filter.favorites && !saved.has(entry.id)) return false;
    if (filter.tags.length > 0) {
      const has = (tag: TagId) => entry.tags.includes(tag);
      const tagsMatch = filter.operator === 'AND' ? filter.tags.every(has) : filter.tags.some(has);
      if (!tagsMatch) return false;
    }
    return !query || pick(entry.title, locale).toLowerCase().includes(query);
  });
}

/* Reader favourites, kept in the browser's localStorage as a JSON array of entry ids. */

/** The localStorage key of the reader's favourites. */
export const favoritesStorageKey = 'sagooiot-showcase-favorites';

/**
 * The favourite ids stored as `raw`: a JSON array of strings. Anything else
 * (no value, invalid JSON, another type) gives no favourites; non-string and
 * empty items are dropped, duplicates are kept once.
 */
export function parseFavoriteIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [...new Set(ids)];
}

/** The value to store for `ids` (duplicates removed). */
export const serializeFavoriteIds = (ids: readonly string[]): string =>
  JSON.stringify([...new Set(ids)]);

/** `ids` with `id` added, or removed when it is already there. */
export const toggleFavoriteId = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
