import type { Config, PluginConfig, PluginModule } from '@docusaurus/types';
import leanFirstLoadPlugin, {
  type LeanFirstLoadOptions,
  type Piece,
} from '../src/plugins/lean-first-load';
import { pageStartTemplate } from '../src/plugins/lean-first-load/pageStart';
import { settings } from './settings';

const layer = settings.leanFirstLoad;
const without = (layer ? layer.without : []) as Piece[];

// A build without some pieces differs from the whole layer's only in bundler
// aliases, which Rspack's persistent cache does not key on (the core keys it on
// the theme's aliases): such a build would reuse the whole layer's modules.
if (without.length > 0) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';

/**
 * The speed layer (src/plugins/lean-first-load) as the site config takes it:
 * a theme listed after the ones it wraps, and the page template of its
 * `pageStart` piece. Both are absent with `LEAN_FIRST_LOAD=off`.
 */
export const leanFirstLoad = {
  themes: layer
    ? [[leanFirstLoadPlugin as PluginModule, { without } satisfies LeanFirstLoadOptions]]
    : [],
  ssrTemplate: layer && !without.includes('pageStart') ? pageStartTemplate : undefined,
} satisfies { themes: PluginConfig[]; ssrTemplate: Config['ssrTemplate'] };
