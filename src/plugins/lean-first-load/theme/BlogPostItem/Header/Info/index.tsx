import type { ReactNode } from 'react';
import Info from '@theme-init/BlogPostItem/Header/Info';
import type InfoType from '@theme/BlogPostItem/Header/Info';
import type { WrapperProps } from '@docusaurus/types';
import ServerHtml from '../../../../serverHtml';

type Props = WrapperProps<typeof InfoType>;

/** A blog post's date and reading time as the server formatted them (in UTC, as the browser would). */
export default function BlogPostInfoAsServerWrote(props: Props): ReactNode {
  return (
    <ServerHtml>
      <Info {...props} />
    </ServerHtml>
  );
}
