import { lazy, Suspense, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OfflineStatus from '@site/src/components/OfflineStatus';

// Needed only after hydration, and by few readers: kept out of every page's first load.
const LanguageNote = lazy(() => import('@site/src/components/LanguageNote'));

/**
 * Wraps every page in the offline-reading state (the "offline" toast;
 * "available offline" is in the navbar) and, once hydrated, adds the note
 * offering the page in the reader's language.
 */
export default function RootWithOfflineStatusAndLanguageNote({
  children,
}: {
  children: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <OfflineStatus>
      {children}
      {isBrowser && (
        <Suspense fallback={null}>
          <LanguageNote />
        </Suspense>
      )}
    </OfflineStatus>
  );
}
