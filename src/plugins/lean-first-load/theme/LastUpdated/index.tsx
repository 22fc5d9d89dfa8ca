import type { ReactNode } from 'react';
import LastUpdated from '@theme-init/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';
import ServerHtml from '../../serverHtml';

type Props = WrapperProps<typeof LastUpdatedType>;

/** The "last updated" date of a doc as the server formatted it (in UTC, as the browser would). */
export default function LastUpdatedAsServerWrote(props: Props): ReactNode {
  return (
    <ServerHtml as="span">
      <LastUpdated {...props} />
    </ServerHtml>
  );
}
