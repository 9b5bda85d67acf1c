/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (src/sw.ts, issue 23) once the page has loaded and the browser is idle, from the
 * deferred chrome (lib/deferred-chrome.tsx), so neither the worker nor workbox-window is in the first download.
 * Only in a build (`vite build`; `npm run dev` and vitest have none), only where browsers have service workers.
 * - On the first install it hands the worker what this visit loaded before the worker controlled it (the page,
 *   its scripts, images and catalogue reads), so the page opens offline next time.
 * - When a new version is waiting it shows "A new version of Seva is ready" with *Reload*: the new worker takes
 *   over and the page reloads once (vite-plugin-pwa's registerSW). Until then the open pages keep the version
 *   they started with.
 */
import { offerUpdate } from './update-toast';

/** Runs `work` when the browser is idle (or after a short delay where it has no requestIdleCallback). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}

/** Starts the registration after `load`, when idle; a no-op outside production builds or without service workers. */
export function registerServiceWorkerWhenIdle(): void {
  // The build's mode, not PROD: the journeys build with NODE_ENV=development (React's warnings on), still a build.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () => whenIdle(() => void register());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const firstInstall = !navigator.serviceWorker.controller;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => void offerUpdate(() => void update(true)),
  });
  if (firstInstall) void handOverThisVisit();
}

/**
 * Once the worker is active: asks it to keep this page and the same-origin files this visit fetched (it applies
 * its own rules to each: an address it must not keep is left alone).
 */
async function handOverThisVisit(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === window.location.origin);
  worker.postMessage({ type: 'CACHE_PAGE', url: window.location.pathname + window.location.search });
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
