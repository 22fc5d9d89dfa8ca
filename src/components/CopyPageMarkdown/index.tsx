import { useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import { twinPath } from '@site/src/plugins/markdown-twins/twinPath';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const loadCopy = () => import('./copyMarkdown');

/** "Copy page as Markdown": copies the page's twin (`<permalink>.md`) to the clipboard. */
export default function CopyPageMarkdown({ permalink }: { permalink: string }): ReactNode {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 3000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('copying');
    try {
      const { copyMarkdown } = await loadCopy();
      await copyMarkdown(twinPath(permalink));
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        onPointerEnter={loadCopy}
        onFocus={loadCopy}
        disabled={state === 'copying'}
        data-state={state}>
        {state === 'copied' ? (
          <Translate
            id="markdownTwin.copied"
            description="Shown after the page Markdown was copied">
            已复制 Markdown
          </Translate>
        ) : (
          <Translate id="markdownTwin.copy" description="Button that copies the page as Markdown">
            复制本页 Markdown
          </Translate>
        )}
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && (
          <Translate
            id="markdownTwin.copiedStatus"
            description="Screen-reader and visible confirmation">
            本页 Markdown 已复制到剪贴板
          </Translate>
        )}
        {state === 'failed' && (
          <Translate
            id="markdownTwin.failed"
            description="Shown when copying the page Markdown failed">
            复制失败，请直接打开本页的 Markdown 文件
          </Translate>
        )}
      </span>
    </div>
  );
}
