/**
 * Console pictures stay files. Docusaurus inlines a Markdown image under 10 KB
 * as a data URI (url-loader's limit), into the page's HTML and again into its
 * script: the console's dialogs are 5–10 KB each, and the product page grew
 * from 14 to 53 KB gzip of HTML, which cost its first paint. Requests for a
 * picture under src/assets/console get `limit=false` instead (file-loader then
 * writes it under a hashed name, as it does the larger ones).
 * The request string is Docusaurus's `inlineMarkdownImageFileLoader`
 * (@docusaurus/utils webpackUtils, checked against 3.10.2).
 */
import type { Plugin } from '@docusaurus/types';

const CONSOLE_PICTURE = /src[\\/]assets[\\/]console[\\/][\w-]+\.webp$/;

/** The loader request of a console picture, never inlined. */
export function withoutInlining(request: string): string {
  return request.replace(/([?&])limit=\d+/, '$1limit=false');
}

export default function consoleScreensPlugin(): Plugin {
  return {
    name: 'console-screens',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            CONSOLE_PICTURE,
            (resource: { request: string }) => {
              resource.request = withoutInlining(resource.request);
            },
          ),
        ],
      };
    },
  };
}
