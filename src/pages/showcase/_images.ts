// Types of `@theme/IdealImage` (the plugin is not in tsconfig's `types`).
/// <reference types="@docusaurus/plugin-ideal-image" />
import type { Props as IdealImageProps } from '@theme/IdealImage';

/* eslint-disable @typescript-eslint/no-require-imports -- static requires for the image loader */

/** What `@theme/IdealImage` takes: the result of `require()` of an image. */
export type ShowcaseImage = IdealImageProps['img'];

/**
 * Card images by file name (`ShowcaseEntry.image`). Each `require` is static so
 * that @docusaurus/plugin-ideal-image processes the file in production builds
 * (responsive sizes and a low-quality placeholder); in development it is the
 * plain file URL. Regenerate the PNGs with scripts/generate-showcase-images.mjs
 * and add a line here for a new entry.
 */
export const showcaseImages: Partial<Record<string, ShowcaseImage>> = {
  'sagooiot.png': require('@site/src/data/showcase/sagooiot.png'),
  'sagooiot-ui.png': require('@site/src/data/showcase/sagooiot-ui.png'),
  'sagooiot-doc.png': require('@site/src/data/showcase/sagooiot-doc.png'),
  'iotgateway.png': require('@site/src/data/showcase/iotgateway.png'),
  'iotgateway-example.png': require('@site/src/data/showcase/iotgateway-example.png'),
  'protocol-plugin-tgn52.png': require('@site/src/data/showcase/protocol-plugin-tgn52.png'),
  'sagooiot-plugin-notice.png': require('@site/src/data/showcase/sagooiot-plugin-notice.png'),
  'power.png': require('@site/src/data/showcase/power.png'),
  'city.png': require('@site/src/data/showcase/city.png'),
  'park.png': require('@site/src/data/showcase/park.png'),
  'heating.png': require('@site/src/data/showcase/heating.png'),
  'guolu.png': require('@site/src/data/showcase/guolu.png'),
};
