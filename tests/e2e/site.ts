/** What the browser tests expect of the site, per locale (spec §2, §8, §9). */
import fs from 'node:fs';
import path from 'node:path';

export interface LocaleFacts {
  name: 'zh-Hans' | 'en';
  /** URL prefix of the locale: zh-Hans is the default at `/`. */
  prefix: '' | '/en';
  htmlLang: string;
  siteTitle: string;
  editions: [string, string, string];
  texts: {
    notFoundTitle: string;
    notFound: string;
    crashed: string;
    tryAgain: string;
    backToMainMenu: string;
    skipToContent: string;
    copyCode: string;
    systemMode: string;
  };
}

export const locales: LocaleFacts[] = [
  {
    name: 'zh-Hans',
    prefix: '',
    htmlLang: 'zh-Hans',
    siteTitle: 'SagooIOT 沙果物联网平台',
    editions: ['专业版', '社区版', '企业版'],
    texts: {
      notFoundTitle: '找不到页面',
      notFound: '我们找不到您要找的页面。',
      crashed: '页面已崩溃。',
      tryAgain: '重试',
      backToMainMenu: '← 回到主菜单',
      skipToContent: '跳到主要内容',
      copyCode: '复制代码到剪贴板',
      systemMode: '跟随系统',
    },
  },
  {
    name: 'en',
    prefix: '/en',
    htmlLang: 'en-US',
    siteTitle: 'SagooIOT',
    editions: ['Professional', 'Community', 'Enterprise'],
    texts: {
      notFoundTitle: 'Page Not Found',
      notFound: 'We could not find what you were looking for.',
      crashed: 'This page crashed.',
      tryAgain: 'Try again',
      backToMainMenu: '← Back to main menu',
      skipToContent: 'Skip to main content',
      copyCode: 'Copy code to clipboard',
      systemMode: 'system mode',
    },
  },
];

export interface Template {
  name: string;
  /** Path in the default locale; prefix it with the locale's prefix. */
  path: string;
}

const searchPageBuilt = fs.existsSync(path.join(__dirname, '../../build/search.html'));

/** One page of every page template (spec §2 route table). */
export const templates: Template[] = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/docs/base/introduce' },
  { name: 'category-index', path: '/category/rule-engine' },
  { name: 'edition-landing', path: '/community' },
  { name: 'blog-list', path: '/blog' },
  { name: 'blog-post', path: '/blog/new-doc-site' },
  { name: 'tags', path: '/blog/tags' },
  { name: 'search', path: '/search?q=MQTT' },
  { name: 'showcase', path: '/showcase' },
  { name: 'not-found', path: '/this-page-does-not-exist' },
];

/** Why a template is not checked, when it is not built yet. */
export function notBuiltReason(template: Template): string | undefined {
  return template.name === 'search' && !searchPageBuilt
    ? 'no /search page in this build: it arrives with the search issue'
    : undefined;
}
