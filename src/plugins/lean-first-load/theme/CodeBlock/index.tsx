import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { KEEP_SERVER_HTML, useHydratedFromServer } from '../../serverHtml';
import { useNearViewport } from '../../nearViewport';
import type { WrapperProps } from '@docusaurus/types';
import type CodeBlockType from '@theme/CodeBlock';
import ServerHighlighted from './serverHighlighted';

type Props = WrapperProps<typeof CodeBlockType>;

const loadHighlighted = (): Promise<{ default: ComponentType<Props> }> => import('./Highlighted');

let Highlighted: ComponentType<Props> | undefined;
let highlighting: Promise<void> | undefined;
function loadHighlighter(): Promise<void> {
  highlighting ??= loadHighlighted().then((module) => {
    Highlighted = module.default;
  });
  return highlighting;
}

/**
 * Code blocks that keep their server-rendered HTML until they come near the
 * viewport. Prism and its grammars are the largest script of a page with code,
 * and the theme's block re-renders every token once more after hydration; the
 * server already wrote the highlighted tokens, so a block far from the reader
 * stays that HTML (readable, selectable, printable) and becomes the theme's
 * live block — copy and wrap buttons, colour mode — shortly before it is
 * reached, or as soon as a pointer, finger or focus lands on it.
 */
export default function CodeBlockHighlightedWhenNear(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const onServerHtml = useHydratedFromServer();
  const [live, setLive] = useState(Highlighted !== undefined);
  const [reached, setReached] = useState(false); // a pointer, finger or focus on it
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, isBrowser && onServerHtml && !live);
  // A block rendered by client navigation has no server HTML to show meanwhile.
  const wantsLive = isBrowser && !live && (!onServerHtml || near || reached);
  useEffect(() => {
    if (!wantsLive) return undefined;
    let cancelled = false;
    loadHighlighter().then(
      () => !cancelled && setLive(true),
      () => {}, // offline with the chunk uncached: the server HTML stays
    );
    return () => {
      cancelled = true;
    };
  }, [wantsLive]);

  if (!ExecutionEnvironment.canUseDOM) {
    // The server renders the full block, in place (./serverHighlighted).
    return (
      <div>
        <ServerHighlighted {...props} />
      </div>
    );
  }
  if (live && Highlighted) {
    return (
      <div key="live">
        <Highlighted {...props} />
      </div>
    );
  }
  if (onServerHtml) {
    return (
      <div
        key="server-html"
        ref={slot}
        onPointerEnter={() => setReached(true)}
        onTouchStart={() => setReached(true)}
        onFocus={() => setReached(true)}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
      />
    );
  }
  // Client navigation before the highlighter has loaded (a moment): the plain code.
  return (
    <div key="plain">
      <pre>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
