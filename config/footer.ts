import type { ThemeConfig } from '@docusaurus/preset-classic';
import { currentLocale, settings, type Locale, type Settings } from './settings';
import { escapeHtml } from '../src/utils/escapeHtml';
import { EDITION_VERSIONS } from '../src/data/editions';
import { localized } from './localized';

type Footer = NonNullable<ThemeConfig['footer']>;
type FooterItem =
  { label: string; href: string } | { label: string; to: string } | { html: string };

/** Contact channels appear only when configured: nothing real is committed. */
function contactItems(s: Settings, locale: Locale): FooterItem[] {
  const labels = localized[locale].contactLabels;
  const plain = (label: string, value: string) => ({
    html: `<span class="footer__link-item">${escapeHtml(`${label}: ${value}`)}</span>`,
  });
  const items: FooterItem[] = [];
  if (s.contact.phone) {
    items.push({
      html: `<a class="footer__link-item" href="tel:${escapeHtml(s.contact.phone.replace(/[^+\d]/g, ''))}">${escapeHtml(`${labels.phone}: ${s.contact.phone}`)}</a>`,
    });
  }
  if (s.contact.chatGroup) items.push(plain(labels.chatGroup, s.contact.chatGroup));
  if (s.contact.socialAccount) items.push(plain(labels.social, s.contact.socialAccount));
  items.push({ label: '问题反馈', href: s.feedbackUrl });
  return items;
}

/** Footer columns of spec §2; labels are translated in i18n/en/docusaurus-theme-classic/footer.json. */
export function buildFooter(s: Settings, locale: Locale) {
  return {
    style: 'dark',
    links: [
      {
        title: '文档',
        items: [
          { label: '用户手册', to: '/docs/base/introduce' },
          { label: '开发手册', to: '/develop/base' },
          { label: '项目案例', to: '/cases/introduction' },
          ...(['community', 'enterprise'] as const).map((id) => ({
            label: EDITION_VERSIONS[id].label,
            to: `/${EDITION_VERSIONS[id].path}`,
          })),
        ],
      },
      {
        title: '社区',
        items: [
          { label: '博客', to: '/blog' },
          { label: '加入我们', to: '/join/intro' },
          { label: 'GitHub', href: 'https://github.com/sagoo-cloud/sagooiot' },
          { label: 'Gitee', href: 'https://gitee.com/sagoo-cloud/sagooiot' },
          { label: '前端源码', href: 'https://github.com/sagoo-cloud/sagooiot-ui' },
        ],
      },
      { title: '联系我们', items: contactItems(s, locale) },
    ],
    ...(s.footerLogo ? { logo: s.footerLogo } : {}),
    copyright: escapeHtml(s.copyright),
  } satisfies Footer;
}

export const footer = buildFooter(settings, currentLocale);
