/**
 * Runs inside the service worker of @docusaurus/plugin-pwa (plain JS: the
 * plugin compiles this file on its own). The plugin precaches nothing here
 * (config/pwa.ts): every page of both locales would be tens of megabytes.
 * Instead:
 *
 * - install: the app shell (the locale's home page and the 404 page) and the
 *   local search (index parts and code) named by search-manifest.json;
 * - pages the reader visits: cached as they load (the client posts their
 *   URLs, since a first visit and client-side navigation fetch no HTML
 *   through the worker), served from the network first, from cache offline;
 * - hashed assets (JS, CSS, images, the search index): cache first.
 */
const CACHE = 'sagooiot-offline-v1';
const scope = () => new URL(self.registration.scope);

/** The shell and the search index of this worker's locale. */
async function precacheShell() {
  const cache = await caches.open(CACHE);
  const root = scope();
  await cache.addAll([root.href, new URL('404.html', root).href]);
  const manifestUrl = new URL('search-manifest.json', root).href;
  const manifest = await fetch(manifestUrl).catch(() => undefined);
  if (manifest && manifest.ok) {
    // `{ locale, parts: { tag: file }, code: [file] }`: blog and pages plus one
    // part per edition, and the search's own scripts and styles.
    const { parts, code } = await manifest.clone().json();
    await cache.put(manifestUrl, manifest);
    await cache.addAll([...Object.values(parts), ...code].map((file) => new URL(file, root).href));
  }
}

/** The cached answer to `request`, if any; storage that fails counts as a miss. */
const fromCache = (request, options) =>
  caches
    .open(CACHE)
    .then((cache) => cache.match(request, options))
    .catch(() => undefined);

/**
 * Keeps a copy of a good response to `request` within the worker's `event`,
 * without anyone waiting for (or failing with) the cache: with the storage
 * quota used up, `cache.put` rejects, and awaiting it failed every page load.
 * Such a page is simply not kept.
 */
function keep(event, request, response) {
  if (!response.ok) return;
  const copy = response.clone();
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => undefined),
  );
}

async function networkFirst(event) {
  const { request } = event;
  try {
    const response = await fetch(request);
    keep(event, request, response);
    return response;
  } catch (error) {
    const url = new URL(request.url);
    const cached =
      (await fromCache(request, { ignoreSearch: true })) ||
      // A folder asked for without its slash (/en, which this root worker
      // holds): the page the English worker keeps under /en/, same cache.
      (request.mode === 'navigate' && !url.pathname.endsWith('/')
        ? await fromCache(`${url.origin}${url.pathname}/`)
        : undefined) ||
      (request.mode === 'navigate'
        ? await fromCache(new URL('404.html', scope()).href)
        : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(event) {
  const cached = await fromCache(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  keep(event, event.request, response);
  return response;
}

/** Content-hashed files never change under the same name. */
const isImmutable = (url) =>
  url.pathname.includes('/assets/') ||
  /\/search-index\.[\w-]+\.[0-9a-f]+\.json$/.test(url.pathname);

export default function swCustom(params) {
  if (!params.offlineMode) return;

  self.addEventListener('install', (event) => {
    event.waitUntil(precacheShell());
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
        .then(() => self.clients.claim()),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== self.location.origin) return;
    if (!url.pathname.startsWith(scope().pathname) || url.pathname.endsWith('/sw.js')) return;
    event.respondWith(isImmutable(url) ? cacheFirst(event) : networkFirst(event));
  });

  // The page names what it loaded before the worker controlled it, and each page it routes to.
  self.addEventListener('message', (event) => {
    if (event.data?.type !== 'CACHE_URLS') return;
    const urls = event.data.urls.filter((u) => new URL(u).origin === self.location.origin);
    event.waitUntil(
      Promise.all(
        urls.map(async (u) => {
          if (isImmutable(new URL(u)) && (await fromCache(u))) return;
          const response = await fetch(u).catch(() => undefined);
          if (response) keep(event, u, response);
        }),
      ),
    );
  });
}
