import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useMobileMenuWanted } from '@site/src/components/mobileMenuIntent';

/** The mobile menu, rendered once the reader reaches for its button (or it is opened). */
export default function MobileSidebarWhenWanted(): ReactNode {
  return useMobileMenuWanted() ? <MobileSidebar /> : null;
}
