/*
 * ShiftClock's service worker: a kiosk keeps its screen when the connection drops
 * (docs/decisions/0159-offline-punches.md), and the employee app on a phone opens offline with what it
 * last loaded (docs/decisions/0192-the-employee-app-shell.md). It never touches /api: a punch that cannot reach the
 * server fails at once, and the kiosk keeps it in IndexedDB (src/lib/punch-queue.ts).
 *
 * - Pages (navigations): the network first, so a new build arrives at once; without a network, the
 *   copy of that address kept at its last visit, else the app's shell.
 * - /assets/: file names carry their content's hash, so a kept copy is always right.
 *
 * The page puts the files it loaded before this worker took control into the same caches
 * (src/lib/service-worker.ts). A new build registers with a new ?v= and starts with empty caches.
 */
const PAGES = 'shiftclock-pages';
const ASSETS = 'shiftclock-assets';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request.url, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request.url)) ?? (await cache.match('/'));
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});
