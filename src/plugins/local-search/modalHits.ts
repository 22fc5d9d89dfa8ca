/**
 * How many sections of one page the search lists before other pages, and the
 * order the search modal lists its hits in. Small and free of the index code:
 * the search button (on every page) imports it.
 */

/** How many sections of one page are listed before every other page's first ones. */
export const SECTIONS_PER_PAGE = 2;

/**
 * What counts as one page when sections are capped: the page, but each
 * operation of the API reference (`develop/api/<page>#<operation>`) on its
 * own, since every operation is a separate answer.
 */
export const listedAs = (url: string): string =>
  /(^|\/)develop\/api\/[^#]+#/.test(url) ? url : url.split('#')[0]!;

/** How many pages the modal shows first, in the order of the results. */
export const LEADING_PAGES = 5;

/** The hits grouped by section, sections in the order of their first hit (DocSearch's grouping). */
function bySection<Hit>(hits: Hit[], sectionOf: (hit: Hit) => string): Hit[] {
  const sections = new Map<string, Hit[]>();
  for (const hit of hits) {
    const section = sectionOf(hit);
    sections.set(section, [...(sections.get(section) ?? []), hit]);
  }
  return [...sections.values()].flat();
}

/**
 * The hits as the search modal lists them. DocSearch groups hits by section
 * (`lvl0`), sections in the order of their first hit: a weak hit of the first
 * section would be listed above a better one of the next. So the modal gets
 * the hits of the first `LEADING_PAGES` pages (at most `SECTIONS_PER_PAGE` of
 * a page), which grouping only reorders among themselves, then only those
 * further hits that grouping lists after them: of the last of their sections,
 * or of a new one. The rest is on the search page ("see all results").
 */
export function modalHits<Hit>(
  hits: Hit[],
  pageOf: (hit: Hit) => string,
  sectionOf: (hit: Hit) => string,
): Hit[] {
  const leading: Hit[] = [];
  const further: Hit[] = [];
  const listed = new Map<string, number>();
  for (const hit of hits) {
    const page = pageOf(hit);
    const count = listed.get(page) ?? 0;
    const opensPage = count === 0 && listed.size >= LEADING_PAGES;
    if (further.length > 0 || opensPage || count >= SECTIONS_PER_PAGE) further.push(hit);
    else {
      leading.push(hit);
      listed.set(page, count + 1);
    }
  }
  const grouped = bySection(leading, sectionOf);
  const sections = new Set(grouped.map(sectionOf));
  const lastSection = grouped.length > 0 ? sectionOf(grouped[grouped.length - 1]!) : undefined;
  const after = further.filter((hit) => {
    const section = sectionOf(hit);
    return section === lastSection || !sections.has(section);
  });
  const shown = bySection([...grouped, ...after], sectionOf);
  // Further sections of a page wait while another page's hit follows (like DocSearch's `distinct`).
  const counts = new Map<string, number>();
  return shown.filter((hit, i) => {
    const page = pageOf(hit);
    const count = (counts.get(page) ?? 0) + 1;
    counts.set(page, count);
    return count <= SECTIONS_PER_PAGE || shown.slice(i + 1).every((next) => pageOf(next) === page);
  });
}

/**
 * A hit of the site's other locale (adapter.ts gives it the id `<locale>:<id>`):
 * a page of another build of the site, reached by a full page load, not a
 * client-side route of this one.
 */
export const otherLocaleId = (locale: string, id: string): string => `${locale}:${id}`;
export const isOtherLocaleHit = (hit: { objectID?: string }): boolean =>
  Boolean(hit.objectID?.includes(':'));
