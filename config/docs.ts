import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { EDITION_VERSIONS } from '../src/data/editions';
import { consoleScreenFigures, consoleScreenLoading } from '../src/plugins/console-screens/remark';
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
  // Console pictures: `::console-screen{id="…"}` (src/plugins/console-screens).
  beforeDefaultRemarkPlugins: [consoleScreenFigures],
  remarkPlugins: [consoleScreenLoading],
  showLastUpdateAuthor: false,
  lastVersion: EDITION_VERSIONS.professional.version,
  versions: Object.fromEntries(
    Object.values(EDITION_VERSIONS).map(({ version, path, label }) => [
      version,
      { label, ...(path ? { path } : {}), banner: 'none', badge: true },
    ]),
  ),
} satisfies DocsOptions;
