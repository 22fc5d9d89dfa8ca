/**
 * Keeps code that the first paint does not need out of the main bundle, which
 * every page loads before it hydrates (the first-load budget, budgets.json):
 *
 * - Prism: theme-classic registers the extra code languages in a global client
 *   module, which pulls prism-react-renderer and every grammar into the main
 *   bundle. Here that module is emptied and the code block's own chunk
 *   (src/theme/CodeBlock/Highlighted) registers the languages instead; it loads
 *   when a block comes near the viewport.
 * - Image zoom: medium-zoom loads only on pages that have a zoomable image
 *   (`./imageZoom`, configured by `themeConfig.zoom`).
 * - Link prefetching: made in idle slices rather than in one long task after
 *   hydration (`./idlePrefetch`).
 * - Route components: created when a route is first needed rather than all
 *   while the main bundle starts (`./lazyRouteComponent`).
 * - The page template: the browser's copy of the site config goes without it
 *   (`./dropPageTemplate.cjs`).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const themeClassicPrismModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

export default function leanFirstLoadPlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-first-load',

    getClientModules() {
      return [path.join(__dirname, 'imageZoom'), path.join(__dirname, 'idlePrefetch')];
    },

    configureWebpack(_config, isServer, { currentBundler }) {
      const routeTable = path.join(context.generatedFilesDir, 'routes.js');
      const siteConfig = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
      return {
        resolve: { alias: { [`${themeClassicPrismModule}$`]: false } },
        module: {
          rules: isServer
            ? []
            : [{ test: siteConfig, use: [path.join(__dirname, 'dropPageTemplate.cjs')] }],
        },
        plugins: [
          // Only the route table's import; lazyRouteComponent imports the original.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (resource.contextInfo?.issuer === routeTable) {
                resource.request = path.join(__dirname, 'lazyRouteComponent');
              }
            },
          ),
        ],
      };
    },
  };
}
