import type { ThemeConfig } from '@docusaurus/preset-classic';
import { settings, type Settings } from './settings';

type Navbar = NonNullable<ThemeConfig['navbar']>;
type DocItem = { type: 'doc'; docId: string; label: string };

/**
 * Doc items of a dropdown, marked as lying under the dropdown's area. The mobile
 * menu expands a dropdown only when one of its items is active (spec §4), and a
 * doc item has no path of its own to compare; their own highlight still comes
 * from the active doc.
 */
const userManualArea = '^(/en)?/docs/';
const developerManualArea = '^(/en)?/develop/';
const underArea = (activeBaseRegex: string, items: DocItem[]) =>
  items.map((item) => ({ ...item, activeBaseRegex }));

/**
 * Navbar of spec §2. Labels are the Chinese source texts; their English
 * versions live in i18n/en/docusaurus-theme-classic/navbar.json.
 */
export function buildNavbar(s: Pick<Settings, 'feedbackUrl'>) {
  return {
    title: 'SagooIOT',
    // Not the title's text again: a screen reader would read the name twice (axe image-redundant-alt).
    logo: { alt: 'SagooIOT 首页', src: 'img/logo.svg' },
    hideOnScroll: true,
    items: [
      { type: 'docsVersionDropdown', position: 'left' },
      {
        type: 'dropdown',
        label: '用户手册',
        to: '/docs/base/introduce',
        position: 'right',
        activeBaseRegex: userManualArea,
        items: underArea(userManualArea, [
          { type: 'doc', docId: 'docs/base/introduce', label: '系统指南' },
          { type: 'doc', docId: 'docs/install/deploy', label: '安装部署' },
          { type: 'doc', docId: 'docs/iot/device/instance', label: '物联管理' },
          { type: 'doc', docId: 'docs/iot/ruleEngine/instance', label: '规则引擎' },
          { type: 'doc', docId: 'docs/screen/pageGuide', label: '数据大屏' },
          { type: 'doc', docId: 'docs/media/start', label: '视频监控' },
          { type: 'doc', docId: 'docs/iot/configure/start', label: '组态管理' },
          { type: 'doc', docId: 'docs/access/index', label: '设备接入' },
        ]),
      },
      {
        type: 'dropdown',
        label: '开发手册',
        to: '/develop/base',
        position: 'right',
        activeBaseRegex: developerManualArea,
        items: underArea(developerManualArea, [
          { type: 'doc', docId: 'develop/compile/environment', label: '编译与运行' },
          { type: 'doc', docId: 'develop/protocol/mqtt', label: '消息协议' },
          { type: 'doc', docId: 'develop/plugin/start', label: '插件开发' },
          { type: 'doc', docId: 'develop/front/introduce', label: '前端开发' },
          { type: 'doc', docId: 'develop/openapi/intro', label: 'OpenAPIs' },
        ]),
      },
      { type: 'doc', docId: 'cases/introduction', label: '项目案例', position: 'right' },
      { to: '/blog', label: '博客', position: 'right' },
      { type: 'doc', docId: 'join/intro', label: '加入我们', position: 'right' },
      { href: s.feedbackUrl, label: '问题反馈', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  } satisfies Navbar;
}

export const navbar = buildNavbar(settings);
