/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { inboxOf, openInbox, readPush, showPush } from './sw/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// Offline: the build precached, every page of a store's address answered by the wallet's index.html
// (not its manifest, which the API makes per store). A new build takes over at once.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/w/index.html'), { denylist: [/manifest\.webmanifest$/] }),
);
// A language other than Spanish is not precached (vite.config.ts): its dictionary is kept the first
// time the reader's page fetches it, so the card then opens offline in that language too. Its file
// name has the content's hash, so a kept copy never goes stale.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/w/assets/lang-'),
  async ({ request }) => {
    const cache = await caches.open('premia-wallet-languages');
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);
self.skipWaiting();
clientsClaim();

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self.registration, readPush(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? inboxOf(self.registration.scope);
  event.waitUntil(
    openInbox(
      {
        windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
        openWindow: (to) => self.clients.openWindow(to),
      },
      url,
    ),
  );
});
