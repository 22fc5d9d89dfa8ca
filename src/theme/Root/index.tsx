import type { ReactNode } from 'react';
import OfflineStatus from '@site/src/components/OfflineStatus';

/** Adds the offline-reading state (a fixed toast) to every page. */
export default function RootWithOfflineStatus({ children }: { children: ReactNode }): ReactNode {
  return (
    <>
      {children}
      <OfflineStatus />
    </>
  );
}
