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

/**
 * The hits as the search modal lists them. DocSearch groups hits by section
 * (`lvl0`), sections in the order of their first hit; within that, a page
 * keeps at most `SECTIONS_PER_PAGE` hits while another page's hit follows
 * (like DocSearch's `distinct`): a page's further sections are on the search
 * page ("see all results"), not between the modal's first hits.
 */
export function modalHits<Hit>(
  hits: Hit[],
  pageOf: (hit: Hit) => string,
  sectionOf: (hit: Hit) => string,
): Hit[] {
  const sections = new Map<string, Hit[]>();
  for (const hit of hits) {
    const section = sectionOf(hit);
    sections.set(section, [...(sections.get(section) ?? []), hit]);
  }
  const grouped = [...sections.values()].flat();
  const listed = new Map<string, number>();
  return grouped.filter((hit, i) => {
    const page = pageOf(hit);
    const count = (listed.get(page) ?? 0) + 1;
    listed.set(page, count);
    return (
      count <= SECTIONS_PER_PAGE || grouped.slice(i + 1).every((next) => pageOf(next) === page)
    );
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
