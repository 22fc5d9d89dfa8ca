import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import type MermaidType from '@theme/Mermaid';
// theme-mermaid's own: `@theme-init/Mermaid` is theme-classic's empty placeholder.
// A file of its lib/, not a public API: checked against Docusaurus 3.10.2
// (tests/unit/docusaurusInternals.test.ts).
import Mermaid from '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js';
import type { WrapperProps } from '@docusaurus/types';
import { useNearViewport } from '../../nearViewport';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Renders a diagram only when it comes near the viewport. Mermaid's layout is
 * the costliest script of a doc page (hundreds of milliseconds on a phone)
 * and most diagrams sit below the first screen, so a page no longer pays for
 * diagrams its reader has not reached.
 */
export default function MermaidWhenNearViewport(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  // The slot keeps its height while empty, so content does not jump twice.
  return (
    <div ref={slot} className={clsx('diagram-slot', styles.slot)}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
