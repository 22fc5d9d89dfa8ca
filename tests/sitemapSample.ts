/**
 * The pages `npm test` sweeps in Chromium (tests/e2e/smoke.test.ts): one page
 * of every section (`docs/iot`, `develop/api`, `community/install`, `blog`…),
 * the first page with a console picture, and every `STRIDE`th page besides.
 * `npm run test:full` sweeps every sitemap URL (tests/e2e/full/smoke.test.ts).
 */
export const STRIDE = 8;

/**
 * The section a page lies in: the first two segments of its path under the
 * locale prefix, fewer for a page that is itself at that depth
 * (`/docs/iot/device/instance` → `docs/iot`, `/category/faq` → `category`,
 * `/search` → `search`).
 */
export function sectionOf(path: string, prefix: string): string {
  const segments = path.slice(prefix.length).split('/').filter(Boolean);
  return segments.slice(0, Math.max(1, Math.min(2, segments.length - 1))).join('/');
}

/**
 * `paths` in sitemap order, thinned to the first page of each section, the
 * first of the pages `featured` names (pages with a console picture, say),
 * and every `STRIDE`th page; order kept.
 */
export function sitemapSample(
  paths: readonly string[],
  prefix: string,
  featured: (path: string) => boolean = () => false,
): string[] {
  const sections = new Set<string>();
  let featureSeen = false;
  return paths.filter((path, index) => {
    const section = sectionOf(path, prefix);
    const firstOfSection = !sections.has(section);
    sections.add(section);
    const firstFeatured = !featureSeen && featured(path);
    if (firstFeatured) featureSeen = true;
    return firstOfSection || firstFeatured || index % STRIDE === STRIDE - 1;
  });
}
