/**
 * The kiosk's service worker (public/sw.js; docs/decisions/0159-offline-punches.md): once it runs, a
 * kiosk whose connection drops still opens its screen, and so does the employee app on a phone
 * (docs/decisions/0192-the-employee-app-shell.md). It only sees requests made after it took
 * control, so the page hands it what it had already loaded: its own address, the app's shell and the
 * files under /assets/. Built apps only: the development server's modules are not files to keep.
 */
const PAGES = 'shiftclock-pages';
const ASSETS = 'shiftclock-assets';

function activated(worker: ServiceWorker): Promise<void> {
  if (worker.state === 'activated') return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}

const sameOriginAssets = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !('caches' in window)) return;
  const version = encodeURIComponent(import.meta.env.VITE_APP_VERSION ?? 'dev');
  try {
    const registration = await navigator.serviceWorker.register(`/sw.js?v=${version}`);
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    // A new worker empties the caches when it activates: fill them after that.
    if (worker) await activated(worker);
    const keep = async (cacheName: string, paths: string[]) => {
      const cache = await caches.open(cacheName);
      await Promise.allSettled([...new Set(paths)].map((path) => cache.add(path)));
    };
    await keep(PAGES, ['/', window.location.pathname]);
    await keep(ASSETS, sameOriginAssets());
  } catch {
    // Without a worker the kiosk works as before, online.
  }
}
