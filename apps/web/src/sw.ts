/// <reference lib="webworker" />
/**
 * Seva's service worker (issue 23; docs/decisions/014-installable-app.md), built by vite-plugin-pwa
 * (injectManifest) into dist/sw.js with the app shell's files as `self.__WB_MANIFEST`.
 * - Precaches the shell (index.html, the entry's scripts and CSS, the font, the shell's strings) so the app
 *   opens offline; a page the network cannot answer gets the shell (the admin console stays online-only).
 * - Keeps what sw/rules.ts allows, each kind with its strategy: hashed assets and images cache-first, public
 *   catalogue reads and the signed-in customer's histories network-first; a history only in its customer's own
 *   cache, every one dropped when a session ends (logout, a refused refresh) and the others' when another
 *   customer reads theirs.
 * - Activates a new version only when the page asks (`SKIP_WAITING`, the update prompt of lib/pwa/register.ts).
 * - Shows Web Push messages (sw/push.ts) and opens their link when tapped.
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { notificationFromPush } from './sw/push';
import { readThrough } from './sw/read-through';
import {
  cachingRule,
  customerOfAuthorization,
  endsSession,
  HISTORY_CACHE_PREFIX,
  historyCacheName,
  postCacheKey,
  type CachingRule,
} from './sw/rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const CACHES = { pages: 'seva-pages', assets: 'seva-assets', images: 'seva-images', catalogue: 'seva-catalogue' };
const DAY_SECONDS = 24 * 60 * 60;
/** How long a read waits for the network before the kept answer is shown (a slow 2G link). */
const NETWORK_TIMEOUT_SECONDS = 4;
const SHELL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages over at once, so what they load next is kept.
clientsClaim();

const matches = (rule: CachingRule) => (options: { request: Request }) =>
  cachingRule(options.request, self.location.origin) === rule;

const ok = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ok, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY_SECONDS })],
});
registerRoute(
  new Route(matches('page'), async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(SHELL)) ?? Response.error();
    }
  }),
);

registerRoute(
  matches('asset'),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * DAY_SECONDS })],
  }),
);

registerRoute(
  matches('image'),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [ok, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

const catalogueExpiry = { maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS };
registerRoute(
  matches('catalogue'),
  new NetworkFirst({
    cacheName: CACHES.catalogue,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, new ExpirationPlugin(catalogueExpiry)],
  }),
);

const catalogueExpiration = new CacheExpiration(CACHES.catalogue, catalogueExpiry);
registerRoute(
  matches('catalogue'),
  async ({ request, event }) => {
    const key = await postCacheKey(request.url, await request.clone().text());
    const response = await readThrough(request, CACHES.catalogue, key, readOptions(event));
    event.waitUntil(catalogueExpiration.updateTimestamp(key).then(() => catalogueExpiration.expireEntries()));
    return response;
  },
  'POST',
);

/** The signed-in customer's history, from and into their own cache; anyone else's is dropped first. */
async function history({ request, event }: { request: Request; event: ExtendableEvent }): Promise<Response> {
  const customer = customerOfAuthorization(request.headers.get('authorization'));
  if (!customer) return fetch(request);
  const cacheName = historyCacheName(customer);
  await dropHistories((name) => name !== cacheName);
  const key = request.method === 'GET' ? request.url : await postCacheKey(request.url, await request.clone().text());
  return readThrough(request, cacheName, key, readOptions(event));
}
registerRoute(matches('history'), history);
registerRoute(matches('history'), history, 'POST');

function readOptions(event: ExtendableEvent) {
  return { timeoutMs: NETWORK_TIMEOUT_SECONDS * 1000, keepAlive: (work: Promise<unknown>) => event.waitUntil(work) };
}

/** Deletes the history caches whose name `which` accepts (every customer's, by default). */
async function dropHistories(which: (name: string) => boolean = () => true): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(HISTORY_CACHE_PREFIX) && which(name)).map((name) => caches.delete(name)),
  );
}

// A logout or a refused refresh ends the session: its customer's history leaves the device with it, whether or
// not the page is still there to say so. The call itself goes to the network untouched.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || !endsSession(request.url, 'POST', 401)) return;
  event.respondWith(
    fetch(request).then(async (response) => {
      if (endsSession(request.url, 'POST', response.status)) await dropHistories();
      return response;
    }),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The page the visitor opened before this worker controlled it (lib/pwa/register.ts): kept like a navigation.
  if (data?.type === 'CACHE_PAGE' && typeof data.url === 'string') {
    const url = new URL(data.url, self.location.origin);
    if (
      cachingRule({ url: url.href, method: 'GET', mode: 'navigate', headers: new Headers() }, url.origin) === 'page'
    ) {
      event.waitUntil(
        fetch(url.href).then(async (response) => {
          if (response.ok) await (await caches.open(CACHES.pages)).put(url.href, response);
        }),
      );
    }
  }
});

// A new version's pages name its own assets: the pages kept by the last version would load assets now gone.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(CACHES.pages));
});

self.addEventListener('push', (event) => {
  let payload: string | null = null;
  try {
    payload = event.data?.text() ?? null;
  } catch {
    payload = null;
  }
  const { title, options } = notificationFromPush(payload);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL((event.notification.data as { link?: string } | null)?.link ?? '/', self.location.origin).href;
  event.waitUntil(openLink(link));
});

/** Shows `link` in an open Seva window (focused, navigated there), or in a new one when none is open. */
async function openLink(link: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(link).catch(() => self.clients.openWindow(link));
    return;
  }
  await self.clients.openWindow(link);
}
