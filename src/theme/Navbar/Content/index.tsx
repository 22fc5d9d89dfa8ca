import type { ReactNode } from 'react';
import Content from '@theme-original/Navbar/Content';
import { OfflineReadyNotice } from '@site/src/components/OfflineStatus';

/** The navbar's content, and the short-lived "available offline" notice placed against it. */
export default function ContentWithOfflineNotice(): ReactNode {
  return (
    <>
      <Content />
      <OfflineReadyNotice />
    </>
  );
}
