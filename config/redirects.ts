import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import {
  blogTagSlugs,
  categorySlugs,
  communityCategorySlugs,
  enterpriseCategorySlugs,
} from './legacyUrls';

type Redirect = { from: string; to: string };

const categoryRedirects = (prefix: string, slugs: Record<string, string>): Redirect[] =>
  Object.entries(slugs).map(([label, slug]) => ({
    from: `${prefix}/category/${label}`,
    to: `${prefix}/category/${slug}`,
  }));

/** Every Chinese URL of the earlier site, mapped to its ASCII successor. */
export const legacyRedirects: Redirect[] = [
  ...categoryRedirects('', categorySlugs),
  ...categoryRedirects('/community', communityCategorySlugs),
  ...categoryRedirects('/enterprise', enterpriseCategorySlugs),
  ...Object.entries(blogTagSlugs).map(([label, slug]) => ({
    from: `/blog/tags/${label}`,
    to: `/blog/tags/${slug}`,
  })),
];

export const redirects = { redirects: legacyRedirects } satisfies RedirectOptions;
