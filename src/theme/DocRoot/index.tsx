import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDocRootMetadata } from '@docusaurus/plugin-content-docs/client';
import DocRoot from '@theme-original/DocRoot';
import type { Props } from '@theme/DocRoot';

/**
 * Adds the "Page Not Found" title to the not-found page. The docs live at `/`,
 * so their root route catches every unknown path and shows the not-found
 * content without a title: the tab would read the site title alone.
 */
export default function DocRootWithNotFoundTitle(props: Props): ReactNode {
  const isDoc = useDocRootMetadata(props) !== null;
  return (
    <>
      {!isDoc && (
        <PageMetadata
          title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
        />
      )}
      <DocRoot {...props} />
    </>
  );
}
