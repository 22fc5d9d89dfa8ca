import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useMobileMenuWanted } from '@site/src/components/mobileMenuIntent';

/** The mobile menu, rendered once the reader reaches for its button (or it is opened). */
export default function MobileSidebarWhenWanted(): ReactNode {
  const wanted = useMobileMenuWanted();
  const { shown } = useNavbarMobileSidebar();
  return wanted || shown ? <MobileSidebar /> : null;
}
