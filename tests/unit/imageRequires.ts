/**
 * Lets data modules that `require()` their images (src/data/showcase.ts, as
 * the bundler's image loader expects) load in Node: an image module is its
 * absolute file path, which the tests can open. Import before such a module.
 */
import Module from 'node:module';

const extensions = (Module as unknown as { _extensions: NodeJS.RequireExtensions })._extensions;
for (const ending of ['.png', '.jpg', '.webp', '.svg']) {
  extensions[ending] = (module, filename) => {
    module.exports = filename;
  };
}
