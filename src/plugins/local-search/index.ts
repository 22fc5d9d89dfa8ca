/**
 * Local search: the offline backend of the DocSearch modal, used when no
 * Algolia settings are present (config/search.ts decides).
 *
 * - Theme: `@theme/SearchBar` (DocSearch button and modal) and
 *   `@theme/SearchPage` (`/search`), both served by the local index.
 * - postBuild: crawls the built HTML of the locale being built and writes its
 *   index, one part per edition, under content-hashed names, plus a small
 *   manifest naming them and the files of the search code (which the offline
 *   service worker caches on install, src/plugins/offline).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { normalizeUrl } from '@docusaurus/utils';
import { readDefaultCodeTranslationMessages } from '@docusaurus/theme-translations';
import { builtHtmlFile } from '../../utils/builtHtmlFile';
import { extractRecords } from './crawl';
import {
  MANIFEST_FILE,
  SEARCH_CODE_CHUNKS,
  SEARCH_PAGE_PATH,
  type SearchManifest,
} from './protocol';
import { buildIndexParts, type SearchRecord } from './searchIndex';
import { encodeGroups, glossaryGroups, groupsFor, READER_WORDS } from './expansions';
import {
  glossaryFile,
  parseGlossary,
  wrongForms,
} from '../../../scripts/content-lint/glossaryTerms';

export { SEARCH_PAGE_PATH };

export type LocalSearchOptions = {
  /** "Let us know" link of the no-results screen. */
  feedbackUrl: string;
};

export interface LocalSearchGlobalData {
  feedbackUrl: string;
}

/** The DocSearch texts (and their translations) that theme-search-algolia ships. */
const algoliaThemeLib = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));

export async function crawlBuiltSite(
  outDir: string,
  baseUrl: string,
  routesPaths: string[],
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  const searchPage = normalizeUrl([baseUrl, SEARCH_PAGE_PATH]);
  for (const route of [...new Set(routesPaths)].sort()) {
    if (route === searchPage || !route.startsWith(baseUrl)) continue;
    const routeFromBase = route.slice(baseUrl.length).replace(/\/$/, '');
    const file = builtHtmlFile(outDir, routeFromBase);
    if (!file) continue; // the 404 route and other pages that are not files
    for (const record of extractRecords(await fs.readFile(file, 'utf8'), routeFromBase)) {
      records.push({ ...record, id: records.length });
    }
  }
  return records;
}

/**
 * A bundler plugin noting the files of the search code's chunk groups as the
 * client bundle is emitted (postBuild of the same build reads them).
 */
function searchCodeFiles(): { files: string[]; plugin: WebpackPluginInstance } {
  const files: string[] = [];
  const plugin: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('local-search', ({ compilation }) => {
        files.length = 0;
        for (const name of SEARCH_CODE_CHUNKS) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) throw new Error(`local-search: no chunk named ${name} in the client bundle`);
          for (const chunk of group.chunks) files.push(...chunk.files);
        }
      });
    },
  };
  return { files, plugin };
}

export default function localSearchPlugin(
  context: LoadContext,
  options: LocalSearchOptions,
): Plugin {
  const searchCode = searchCodeFiles();
  return {
    name: 'local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getDefaultCodeTranslationMessages() {
      return readDefaultCodeTranslationMessages({
        locale: context.i18n.currentLocale,
        name: 'theme-search-algolia',
      });
    },

    configureWebpack(_config, isServer) {
      return {
        plugins: isServer ? [] : [searchCode.plugin],
        resolve: {
          alias: {
            '@theme/SearchTranslations': path.join(
              algoliaThemeLib,
              'theme/SearchTranslations/index.js',
            ),
          },
        },
      };
    },

    async contentLoaded({ actions }) {
      actions.setGlobalData({ feedbackUrl: options.feedbackUrl } satisfies LocalSearchGlobalData);
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, SEARCH_PAGE_PATH]),
        component: '@theme/SearchPage',
        exact: true,
      });
    },

    async postBuild({ outDir, baseUrl, routesPaths, i18n }) {
      const records = await crawlBuiltSite(outDir, baseUrl, routesPaths);
      const manifest: SearchManifest = {
        locale: i18n.currentLocale,
        parts: {},
        code: [...new Set(searchCode.files)].sort(),
        expansions: encodeGroups(
          groupsFor(
            [
              ...glossaryGroups(
                parseGlossary(await fs.readFile(glossaryFile, 'utf8')).map((row) => ({
                  ...row,
                  wrong: wrongForms(row),
                })),
              ),
              ...READER_WORDS,
            ],
            i18n.currentLocale.startsWith('zh'),
          ),
        ),
      };
      for (const part of buildIndexParts(records)) {
        const json = JSON.stringify(part);
        const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
        const file = `search-index.${part.tag}.${hash}.json`;
        manifest.parts[part.tag] = file;
        await fs.writeFile(path.join(outDir, file), json);
      }
      await fs.writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
    },
  };
}
