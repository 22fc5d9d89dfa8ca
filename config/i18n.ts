import type { Config } from '@docusaurus/types';
import { settings } from './settings';

/**
 * zh-Hans is the default locale at `/`; English lives under `/en`. The base
 * URLs are explicit so that `docusaurus build --locale en` (one locale per
 * process, scripts/build.mjs) still writes English under `/en`.
 */
export const i18n = {
  defaultLocale: 'zh-Hans',
  locales: ['zh-Hans', 'en'],
  localeConfigs: {
    'zh-Hans': {
      label: '简体中文',
      direction: 'ltr',
      htmlLang: 'zh-Hans',
      calendar: 'gregory',
      baseUrl: settings.baseUrl,
    },
    en: {
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
      baseUrl: `${settings.baseUrl}en/`,
    },
  },
} satisfies Config['i18n'];
