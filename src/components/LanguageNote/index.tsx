import { useState, useSyncExternalStore, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { createStorageSlot } from '@docusaurus/theme-common';
import { alternatePageUrl, preferredSiteLocale } from '@site/src/utils/localeUrls';
import Note from './Note';

const dismissed = createStorageSlot('language-note-dismissed');

function subscribeToLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

const noSubscription = () => () => undefined;

/**
 * A small note, for a reader whose browser prefers the site's other language,
 * linking to the same page in that language. It never redirects, is drawn
 * only in the browser after hydration (the HTML every reader and crawler gets
 * is the same), floats over the page (no layout shift) and, once dismissed,
 * stays away in both locales. src/theme/Root loads it after hydration, out of
 * every page's first load.
 */
export default function LanguageNote(): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname, search, hash } = useLocation();
  const [closed, setClosed] = useState(false);
  // The server (and hydration) snapshots: no note; the browser's after hydration.
  const preferred = useSyncExternalStore(
    subscribeToLanguages,
    () => preferredSiteLocale(navigator.languages ?? [navigator.language], i18n.locales) ?? null,
    () => null,
  );
  const wasDismissed = useSyncExternalStore(
    noSubscription,
    () => dismissed.get() === 'true',
    () => true,
  );
  if (closed || wasDismissed || !preferred || preferred === i18n.currentLocale) return null;
  const href = alternatePageUrl({
    baseUrl: siteConfig.baseUrl,
    currentLocale: i18n.currentLocale,
    defaultLocale: i18n.defaultLocale,
    targetLocale: preferred,
    path: `${pathname}${search}${hash}`,
  });
  const dismiss = () => {
    dismissed.set('true');
    setClosed(true);
  };
  return <Note locale={preferred} href={href} onDismiss={dismiss} />;
}
