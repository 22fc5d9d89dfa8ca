import type { ReactNode } from 'react';
import IconClose from '@theme/Icon/Close';
import styles from './styles.module.css';

/** Written in the language the note offers: the reader may not read the page's. */
const TEXTS: Record<string, { lang: string; text: string; link: string; close: string }> = {
  'zh-Hans': { lang: 'zh-CN', text: '本页有中文版。', link: '阅读中文版', close: '关闭' },
  en: {
    lang: 'en',
    text: 'This page is also in English.',
    link: 'Read it in English',
    close: 'Dismiss',
  },
};

/** The note itself, loaded only for a reader who gets it (see index.tsx). */
export default function Note({
  locale,
  href,
  onDismiss,
}: {
  locale: string;
  href: string;
  onDismiss: () => void;
}): ReactNode {
  const texts = TEXTS[locale];
  if (!texts) return null;
  return (
    <aside
      className={styles.note}
      lang={texts.lang}
      aria-label={texts.text}
      data-language-note={locale}>
      <span>{texts.text}</span>
      {/* The other locale is another build of the site: a full page load, not a client-side route. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={href} hrefLang={texts.lang} className={styles.link}>
        {texts.link}
      </a>
      <button
        type="button"
        className={styles.close}
        onClick={onDismiss}
        aria-label={texts.close}
        title={texts.close}>
        <IconClose width={12} height={12} />
      </button>
    </aside>
  );
}
