import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import type { ChatsResponse } from '../../../shared/contracts/chats.ts';
import type { LikesResponse } from '../../../shared/contracts/likes.ts';
import { chatsKeys } from '../features/chats/api/keys.ts';
import { likesKeys } from '../features/likes/api/keys.ts';
import { userQuery } from '../lib/current-user.ts';
import type { PushState } from '../lib/push-state.ts';
import { appKeys } from '../lib/query-keys.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { chatEntry } from '../test/chats.tsx';
import { card, testSettings, testUser } from '../test/members.ts';
import { renderScreen, stubApi } from '../test/screen.tsx';
import { SiteTopBar } from './layouts/site-top-bar.tsx';
import { LiveUpdates } from './live-store.ts';

/** Likes with `fresh` new likers among `total`. */
function likesWith(total: number, fresh: number): LikesResponse {
  const members = Array.from({ length: total }, (_, n) => card(n + 1));
  return {
    profiles: members.map((member) => ({ ...member, liked: false })),
    liked_by: members.map((member, n) => ({ id: member.id, like_new: n < fresh })),
  };
}

function renderLive(user: User | null, likes = likesWith(0, 0), chats = chatsWith([])) {
  const fetch = stubApi((path) => {
    if (path === '/api/user.php') return [200, user];
    if (path === '/api/likes.php') return [200, likes];
    if (path === '/api/chats.php') return [200, chats];
    if (path === '/api/notifications.php') return [200, { notifications: [], more: false, unread: 0 }];
    return [200, {}];
  });
  const screenView = renderScreen(<LiveUpdates />, [
    [userQuery.queryKey, user],
    [likesKeys.all(), likes],
    [chatsKeys.list(), chats],
  ]);
  return { fetch, client: screenView.client };
}

/** Conversations with these unread counts. */
const chatsWith = (unread: number[]): ChatsResponse => ({
  chats: unread.map((count, n) => chatEntry(n + 1, { num_unread_messages: count })),
});

const calls = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls.filter(([url]) => url.split('?')[0] === path).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** This browser takes pushes and holds a subscription (or not), the member having answered the browser so. */
function pushHere(subscribed: boolean, permission: NotificationPermission = 'granted') {
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', class {});
  const registration = { pushManager: { getSubscription: async () => (subscribed ? {} : null) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration, addEventListener() {}, removeEventListener() {} },
    configurable: true,
  });
}

describe('polling (SPEC §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks nothing before 5 s, then the user, chats, likes and notification count every 60 s', async () => {
    const { fetch } = renderLive(testUser);
    await advance(0);
    const likesAtStart = calls(fetch, '/api/likes.php');
    const chatsAtStart = calls(fetch, '/api/chats.php');
    await advance(4_900);
    expect(calls(fetch, '/api/user.php')).toBe(0);
    await advance(100);
    expect(calls(fetch, '/api/user.php')).toBe(1);
    expect(calls(fetch, '/api/likes.php')).toBe(likesAtStart + 1);
    expect(calls(fetch, '/api/chats.php')).toBe(chatsAtStart + 1);
    await advance(59_900);
    expect(calls(fetch, '/api/user.php')).toBe(1);
    await advance(100);
    expect(calls(fetch, '/api/user.php')).toBe(2);
    expect(calls(fetch, '/api/likes.php')).toBe(likesAtStart + 2);
    await advance(60_000);
    expect(calls(fetch, '/api/user.php')).toBe(3);
    expect(calls(fetch, '/api/notifications.php')).toBeGreaterThanOrEqual(3);
  });

  it('keeps each pushed message as the last one and reloads the chats and likes, polling or not', async () => {
    pushHere(true);
    const listeners: ((event: MessageEvent) => void)[] = [];
    Object.assign(navigator.serviceWorker, {
      addEventListener: (_: string, listener: never) => listeners.push(listener),
    });
    const post = (data: unknown) => act(() => listeners.forEach((listener) => listener({ data } as MessageEvent)));
    const lastMessage = () => client.getQueryData<PushState>(appKeys.push())?.lastMessage;
    const { fetch, client } = renderLive(testUser);
    await advance(0);
    expect(lastMessage()).toBeNull();
    const [likesBefore, chatsBefore] = [calls(fetch, '/api/likes.php'), calls(fetch, '/api/chats.php')];
    post({ type: 'push', data: { kind: 'message', url: '/chat/1' } });
    await advance(0);
    expect(calls(fetch, '/api/likes.php')).toBe(likesBefore + 1);
    expect(calls(fetch, '/api/chats.php')).toBe(chatsBefore + 1);
    expect(calls(fetch, '/api/user.php')).toBe(0); // not a poll: the user is read at the next poll
    expect(lastMessage()).toEqual({ kind: 'message', url: '/chat/1' });
    post({ type: 'other', data: { kind: 'like' } });
    await advance(0);
    expect(calls(fetch, '/api/chats.php')).toBe(chatsBefore + 1);
    expect(lastMessage()).toEqual({ kind: 'message', url: '/chat/1' });
    post({ type: 'push', data: { kind: 'like' } });
    await advance(0);
    expect(calls(fetch, '/api/likes.php')).toBe(likesBefore + 2);
    expect(lastMessage()).toEqual({ kind: 'like' });
  });

  it('polls every 300 s while pushes reach this browser', async () => {
    pushHere(true);
    const { fetch } = renderLive(testUser);
    await advance(5_000);
    expect(calls(fetch, '/api/user.php')).toBe(1);
    await advance(240_000);
    expect(calls(fetch, '/api/user.php')).toBe(1);
    await advance(60_000);
    expect(calls(fetch, '/api/user.php')).toBe(2);
  });

  it('slows to 300 s once the member turns push on', async () => {
    pushHere(false);
    const { fetch, client } = renderLive(testUser);
    await advance(65_000);
    expect(calls(fetch, '/api/user.php')).toBe(2);
    pushHere(true);
    await act(() => client.invalidateQueries({ queryKey: appKeys.push() }));
    await advance(5_000);
    expect(calls(fetch, '/api/user.php')).toBe(3);
    await advance(240_000);
    expect(calls(fetch, '/api/user.php')).toBe(3);
    await advance(60_000);
    expect(calls(fetch, '/api/user.php')).toBe(4);
  });

  it('polls every 60 s when push is allowed but this browser holds no subscription', async () => {
    pushHere(false);
    const { fetch } = renderLive(testUser);
    await advance(65_000);
    expect(calls(fetch, '/api/user.php')).toBe(2);
  });

  it('never polls for a visitor, and stops at logout', async () => {
    const visitor = renderLive(null);
    await advance(200_000);
    expect(visitor.fetch).not.toHaveBeenCalled();
    visitor.client.clear();

    const { fetch, client } = renderLive(testUser);
    await advance(5_000);
    expect(calls(fetch, '/api/user.php')).toBe(1);
    act(() => client.setQueryData(userQuery.queryKey, null));
    await advance(0);
    await advance(600_000);
    expect(calls(fetch, '/api/user.php')).toBe(1);
  });
});

describe('the push state (SPEC §3)', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  const pushState = async () => {
    const { client } = renderLive(testUser);
    await waitFor(() => expect(client.getQueryState(appKeys.push())?.status).toBe('success'));
    return client.getQueryData<PushState>(appKeys.push());
  };

  it('is capable, allowed and subscribed where pushes reach this browser', async () => {
    pushHere(true);
    expect(await pushState()).toEqual({ capable: true, permission: 'granted', subscribed: true, lastMessage: null });
  });

  it('is not subscribed where the member refused pushes in this browser', async () => {
    pushHere(true, 'denied');
    expect(await pushState()).toEqual({ capable: true, permission: 'denied', subscribed: false, lastMessage: null });
  });

  it('is not capable where the browser cannot take pushes', async () => {
    expect(await pushState()).toEqual({ capable: false, permission: 'default', subscribed: false, lastMessage: null });
  });
});

describe('the badges', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });

  const badging = (setAppBadge: (count: number) => Promise<void>) => {
    const set = vi.fn(setAppBadge);
    const clear = vi.fn(async () => {});
    Object.defineProperty(navigator, 'setAppBadge', { value: set, configurable: true });
    Object.defineProperty(navigator, 'clearAppBadge', { value: clear, configurable: true });
    return { set, clear };
  };

  function renderTopBar(likes: LikesResponse, chats = chatsWith([])) {
    stubApi((path) => {
      if (path === '/api/likes.php') return [200, likes];
      if (path === '/api/chats.php') return [200, chats];
      return [200, { notifications: [], unread: 0 }];
    });
    renderScreen(<SiteTopBar siteName="Testsite" showBack={false} user={testUser} />, [
      [userQuery.queryKey, testUser],
      [settingsQuery.queryKey, testSettings],
      [likesKeys.all(), likes],
      [chatsKeys.list(), chats],
    ]);
  }
  // The member's part of the top bar is its own chunk: it is there once loaded.
  const messagesLink = () => screen.findByRole('link', { name: /^Berichten/ });
  const likesLink = () => screen.findByRole('link', { name: /^Likes/ });

  it('shows the number of new likes on the likes link, none at 0', async () => {
    renderTopBar(likesWith(5, 3));
    expect(within(await likesLink()).getByLabelText('Likes').textContent).toBe('3');
    expect(within(await messagesLink()).queryByLabelText('Berichten')).toBeNull();
  });

  it('shows the unread messages of all conversations on the messages link, 99+ from 100', async () => {
    renderTopBar(likesWith(0, 0), chatsWith([2, 0, 3]));
    expect(within(await messagesLink()).getByLabelText('Berichten').textContent).toBe('5');
    cleanup();
    renderTopBar(likesWith(0, 0), chatsWith([60, 40]));
    expect(within(await messagesLink()).getByLabelText('Berichten').textContent).toBe('99+');
  });

  it('shows 100 new likes as 99+', async () => {
    renderTopBar(likesWith(100, 100));
    expect(within(await likesLink()).getByLabelText('Likes').textContent).toBe('99+');
  });

  it('sets the app badge to unread messages plus new likes, and clears it at 0', async () => {
    const { set, clear } = badging(async () => {});
    const { client } = renderLive(testUser, likesWith(4, 2), chatsWith([3, 1]));
    await act(async () => {});
    expect(set).toHaveBeenLastCalledWith(6);
    act(() => client.setQueryData(chatsKeys.list(), chatsWith([0, 0])));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith(2));
    act(() => client.setQueryData(likesKeys.all(), likesWith(4, 0)));
    await waitFor(() => expect(clear).toHaveBeenCalled());
  });

  it('ignores a Badging API that fails or throws', async () => {
    const { set } = badging(() => Promise.reject(new Error('not allowed')));
    renderLive(testUser, likesWith(1, 1));
    await act(async () => {});
    expect(set).toHaveBeenCalledWith(1);
    Object.defineProperty(navigator, 'setAppBadge', {
      value: () => {
        throw new Error('no badge');
      },
      configurable: true,
    });
    expect(() => renderLive(testUser, likesWith(3, 3))).not.toThrow();
  });
});
