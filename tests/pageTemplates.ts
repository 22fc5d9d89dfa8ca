/**
 * One page of every page template of the site (spec §2 route table), without
 * the locale prefix: the one list the budgets, `npm run bench`, Lighthouse,
 * axe and the browser suites take their pages from.
 */
export const PAGE_TEMPLATES = {
  home: '/',
  doc: '/docs/iot/device/instance',
  category: '/category/device-access',
  edition: '/community',
  blogList: '/blog',
  blogPost: '/blog/sagooiot2.4.0',
  tags: '/blog/tags',
  search: '/search',
  showcase: '/showcase',
  /** No page has it: the host answers with the locale's 404.html. */
  notFound: '/no/such/page',
} as const;

export type PageTemplate = keyof typeof PAGE_TEMPLATES;

/** The templates whose page is a file of the build (all but the not-found page). */
export const BUILT_TEMPLATES = Object.fromEntries(
  Object.entries(PAGE_TEMPLATES).filter(([name]) => name !== 'notFound'),
) as Omit<typeof PAGE_TEMPLATES, 'notFound'>;

export type BuiltTemplate = keyof typeof BUILT_TEMPLATES;
