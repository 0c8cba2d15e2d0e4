// The service worker (issue 28, decision 050): the app's shell and first screens offline, photos and
// visited chunks kept for offline reading, and Web Push shown as notifications. No API answer is ever
// cached or replayed here: what a screen shows offline it keeps itself (lib/offline-copy.ts), and
// anything that costs money (place-order, payment, coupons, cart-quote) needs the network.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { readPushMessage } from './push-message.ts';

// The build (vite-plugin-pwa's injectManifest) writes the precache list in place of __WB_MANIFEST.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const NOTIFICATION_ICON = '/icons/icon-192.png';
const sameOrigin = (url: URL) => url.origin === self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload. A new version
// never does: it waits until the customer taps "Update" (SKIP_WAITING below), never mid-checkout.
clientsClaim();
// The page request starts while the worker boots, so the worker costs a navigation no time.
enableNavigationPreload();

// Pages: the network first, because the server writes each page's preloads and its first answers into
// it (decision 018); without a network, the precached shell, and the app draws the screen from what it
// kept.
registerRoute(
  new NavigationRoute(
    async ({ event, request }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/media\//] },
  ),
);

// A screen's chunks beyond the precached ones (the map, the consoles), once they have been fetched:
// their names carry their hash, so a kept copy is never stale.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true })],
  }),
);

// Restaurants' and dishes' photos, so a kept menu is not a page of holes; stored once under their
// content (decision 024), so a copy is good until the browser needs the room.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'photos',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 86_400, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    // not JSON: nothing to show
  }
  const message = readPushMessage(json, self.location.origin);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: message.url },
      icon: NOTIFICATION_ICON,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => sameOrigin(new URL(w.url)));
      if (open) {
        // Focus first: the click's permission to raise a window is spent by the first await.
        const focused = await open.focus();
        // navigate() works on a window this worker controls; another one gets a new window instead.
        if (await focused.navigate(url).catch(() => null)) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
