import { tagIds, type ShowcaseEntry, type TagId } from '../../data/showcase';
import { pick } from '../../data/types';

export type Operator = 'OR' | 'AND';

/** What the reader filters by; kept in the URL query string. */
export interface ShowcaseFilter {
  tags: TagId[];
  operator: Operator;
  name: string;
}

export const emptyFilter: ShowcaseFilter = { tags: [], operator: 'OR', name: '' };

const isTagId = (value: string): value is TagId => (tagIds as readonly string[]).includes(value);

/** True when tags or a search narrow the list (the operator alone does not). */
export const isFiltered = (filter: ShowcaseFilter): boolean =>
  filter.tags.length > 0 || filter.name.trim() !== '';

/** Reads `?tags=a&tags=b&operator=AND&name=x`; unknown tags are ignored. */
export function readFilter(search: string): ShowcaseFilter {
  const params = new URLSearchParams(search);
  const tags = [...new Set(params.getAll('tags'))].filter(isTagId);
  return {
    tags,
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** Writes the filter into `search`, keeping any other query parameters. */
export function writeFilter(search: string, filter: ShowcaseFilter): string {
  const params = new URLSearchParams(search);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  filter.tags.forEach((tag) => params.append('tags', tag));
  if (filter.operator === 'AND') params.set('operator', 'AND');
  if (filter.name) params.set('name', filter.name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Favorites first, then by title in the given locale. */
export function sortEntries(entries: readonly ShowcaseEntry[], locale: string): ShowcaseEntry[] {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : 'zh-Hans-CN');
  return [...entries].sort(
    (a, b) =>
      Number(Boolean(b.favorite)) - Number(Boolean(a.favorite)) ||
      collator.compare(pick(a.title, locale), pick(b.title, locale)),
  );
}

/**
 * Entries that match the filter, sorted favorites first then by title. Tags
 * combine with OR (any selected tag) or AND (every selected tag); the name
 * matches the title in `locale`, case-insensitively.
 */
export function filterEntries(
  entries: readonly ShowcaseEntry[],
  filter: ShowcaseFilter,
  locale: string,
): ShowcaseEntry[] {
  const query = filter.name.trim().toLowerCase();
  const matches = entries.filter((entry) => {
    if (filter.tags.length > 0) {
      const has = (tag: TagId) => entry.tags.includes(tag);
      const tagsMatch = filter.operator === 'AND' ? filter.tags.every(has) : filter.tags.some(has);
      if (!tagsMatch) return false;
    }
    return !query || pick(entry.title, locale).toLowerCase().includes(query);
  });
  return sortEntries(matches, locale);
}
