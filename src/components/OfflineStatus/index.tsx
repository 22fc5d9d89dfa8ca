import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import { createStorageSlot } from '@docusaurus/theme-common';
// Internal API, checked against Docusaurus 3.10.2 (tests/unit/docusaurusInternals.test.ts).
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';
import { READY_NOTICE_MS } from './timing';

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

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

interface ReadyNotice {
  shown: boolean;
  dismiss: () => void;
}

const ReadyNoticeContext = createContext<ReadyNotice>({ shown: false, dismiss: () => undefined });

/**
 * Offline reading state, around the whole app (mounted by src/theme/Root):
 * hands every page the reader opens to the worker's cache; decides when
 * "available offline" is shown (drawn in the navbar by `OfflineReadyNotice`):
 * once per browser and locale, remembered as soon as it is shown, gone after
 * a few seconds or at the next navigation; and shows "offline" while the
 * network is gone. (The "new version, reload" popup is plugin-pwa's own
 * PwaReloadPopup.)
 */
export default function OfflineStatus({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const [seen] = useState(() => createStorageSlot(`offline-ready-seen-${i18n.currentLocale}`));
  const [ready, setReady] = useState(false);
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
      (active) => {
        if (!live || !active || seen.get() === 'true') return;
        seen.set('true');
        setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
      // The next page: the notice has been read, or was not wanted.
      setReady(false);
    };
  }, [pathname, i18n.currentLocale, seen]);

  const dismiss = useCallback(() => setReady(false), []);
  const notice = useMemo(() => ({ shown: ready && online, dismiss }), [ready, online, dismiss]);

  return (
    <ReadyNoticeContext.Provider value={notice}>
      {children}
      {!online && (
        <div role="status" className={styles.offline} data-offline-status="offline">
          <Translate id="offline.offline" description="Shown while the reader has no network">
            离线中：正在显示已保存的页面
          </Translate>
        </div>
      )}
    </ReadyNoticeContext.Provider>
  );
}

/**
 * "Available offline", drawn inside the navbar (src/theme/Navbar/Content): on
 * phones in the navbar's empty middle, a short label (the whole sentence for
 * screen readers); on wider screens under the navbar's left end, over the doc
 * sidebar. It never covers the article. Leaves by itself after
 * `READY_NOTICE_MS`, counted again once the pointer leaves it.
 */
export function OfflineReadyNotice(): ReactNode {
  const { shown, dismiss } = useContext(ReadyNoticeContext);
  const mobileSidebar = useNavbarMobileSidebar();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!shown || held) return undefined;
    const timer = window.setTimeout(dismiss, READY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, held, dismiss]);

  if (!shown || mobileSidebar.shown) return null;
  return (
    <div
      role="status"
      className={styles.ready}
      data-offline-status="ready"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}>
      <strong className={styles.label}>
        <Translate id="offline.ready" description="Shown once the site can be read offline">
          已可离线阅读
        </Translate>
      </strong>
      <span className={styles.detail}>
        <Translate
          id="offline.ready.detail"
          description="After the 'available offline' label: what works offline">
          ：访问过的页面和站内搜索在断网时仍可使用
        </Translate>
      </span>
    </div>
  );
}
