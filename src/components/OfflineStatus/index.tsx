import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import { createStorageSlot } from '@docusaurus/theme-common';
import IconClose from '@theme/Icon/Close';
import styles from './styles.module.css';

/** Same-origin URLs this page has loaded, so the service worker can keep them. */
function loadedUrls(): string[] {
  const page = window.location.href.split('#')[0];
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin));
  return [page, ...resources];
}

/** Resolves once the service worker controls this page (it claims pages on activation). */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * `fetchedThroughWorker`: a full page load the worker already controlled (and
 * so cached). Otherwise (first visit, client-side navigation) the worker is
 * told what to keep.
 */
async function keepForOffline(fetchedThroughWorker: boolean): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  if (!fetchedThroughWorker) {
    registration.active?.postMessage({ type: 'CACHE_URLS', urls: loadedUrls() });
  }
  await controlled();
  return Boolean(registration.active);
}

/**
 * Offline reading state: "available offline" once the service worker is
 * active (until the reader acknowledges it), "offline" while the network is
 * gone. Also hands every page the reader opens to the worker's cache.
 * (The "new version, reload" popup is plugin-pwa's own PwaReloadPopup.)
 */
function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export default function OfflineStatus(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [seen] = useState(() => createStorageSlot(`offline-ready-seen-${i18n.currentLocale}`));
  // "Available offline" until the reader closes it (remembered per locale).
  const [showReady, setShowReady] = useState(false);
  const isFullLoad = useRef(true);
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return undefined;
    let live = true;
    const fetchedThroughWorker = isFullLoad.current && navigator.serviceWorker.controller !== null;
    isFullLoad.current = false;
    keepForOffline(fetchedThroughWorker).then(
      (active) => live && setShowReady(active && seen.get() !== 'true'),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname, i18n.currentLocale, seen]);

  if (!online) {
    return (
      <div role="status" className={styles.status} data-offline-status="offline">
        <Translate id="offline.offline" description="Shown while the reader has no network">
          离线中：正在显示已保存的页面
        </Translate>
      </div>
    );
  }
  if (!showReady) return null;
  return (
    <div role="status" className={styles.status} data-offline-status="ready">
      <Translate id="offline.ready" description="Shown once the site can be read offline">
        已可离线阅读：访问过的页面和站内搜索在断网时仍可使用
      </Translate>
      <button
        type="button"
        className={styles.close}
        aria-label={translate({ id: 'offline.dismiss', message: '知道了' })}
        onClick={() => {
          seen.set('true');
          setShowReady(false);
        }}>
        <IconClose width={12} height={12} />
      </button>
    </div>
  );
}
