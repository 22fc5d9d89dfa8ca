/**
 * DocSearch (the search modal, in local and Algolia mode alike) bundles zod,
 * which probes whether it may compile code by calling `new Function("")`
 * inside a try. The site's Content-Security-Policy forbids eval (issue 24):
 * the probe fails as it should, but the browser reports a violation each time
 * the modal validates. The answer is known when building, so the loader
 * writes it in: "no eval", the path zod takes anyway under this policy.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function docsearchWithoutEvalPlugin(): Plugin {
  return {
    name: 'docsearch-without-eval',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/].*\.js$/,
              use: [path.join(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
