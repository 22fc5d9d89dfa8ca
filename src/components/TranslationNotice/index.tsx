import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { isPendingTranslation, isUntranslated } from './translationStatus';

/**
 * Tells readers of a locale that this doc is still shown in the original
 * Chinese, or that its translation is being brought up to date.
 */
export default function TranslationNotice(): ReactNode {
  const { currentLocale, defaultLocale } = useDocusaurusContext().i18n;
  const { metadata, frontMatter } = useDoc();
  const untranslated = isUntranslated(metadata.source, currentLocale, defaultLocale);
  if (!untranslated && !isPendingTranslation(frontMatter)) return null;
  const contribute = (
    <Link to="/join/partake/doc">
      <Translate id="translationNotice.contribute">参与翻译</Translate>
    </Link>
  );
  return (
    <div
      className="alert alert--info margin-bottom--md"
      role="note"
      data-translation-notice={untranslated ? 'untranslated' : 'pending'}>
      {untranslated ? (
        <Translate id="translationNotice.text" values={{ contribute }}>
          {'本页还没有译文，下面是中文原文。欢迎{contribute}。'}
        </Translate>
      ) : (
        <Translate id="translationNotice.pending" values={{ contribute }}>
          {'本页译文正在更新，可能落后于中文原文。欢迎{contribute}。'}
        </Translate>
      )}
    </div>
  );
}
