// The service worker: shows pushed notifications, tells the open pages (they reload chats and likes), and opens the
// page a notification points to when clicked.
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
