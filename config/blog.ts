import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { settings } from './settings';

export const blog = {
  path: 'blog',
  showReadingTime: true,
  editUrl: ({ blogDirPath, blogPath }) => `${settings.editUrl}${blogDirPath}/${blogPath}`,
  editLocalizedFiles: true,
  blogSidebarCount: 'ALL',
  feedOptions: { type: ['rss', 'atom'], xslt: true },
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
} satisfies BlogOptions;
