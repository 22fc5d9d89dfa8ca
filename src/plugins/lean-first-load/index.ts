/**
 * The speed layer: everything this site does only to make pages load faster,
 * in one plugin behind one switch (`LEAN_FIRST_LOAD=off` in the environment,
 * read by config/settings.ts). With the switch off this plugin is not loaded
 * and the site is stock Docusaurus plus its features; every functional test
 * passes either way (README "Performance" has what each piece is worth).
 *
 * Its theme components (`./theme`, served through `getThemePath`) wrap the
 * ones of theme-classic through `@theme-init/…` and theme-mermaid's Mermaid by
 * its file (`@theme-init/Mermaid` is theme-classic's empty placeholder), so the
 * plugin is listed after theme-mermaid (docusaurus.config.ts `themes`).
 *
 * Checked against Docusaurus 3.10.2; what each piece relies on beyond public
 * APIs is listed in `PIECES` and asserted by tests/unit/docusaurusInternals.test.ts.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Each piece of the layer and the theme components it provides (under ./theme),
 * with what leaving it out cost (`npm run bench:speed-layer -- --runs 5`:
 * Lighthouse 13 mobile, medians; pages zh home, zh doc, en home, en doc).
 */
export const PIECES = {
  /**
   * The page template: bundles start after the first paint (./pageStart.ts).
   * Out: LCP +1.0 to +1.1 s on three of the four pages.
   */
  pageStart: { theme: [] },
  /**
   * Prism and its grammars out of the main bundle; code blocks keep their
   * server HTML until they come near the viewport. Internal: theme-classic's
   * `lib/prism-include-languages` client module, emptied by an alias.
   * Out: +34 KB gzip on every first load, TBT +45 to +448 ms.
   */
  codeBlocks: { theme: ['CodeBlock'] },
  /** Mermaid diagrams drawn when they come near the viewport. Out: TBT +1.5 s and −15 to −23 points on doc pages. */
  diagrams: { theme: ['Mermaid'] },
  // The next five are each within the noise alone (±6 points); out together
  // they cost TBT +0.3 to +0.9 s and −10 to −17 points on three of the pages.
  /** Dates kept as the server formatted them (no Intl.DateTimeFormat while hydrating). Out alone: −6 to +3 points. */
  serverDates: { theme: ['LastUpdated', 'BlogPostItem/Header/Info'] },
  /**
   * The mobile menu rendered when the reader reaches for its button. Internal: `useNavbarMobileSidebar`.
   * Out with navbarDocLookup: TBT +190 to +230 ms, −6 to −8 points on English pages.
   */
  mobileMenu: { theme: ['Navbar/MobileSidebar', 'DocSidebar/Mobile'] },
  /** One active-doc lookup for the navbar's doc items, by path. Measured with mobileMenu (above). */
  navbarDocLookup: { theme: ['NavbarItem/DocNavbarItem'] },
  /**
   * Link prefetching in idle slices. Internal: replaces the frozen `window.docusaurus`.
   * Out with lazyRoutes: TBT +90 to +180 ms on three pages.
   */
  idlePrefetch: { theme: [] },
  /**
   * Route components created when first needed. Internal: `@docusaurus/ComponentCreator`,
   * replaced for the route table. Measured with idlePrefetch (above).
   */
  lazyRoutes: { theme: [] },
} as const satisfies Record<string, { theme: readonly string[] }>;

export type Piece = keyof typeof PIECES;
export const PIECE_NAMES = Object.keys(PIECES) as Piece[];

export interface LeanFirstLoadOptions {
  /** Pieces left out, to measure what each is worth (`LEAN_FIRST_LOAD=without:a,b`). */
  without?: Piece[];
}

/** A theme package's `lib` folder (its main entry's; not every one exports package.json). */
const themeLib = (name: string) => path.dirname(require.resolve(name));
const themeClassicLib = themeLib('@docusaurus/theme-classic');

/** Where the stock component of a theme piece lives, for a build without that piece. */
export function stockComponent(component: string): string {
  const lib = component === 'Mermaid' ? themeLib('@docusaurus/theme-mermaid') : themeClassicLib;
  const file = path.join(lib, 'theme', component);
  return component === 'NavbarItem/DocNavbarItem' ? `${file}.js` : path.join(file, 'index.js');
}

export default function leanFirstLoadPlugin(
  context: LoadContext,
  { without = [] }: LeanFirstLoadOptions = {},
): Plugin {
  const unknown = without.filter((piece) => !(piece in PIECES));
  if (unknown.length > 0) {
    throw new Error(`lean-first-load: no piece named ${unknown.join(', ')} (${PIECE_NAMES})`);
  }
  const on = (piece: Piece) => !without.includes(piece);
  const routeTable = path.join(context.generatedFilesDir, 'routes.js');

  return {
    name: 'lean-first-load',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      return on('idlePrefetch') ? [path.join(__dirname, 'idlePrefetch')] : [];
    },

    configureWebpack(_config, isServer, { currentBundler }) {
      const alias: Record<string, string | false> = {};
      const replacements = [];
      if (on('codeBlocks') && !isServer) {
        // The server's static import of the highlighted block stays out of the client build.
        replacements.push(
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /\/serverHighlighted$/,
            path.join(__dirname, 'theme/CodeBlock/noServerHighlighted'),
          ),
        );
      }
      if (on('codeBlocks')) {
        // theme-classic's global client module that registers every grammar.
        alias[`${path.join(themeClassicLib, 'prism-include-languages')}$`] = false;
      }
      for (const piece of without) {
        for (const component of PIECES[piece].theme) {
          // Same key as the core's theme alias, so it takes its place.
          alias[`@theme/${component}`] = stockComponent(component);
        }
      }
      if (on('lazyRoutes')) {
        replacements.push(
          // Only the route table's import; lazyRouteComponent imports the original.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (resource.contextInfo?.issuer === routeTable) {
                resource.request = path.join(__dirname, 'lazyRouteComponent');
              }
            },
          ),
        );
      }
      return { resolve: { alias }, plugins: replacements };
    },
  };
}
