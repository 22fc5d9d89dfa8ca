/** Text in both site locales; English must be a real translation, not a copy. */
export interface Localized {
  'zh-Hans': string;
  en: string;
}

export type SiteLocale = keyof Localized;

export const pick = (text: Localized, locale: string): string =>
  locale === 'en' ? text.en : text['zh-Hans'];
