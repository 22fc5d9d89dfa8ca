import type { Config } from '@docusaurus/types';

/** zh-Hans is the default locale at `/`; English lives under `/en`. */
export const i18n = {
  defaultLocale: 'zh-Hans',
  locales: ['zh-Hans', 'en'],
  localeConfigs: {
    'zh-Hans': {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-Hans',
      calendar: 'gregory',
    },
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
    },
  },
} satisfies Config['i18n'];
