import type { ReactNode } from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import { useMobileMenuWanted } from '../../../mobileMenuIntent';

/** The mobile menu, rendered once the reader reaches for its button (or it is opened). */
export default function MobileSidebarWhenWanted(): ReactNode {
  return useMobileMenuWanted() ? <MobileSidebar /> : null;
}
