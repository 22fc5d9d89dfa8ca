import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type MermaidType from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * How far below (or above) the viewport a diagram starts rendering: enough
 * for it to be drawn before a reader scrolls to it, not the whole page.
 */
export const RENDER_AHEAD = '300px 0px';

/**
 * Renders a diagram only when it comes near the viewport. Mermaid's layout is
 * the costliest script of a doc page (hundreds of milliseconds on a phone)
 * and most diagrams sit below the first screen, so a page no longer pays for
 * diagrams its reader has not reached.
 */
export default function MermaidWhenNearViewport(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: RENDER_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // The slot keeps its height while empty, so content does not jump twice.
  return (
    <div ref={slot} className={clsx('diagram-slot', styles.slot)}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
