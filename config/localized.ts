/**
 * The config texts that differ per locale and that Docusaurus does not take
 * from the `i18n/` translation files: each locale's in one table. The config
 * is evaluated once per locale build (`currentLocale`).
 */
import type { Locale } from './settings';

/**
 * Announcement HTML may hold a text per screen size (src/theme/AnnouncementBar/screenSizes.css):
 * `announcement-desktop` above 996 px, where the language menu is at the navbar's right end,
 * `announcement-mobile` up to 996 px, where it is inside the menu opened at the top left.
 */
export const screenSizeTexts = (desktop: string, mobile: string): string =>
  `<span class="announcement-desktop">${desktop}</span><span class="announcement-mobile">${mobile}</span>`;

export interface LocalizedConfig {
  /** Site title, tagline and meta description. */
  site: { title: string; tagline: string; description: string };
  /** Blog feed title and description (the default would read "<site title> Blog"). */
  blogFeed: { title: string; description: string };
  /** Labels of the footer's contact channels. */
  contactLabels: { phone: string; chatGroup: string; social: string };
  /** The default announcement (ANNOUNCEMENT_CONTENT replaces it). */
  announcement: string;
}

export const localized = {
  'zh-Hans': {
    site: {
      title: 'SagooIOT 沙果物联网平台',
      tagline: '企业级开源物联网平台，追求高性能、低成本、易使用',
      description:
        'SagooIOT 文档：产品与设备、物模型、MQTT/HTTP/CoAP/TCP/Modbus 设备接入、规则引擎、告警与场景联动、组态、数据大屏、视频监控与开放接口。',
    },
    blogFeed: {
      title: 'SagooIOT 沙果物联网平台博客',
      description: 'SagooIOT 的版本发布、升级指南与文档站动态。',
    },
    contactLabels: { phone: '电话', chatGroup: '交流群', social: '公众号' },
    announcement: screenSizeTexts(
      '文档现已提供完整的英文版：点击右上角的语言菜单切换。',
      '文档现已提供英文版：打开左上角的菜单切换语言。',
    ),
  },
  en: {
    site: {
      title: 'SagooIOT',
      tagline:
        'The enterprise-grade open-source IoT platform, built for high performance, low cost and ease of use',
      description:
        'SagooIOT documentation: products and devices, thing models, MQTT/HTTP/CoAP/TCP/Modbus device access, the rule engine, alarms and scene linkage, HMI diagrams, dashboards, video monitoring and open APIs.',
    },
    blogFeed: {
      title: 'SagooIOT Blog',
      description: 'SagooIOT releases, upgrade guides and news about these docs.',
    },
    contactLabels: { phone: 'Phone', chatGroup: 'Chat group', social: 'Social account' },
    announcement: screenSizeTexts(
      'The SagooIOT docs are now available in English and Chinese: switch with the language menu at the top right.',
      'Also in Chinese: switch in the top-left menu.',
    ),
  },
} as const satisfies Record<Locale, LocalizedConfig>;
