/**
 * A doc of another locale than the default is untranslated when Docusaurus
 * fell back to the default locale's source file: its metadata `source` then
 * points into `docs/` or `versioned_docs/` instead of `i18n/<locale>/`.
 */
export function isUntranslated(source: string, locale: string, defaultLocale: string): boolean {
  return locale !== defaultLocale && !source.startsWith('@site/i18n/');
}
