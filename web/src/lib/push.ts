/** Web push in this browser: whether it can, and a subscription for the site's VAPID public key. */
export const SERVICE_WORKER_URL = '/sw.js';

export function pushCapable(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export class PushDeniedError extends Error {
  constructor() {
    super('push permission denied');
    this.name = 'PushDeniedError';
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks permission, registers the service worker and subscribes; PushDeniedError when the member says no. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionJSON> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDeniedError();
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON();
}

/** Whether pushes reach this browser: allowed, and a service worker holds a subscription. False on any doubt. */
export async function pushSubscribed(): Promise<boolean> {
  if (!pushCapable() || Notification.permission !== 'granted') return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    return Boolean(await registration?.pushManager.getSubscription());
  } catch {
    return false;
  }
}

/** The service worker tells open pages about each push it shows (web/public/sw.js) with this message. */
export const PUSH_MESSAGE_TYPE = 'push';

/** Calls `handler` with each push's data while the page is open; returns the unsubscribe. */
export function onPushMessage(handler: (data: unknown) => void): () => void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker) return () => {};
  const listener = (event: MessageEvent) => {
    const message = event.data as { type?: string; data?: unknown } | null;
    if (message?.type === PUSH_MESSAGE_TYPE) handler(message.data);
  };
  const container = navigator.serviceWorker;
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}
