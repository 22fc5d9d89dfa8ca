import type { PluginConfig } from '@docusaurus/types';
import leanFirstLoadPlugin from '../src/plugins/lean-first-load';
import { redirects } from './redirects';
import { search } from './search';

export const plugins = [
  [
    '@docusaurus/plugin-ideal-image',
    { quality: 70, max: 1030, min: 640, steps: 2, disableInDev: true },
  ],
  ['@docusaurus/plugin-client-redirects', redirects],
  leanFirstLoadPlugin,
  ...search.plugins,
] satisfies PluginConfig[];
