import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { isUntranslated } from './translationStatus';

/** Tells readers of a locale that this doc is still shown in the original Chinese. */
export default function TranslationNotice(): ReactNode {
  const { currentLocale, defaultLocale } = useDocusaurusContext().i18n;
  const { source } = useDoc().metadata;
  if (!isUntranslated(source, currentLocale, defaultLocale)) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="note" data-translation-notice="">
      <Translate
        id="translationNotice.text"
        values={{
          contribute: (
            <Link to="/join/partake/doc">
              <Translate id="translationNotice.contribute">参与翻译</Translate>
            </Link>
          ),
        }}>
        {'本页还没有译文，下面是中文原文。欢迎{contribute}。'}
      </Translate>
    </div>
  );
}
