import { useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this component was first rendered while React hydrated the page,
 * i.e. its server-rendered HTML is on the page (for the component's whole
 * life; components mounted later, by client-side navigation, have none).
 */
export function useHydratedFromServer(): boolean {
  const isBrowser = useIsBrowser();
  const [fromServer] = useState(ExecutionEnvironment.canUseDOM && !isBrowser);
  return fromServer;
}

/**
 * For `dangerouslySetInnerHTML`: React does not hydrate the children of an
 * element whose HTML it is told to set, and with the same object on every
 * render it never sets it, so the server's DOM of that element stays.
 */
export const KEEP_SERVER_HTML = { __html: '' };

/**
 * Renders `children` on the server and after client-side navigation; on a page
 * hydrated from the server keeps what the server wrote instead, so React
 * neither renders nor hydrates them. For output that only depends on the
 * page's data and costs real time to render in the browser (dates: the first
 * `Intl.DateTimeFormat` loads locale data).
 */
export default function ServerHtml({
  as: Slot = 'div',
  children,
}: {
  as?: 'div' | 'span';
  children: ReactNode;
}): ReactNode {
  if (useHydratedFromServer()) {
    return <Slot dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return <Slot>{children}</Slot>;
}
