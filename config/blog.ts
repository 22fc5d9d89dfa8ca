import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { currentLocale, settings, type Locale } from './settings';

/** Feed title and description per locale (the default would read "<site title> Blog"). */
const feed: Record<Locale, { title: string; description: string }> = {
  'zh-Hans': {
    title: 'SagooIOT 沙果物联网平台博客',
    description: 'SagooIOT 的版本发布、升级指南与文档站动态。',
  },
  en: {
    title: 'SagooIOT Blog',
    description: 'SagooIOT releases, upgrade guides and news about these docs.',
  },
};

export const blog = {
  path: 'blog',
  blogTitle: '博客',
  blogDescription: 'SagooIOT 的版本发布、升级指南与文档站动态。',
  blogSidebarTitle: '最近文章',
  showReadingTime: true,
  editUrl: ({ blogDirPath, blogPath }) => `${settings.editUrl}${blogDirPath}/${blogPath}`,
  editLocalizedFiles: true,
  blogSidebarCount: 'ALL',
  // RSS, Atom and JSON Feed; the XML feeds get a stylesheet that renders them readably in a browser.
  feedOptions: { type: 'all', xslt: true, ...feed[currentLocale] },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;
