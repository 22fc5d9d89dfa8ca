import type { ThemeConfig } from '@docusaurus/preset-classic';
import { settings, type Settings } from './settings';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/**
 * Navbar of spec §2. Labels are the Chinese source texts; their English
 * versions live in i18n/en/docusaurus-theme-classic/navbar.json.
 */
export function buildNavbar(s: Pick<Settings, 'feedbackUrl'>) {
  return {
    title: 'SagooIOT',
    logo: { alt: 'SagooIOT', src: 'img/logo.svg' },
    hideOnScroll: true,
    items: [
      { type: 'docsVersionDropdown', position: 'left' },
      {
        type: 'dropdown',
        label: '用户手册',
        to: '/docs/base/introduce',
        position: 'right',
        activeBaseRegex: '^(/en)?/docs/',
        items: [
          { type: 'doc', docId: 'docs/base/introduce', label: '系统指南' },
          { type: 'doc', docId: 'docs/install/deploy', label: '安装部署' },
          { type: 'doc', docId: 'docs/iot/device/instance', label: '物联管理' },
          { type: 'doc', docId: 'docs/iot/ruleEngine/instance', label: '规则引擎' },
          { type: 'doc', docId: 'docs/screen/pageGuide', label: '数据大屏' },
          { type: 'doc', docId: 'docs/media/start', label: '视频监控' },
          { type: 'doc', docId: 'docs/iot/configure/start', label: '组态管理' },
          { type: 'doc', docId: 'docs/access/index', label: '设备接入' },
        ],
      },
      {
        type: 'dropdown',
        label: '开发手册',
        to: '/develop/base',
        position: 'right',
        activeBaseRegex: '^(/en)?/develop/',
        items: [
          { type: 'doc', docId: 'develop/compile/environment', label: '编译与运行' },
          { type: 'doc', docId: 'develop/protocol/mqtt', label: '消息协议' },
          { type: 'doc', docId: 'develop/plugin/start', label: '插件开发' },
          { type: 'doc', docId: 'develop/front/introduce', label: '前端开发' },
          { type: 'doc', docId: 'develop/openapi/intro', label: 'OpenAPIs' },
        ],
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
