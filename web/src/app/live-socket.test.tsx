import type { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { likesKeys } from '../features/likes/api/keys.ts';
import { notificationsKeys } from '../features/notifications/api/keys.ts';
import { appKeys } from '../lib/query-keys.ts';
import { RECONNECT_BASE_MS, liveSocketUrl } from '../lib/realtime.ts';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import { renderScreen, stubApi } from '../test/screen.tsx';
import { LiveSocket } from './live-socket.ts';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // Invalidated queries nobody watches are not fetched; any that is gets an empty answer.
  stubApi(() => [200, {}]);
});

/** The live socket of the app shell with a member logged in (or a visitor), beside queries its messages touch. */
function renderShell(user: Pick<User, 'id'> | null): QueryClient {
  return renderScreen(<LiveSocket />, [
    [appKeys.currentUser(), user],
    [likesKeys.all(), { profiles: [], liked_by: [] }],
    [notificationsKeys.summary(), { unread: 0 }],
    [appKeys.siteSettings(), {}],
  ]).client;
}
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the live socket of the app shell', () => {
  it('opens none for a visitor', () => {
    renderShell(null);
    expect(FakeWebSocket.opened).toEqual([]);
  });

  it('opens one on the page’s origin for a member, and closes it when they log out', async () => {
    const client = renderShell({ id: 'm1' });
    expect(FakeWebSocket.opened.map((socket) => socket.url)).toEqual([liveSocketUrl(window.location)]);
    act(() => void client.setQueryData(appKeys.currentUser(), null));
    await vi.waitFor(() => expect(FakeWebSocket.latest.closedByClient).toBe(true));
    expect(FakeWebSocket.opened).toHaveLength(1);
  });

  it('reads the likes again when someone likes the member, the notifications on a new one', () => {
    const client = renderShell({ id: 'm1' });
    act(() => FakeWebSocket.latest.receive({ type: 'hello' }));
    expect(invalidated(client, likesKeys.all())).toBe(false);
    act(() => FakeWebSocket.latest.receive({ type: 'like.created', profile_id: 'p1' }));
    expect(invalidated(client, likesKeys.all())).toBe(true);
    expect(invalidated(client, notificationsKeys.summary())).toBe(false);
    act(() => FakeWebSocket.latest.receive({ type: 'notification.created', kind: 'like' }));
    expect(invalidated(client, notificationsKeys.summary())).toBe(true);
    expect(invalidated(client, appKeys.siteSettings())).toBe(false);
  });

  it('reads everything again after a reconnect', () => {
    vi.useFakeTimers();
    const client = renderShell({ id: 'm1' });
    act(() => FakeWebSocket.latest.receive({ type: 'hello' }));
    act(() => FakeWebSocket.latest.drop());
    // The first reconnect waits at most RECONNECT_BASE_MS.
    act(() => void vi.advanceTimersByTime(RECONNECT_BASE_MS));
    vi.useRealTimers();
    expect(FakeWebSocket.opened).toHaveLength(2);
    act(() => FakeWebSocket.latest.receive({ type: 'hello' }));
    expect(invalidated(client, appKeys.siteSettings())).toBe(true);
    expect(invalidated(client, likesKeys.all())).toBe(true);
  });
});
