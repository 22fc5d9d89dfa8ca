/**
 * Which of the site's locales a browser prefers, and where the page being read
 * lives in another locale. Pure functions, unit-tested (tests/unit/localeUrls.test.ts).
 */

/**
 * The site locale of the first browser language that has one: `zh`, `zh-CN`,
 * `zh-Hans-CN`, `zh-TW` read Chinese; `en-GB` reads `en`. Undefined when none
 * of the reader's languages is a site locale.
 */
export function preferredSiteLocale(
  browserLanguages: readonly string[],
  siteLocales: readonly string[],
): string | undefined {
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = siteLocales.find((locale) => locale.toLowerCase().split('-')[0] === primary);
    if (match) return match;
  }
  return undefined;
}

/**
 * The URL of `path` (a pathname under `baseUrl`, with its query and hash) in
 * `targetLocale`: the default locale sits at the site's base URL, every other
 * one under `<base>/<locale>/` (Docusaurus' i18n layout).
 */
export function alternatePageUrl({
  baseUrl,
  currentLocale,
  defaultLocale,
  targetLocale,
  path,
}: {
  baseUrl: string;
  currentLocale: string;
  defaultLocale: string;
  targetLocale: string;
  path: string;
}): string {
  const siteBase =
    currentLocale === defaultLocale ? baseUrl : baseUrl.slice(0, -`${currentLocale}/`.length);
  const targetBase = targetLocale === defaultLocale ? siteBase : `${siteBase}${targetLocale}/`;
  const fromBase = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  return `${targetBase}${fromBase}`;
}
