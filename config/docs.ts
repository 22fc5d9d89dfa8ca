import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { settings } from './settings';

/**
 * One docs plugin rooted at `/`: `docs/` holds the four areas (docs, develop,
 * cases, join). The three editions are its versions; none of them is "old",
 * so no version banner is shown.
 */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: ({ versionDocsDirPath, docPath }) =>
    `${settings.editUrl}${versionDocsDirPath}/${docPath}`,
  editLocalizedFiles: true,
  showLastUpdateTime: true,
  showLastUpdateAuthor: false,
  lastVersion: 'current',
  versions: {
    current: { label: '专业版', banner: 'none', badge: true },
    community: { label: '社区版', path: 'community', banner: 'none', badge: true },
    enterprise: { label: '企业版', path: 'enterprise', banner: 'none', badge: true },
  },
} satisfies DocsOptions;
