/**
 * A doc of another locale than the default is untranslated when Docusaurus
 * fell back to the default locale's source file: its metadata `source` then
 * points into `docs/` or `versioned_docs/` instead of `i18n/<locale>/`.
 */
export function isUntranslated(source: string, locale: string, defaultLocale: string): boolean {
  return locale !== defaultLocale && !source.startsWith('@site/i18n/');
}

/**
 * A translation whose author marked it `translation: pending` in its front
 * matter: the Chinese page changed and the translation has not caught up yet.
 */
export function isPendingTranslation(frontMatter: Record<string, unknown>): boolean {
  return frontMatter.translation === 'pending';
}
