import type { ReactNode } from 'react';
import OfflineStatus from '@site/src/components/OfflineStatus';

/** Wraps every page in the offline-reading state (the "offline" toast; "available offline" is in the navbar). */
export default function RootWithOfflineStatus({ children }: { children: ReactNode }): ReactNode {
  return <OfflineStatus>{children}</OfflineStatus>;
}
