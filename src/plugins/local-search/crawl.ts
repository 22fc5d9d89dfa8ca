/**
 * Turns one built HTML page into DocSearch-shaped section records, with the
 * same selectors as the hosted DocSearch crawler (search/docsearch.config.json),
 * so both backends see the same text.
 */
import { load, type CheerioAPI } from 'cheerio';
import crawlerConfig from '../../../search/docsearch.config.json';
import { columnsOf, CONTENT_LIMIT, EXCERPT_COLUMNS, type SearchRecord } from './searchIndex';

const { selectors_exclude: excludedSelectors } = crawlerConfig;

type Selectors = (typeof crawlerConfig.selectors)['default'];

/**
 * Path prefixes (from a locale's root, e.g. `develop/api/`) whose pages the
 * config gives their own selectors, as DocSearch does with a start URL's
 * `selectors_key`: the API reference is read by its headings, paths and field
 * names, not by every description in its tables.
 */
const keyedPrefixes = crawlerConfig.start_urls.flatMap((start) =>
  typeof start === 'string'
    ? []
    : [
        {
          prefix: new URL(start.url).pathname.replace(/^\/(en\/)?/, ''),
          selectors:
            crawlerConfig.selectors[start.selectors_key as keyof typeof crawlerConfig.selectors],
        },
      ],
);

/** The selectors of a page, by its path from the locale's root (`docs/iot/device/instance`). */
export function selectorsFor(pagePath: string): Selectors {
  return (
    keyedPrefixes.find(({ prefix }) => pagePath.startsWith(prefix))?.selectors ??
    crawlerConfig.selectors.default
  );
}

const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export interface PageMeta {
  /** docusaurus_tag of the page (`docs-default-community`, `default`...). */
  tag: string;
  version?: string;
  language?: string;
}

export function pageMeta($: CheerioAPI): PageMeta | undefined {
  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content') || undefined;
  const tag = meta('docusaurus_tag');
  return tag ? { tag, version: meta('version'), language: meta('language') } : undefined;
}

const clean = (text: string) => text.replace(/[\u200b\s]+/g, ' ').trim();

/**
 * lvl0 where the config's selector finds nothing (a page outside any sidebar
 * category and navbar area), in the page's language rather than the config's
 * English `default_value`: for docs the edition, as the navbar's version
 * dropdown names it; for other pages (home, showcase) their own title.
 */
const DOCS_LVL0_FALLBACK = '.navbar .dropdown__link--active';

function sectionOf($: CheerioAPI, meta: PageMeta, title: string, selectors: Selectors): string {
  const configured = clean($(selectors.lvl0.selector).first().text());
  if (configured) return configured;
  const edition = meta.tag.startsWith('docs-') ? clean($(DOCS_LVL0_FALLBACK).first().text()) : '';
  return edition || title;
}

export type PageRecord = Omit<SearchRecord, 'id'>;

/**
 * Sections of a page: the intro under the title, then one per heading. Code
 * blocks, heading anchors and the mobile table of contents are dropped
 * (`selectors_exclude`); inline code stays, since config keys and topics are
 * what readers search for.
 */
export function extractRecords(html: string, pagePath: string): PageRecord[] {
  // htmlparser2 rather than parse5: the same text of every built page, in half the time.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const meta = pageMeta($);
  if (!meta) return [];
  $(excludedSelectors.join(', ')).remove();
  const selectors = selectorsFor(pagePath);
  const headingSelector = (level: (typeof HEADING_LEVELS)[number]) => selectors[`lvl${level}`];

  const title = clean($(headingSelector(1)).first().text());
  if (!title) return [];
  const lvl0 = sectionOf($, meta, title, selectors);

  const records: PageRecord[] = [];
  let current: PageRecord = {
    hierarchy: [lvl0, title],
    url: pagePath,
    tag: meta.tag,
    level: 1,
    title,
    heading: '',
    content: '',
  };
  records.push(current);

  const headingSelectors = HEADING_LEVELS.slice(1).map(headingSelector);
  // Each heading's level, the lowest whose selector matches it (matched once per
  // page rather than once per element: API pages have thousands of cells).
  const levelOf = new Map<unknown, number>();
  for (const level of HEADING_LEVELS.slice(1)) {
    $(headingSelector(level)).each((_, element) => {
      if (!levelOf.has(element)) levelOf.set(element, level);
    });
  }
  const matched = $([...headingSelectors, selectors.text].join(', '));
  const taken = new Set<unknown>(matched.toArray());
  matched.each((_, element) => {
    // A list item holding paragraphs is read once, through its paragraphs' parent.
    for (let parent = element.parent; parent; parent = parent.parent) {
      if (taken.has(parent)) return;
    }
    const level = levelOf.get(element);
    const text = clean($(element).text());
    if (!text) return;
    if (level === undefined) {
      if (current.lead === undefined || columnsOf(current.lead) < EXCERPT_COLUMNS / 2) {
        current.lead = current.lead === undefined ? text : `${current.lead} ${text}`;
      }
      if (current.content.length < CONTENT_LIMIT) {
        current.content = `${current.content} ${text}`.trim().slice(0, CONTENT_LIMIT);
      }
      return;
    }
    const parent = [...records].reverse().find((r) => r.level < level) ?? records[0];
    // A skipped level (an h4 right under an h2) stays empty, as in DocSearch records.
    const hierarchy = Array.from({ length: level }, (_, i) => parent.hierarchy[i] ?? '');
    const id = $(element).attr('id');
    current = {
      hierarchy: [...hierarchy, text],
      url: id ? `${pagePath}#${id}` : pagePath,
      tag: meta.tag,
      level,
      title: '',
      heading: text,
      content: '',
    };
    records.push(current);
  });
  return records;
}
