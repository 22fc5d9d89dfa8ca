/**
 * The showcase's order (recommended first, then by title in the locale),
 * computed while building each locale: sorting on the page needs a Chinese
 * collator, whose first creation loads ICU's collation data (~12 ms) while the
 * page hydrates. The page imports the ids as `@generated/showcase-order/default/order.json`.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { showcaseEntries } from '../../data/showcase';
import { sortEntries } from '../../pages/showcase/_utils';

export const ORDER_FILE = 'order.json';

export default function showcaseOrderPlugin(context: LoadContext): Plugin {
  return {
    name: 'showcase-order',
    async contentLoaded({ actions }) {
      const ids = sortEntries(showcaseEntries, context.i18n.currentLocale).map((entry) => entry.id);
      await actions.createData(ORDER_FILE, JSON.stringify(ids));
    },
  };
}
