import { useEffect, type ReactNode } from 'react';
// Internal API, checked against Docusaurus 3.10.2 (tests/unit/docusaurusInternals.test.ts).
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import './screenSizes.css';

/**
 * The theme's bar, with its texts per screen size (`screenSizes.css`).
 * Shows a new announcement at once to a reader who closed an earlier one. The
 * theme marks such a reader "dismissed" before hydration, and its CSS keeps
 * hiding the bar on that visit even after the new id has reset the dismissal.
 */
export default function AnnouncementBarShownForNewIds(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
