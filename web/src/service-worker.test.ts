import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** The service worker as the browser runs it (web/public/sw.js), in a stand-in of its global scope. */
const SOURCE = readFileSync(join(import.meta.dirname, '..', 'public', 'sw.js'), 'utf8');
const ORIGIN = 'https://dating.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
  postMessage: ReturnType<typeof vi.fn>;
}

const windowAt = (url: string): FakeWindow => {
  const client: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn(), postMessage: vi.fn() };
  client.focus.mockResolvedValue(client);
  client.navigate.mockResolvedValue(client);
  return client;
};

function startWorker(windows: FakeWindow[], network: (request: unknown) => Promise<unknown>) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const openWindow = vi.fn(async () => null);
  const cached = new Map<string, string>();
  const scope = {
    location: { origin: ORIGIN, hostname: 'dating.example' },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: { matchAll: async () => windows, openWindow },
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
  };
  const caches = {
    open: async () => ({ add: async (url: string) => void cached.set(url, `cached ${url}`) }),
    keys: async () => ['offline-v1', 'old-cache'],
    delete: vi.fn(async () => true),
    match: async (url: string) => cached.get(url),
  };
  new Function('self', 'caches', 'fetch', SOURCE)(scope, caches, network);
  /** Dispatches an event; resolves with what it waited for and what it answered. */
  const dispatch = async (type: string, event: object = {}) => {
    let waited: Promise<unknown> = Promise.resolve();
    let answered: Promise<unknown> | undefined;
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => void (waited = promise),
      respondWith: (promise: Promise<unknown>) => void (answered = promise),
    });
    await waited;
    return { answered: answered && (await answered), didAnswer: answered !== undefined };
  };
  return { dispatch, shown, openWindow, caches };
}

const notice = { title: 'Demo Dating', body: 'Manon heeft je een bericht gestuurd', tag: 'chat-c1', url: '/chats/c1' };
const click = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });

describe('the service worker', () => {
  it('shows a push as a notification that replaces the one with its tag and alerts again, and tells open pages', async () => {
    const page = windowAt(`${ORIGIN}/members`);
    const worker = startWorker([page], async () => ({}));
    await worker.dispatch('push', { data: { json: () => notice } });
    expect(worker.shown).toEqual([
      {
        title: 'Demo Dating',
        options: { body: notice.body, icon: undefined, tag: 'chat-c1', renotify: true, data: { url: '/chats/c1' } },
      },
    ]);
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'push', data: notice });
  });

  it('on a click, brings a tab already on that page to the front, else takes a tab of the site there, else opens one', async () => {
    const there = windowAt(`${ORIGIN}/chats/c1`);
    const elsewhere = windowAt(`${ORIGIN}/members`);
    let worker = startWorker([elsewhere, there], async () => ({}));
    await worker.dispatch('notificationclick', click('/chats/c1'));
    expect([
      there.focus.mock.calls.length,
      there.navigate.mock.calls.length,
      elsewhere.navigate.mock.calls.length,
    ]).toEqual([1, 0, 0]);

    worker = startWorker([elsewhere], async () => ({}));
    await worker.dispatch('notificationclick', click('/members/m1'));
    expect(elsewhere.navigate).toHaveBeenCalledWith(`${ORIGIN}/members/m1`);
    expect(elsewhere.focus).toHaveBeenCalled();

    worker = startWorker([windowAt('https://other.example/')], async () => ({}));
    await worker.dispatch('notificationclick', click('/members/m1'));
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/members/m1`);
  });

  it('keeps the offline page at install and shows it for a page load the network fails; leaves other requests alone', async () => {
    const worker = startWorker([], async () => {
      throw new TypeError('Failed to fetch');
    });
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect(worker.caches.delete).toHaveBeenCalledWith('old-cache');
    const page = await worker.dispatch('fetch', { request: { mode: 'navigate', url: `${ORIGIN}/likes` } });
    expect(page.answered).toBe('cached /offline.html');
    const api = await worker.dispatch('fetch', { request: { mode: 'cors', url: `${ORIGIN}/api/user.php` } });
    expect(api.didAnswer).toBe(false);
  });
});
