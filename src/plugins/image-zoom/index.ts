/**
 * Click-to-zoom for the images of Markdown pages (`themeConfig.zoom.selector`),
 * drawn by medium-zoom, which is fetched only by pages that have such an image.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client')];
    },
  };
}
