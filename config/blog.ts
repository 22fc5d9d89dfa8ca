import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { settings } from './settings';

export const blog = {
  path: 'blog',
  blogTitle: '博客',
  blogDescription: 'SagooIOT 的版本发布、升级指南与文档站动态。',
  blogSidebarTitle: '最近文章',
  showReadingTime: true,
  editUrl: ({ blogDirPath, blogPath }) => `${settings.editUrl}${blogDirPath}/${blogPath}`,
  editLocalizedFiles: true,
  blogSidebarCount: 'ALL',
  feedOptions: { type: ['rss', 'atom'], xslt: true },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;
