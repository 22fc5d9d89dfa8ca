import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type { Props } from '@theme/DocItem/Content';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

/** Adds the "Copy page as Markdown" button above the page title. */
export default function DocItemContentWithCopyMarkdown(props: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPageMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
