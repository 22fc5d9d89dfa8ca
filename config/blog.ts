import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { localized } from './localized';
import { currentLocale, settings } from './settings';

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
  feedOptions: { type: 'all', xslt: true, ...localized[currentLocale].blogFeed },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;
