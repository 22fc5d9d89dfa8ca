import type { ReactNode } from 'react';
import Mobile from '@theme-init/DocSidebar/Mobile';
import type MobileType from '@theme/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { useMobileMenuWanted } from '../../../mobileMenuIntent';

type Props = WrapperProps<typeof MobileType>;

/**
 * The doc sidebar's part of the mobile menu, handed to the menu once it is
 * wanted. Besides its tree, handing it over compares its prop names with
 * `localeCompare`, whose first call builds a collator (9–12 ms on load).
 */
export default function DocSidebarMobileWhenWanted(props: Props): ReactNode {
  return useMobileMenuWanted() ? <Mobile {...props} /> : null;
}
