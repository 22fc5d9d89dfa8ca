import type { ReactNode } from 'react';
import { useActiveDocContext, useActivePlugin } from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type { Props } from '@theme/DocVersionBanner';
import EditionHints from '../../components/EditionHints';
import TranslationNotice from '../../components/TranslationNotice';

/**
 * Adds the untranslated-page notice and the edition hints above a doc. The
 * banner also heads category index pages, which have no doc context; the docs
 * global data lists them beside the docs with their slug (always starting
 * with `/`) as id, where doc ids never start with `/` (were that to change,
 * `useDoc` would throw while rendering category pages and fail the build).
 * Relative imports: a test fixture site reuses this file.
 */
export default function DocVersionBannerWithPageNotices(props: Props): ReactNode {
  const pluginId = useActivePlugin()?.pluginId;
  const { activeDoc, activeVersion } = useActiveDocContext(pluginId);
  return (
    <>
      <DocVersionBanner {...props} />
      {activeDoc && activeVersion && !activeDoc.id.startsWith('/') && (
        <>
          <TranslationNotice />
          <EditionHints pluginId={pluginId} versionName={activeVersion.name} docId={activeDoc.id} />
        </>
      )}
    </>
  );
}
