// The service worker: shows pushed notifications, tells the open pages (they reload chats and likes), opens the
// page a notification points to when clicked, and shows the offline page for a page it cannot fetch.
const OFFLINE_CACHE = 'offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.add(OFFLINE_PAGE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name)))),
  );
});

// Only page loads: the app's own requests (API, assets) go to the network untouched.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE_PAGE)));
});

self.addEventListener('push', (event) => {
  const data = event.data ? event.data.json() : {};
  event.waitUntil(
    Promise.all([
      // A newer notice of the same conversation (or member) replaces the older one, and still alerts.
      self.registration.showNotification(data.title || self.location.hostname, {
        body: data.body,
        icon: data.icon,
        tag: data.tag,
        renotify: Boolean(data.tag),
        data: { url: data.url || '/' },
      }),
      self.clients
        .matchAll({ type: 'window' })
        .then((windows) => windows.forEach((client) => client.postMessage({ type: 'push', data }))),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data.url, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // A tab already on that page comes to the front; otherwise a tab of the site goes there, or a new one opens.
      const there = windows.find((client) => client.url === url);
      if (there) return there.focus();
      const open = windows.find((client) => client.url.startsWith(self.location.origin));
      return open ? open.navigate(url).then((client) => client && client.focus()) : self.clients.openWindow(url);
    }),
  );
});
