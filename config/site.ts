import { localized } from './localized';
import { currentLocale, settings } from './settings';

/** Title, tagline and description of the locale being built (config/localized.ts). */
export const site = localized[currentLocale].site;

/** Settings the browser needs, exposed as `siteConfig.customFields`. */
export const customFields = { feedbackUrl: settings.feedbackUrl } satisfies Record<string, unknown>;
export type CustomFields = typeof customFields;
