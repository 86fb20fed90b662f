import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE } from '../../../shared/realtime-close.ts';
import type { RealtimeMessage } from '../../../shared/realtime.ts';
import { FakeWebSocket } from '../test/fake-websocket.ts';
import {
  HEALTHY_CONNECTION_MS,
  LiveConnection,
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  dispatchRealtimeMessage,
  liveSocketUrl,
  reconnectDelay,
  subscribeRealtime,
} from './realtime.ts';

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const started: LiveConnection[] = [];
afterEach(() => started.splice(0).forEach((connection) => connection.stop()));

/** A page in view whose visibility the test can turn. */
function page(state: DocumentVisibilityState = 'visible') {
  const target = Object.assign(new EventTarget(), { visibilityState: state });
  const turn = (next: DocumentVisibilityState) => {
    target.visibilityState = next;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { target, turn };
}

function connect() {
  const events = { onMessage: vi.fn(), onReconnected: vi.fn() };
  const connection = new LiveConnection('ws://example.test/api/live', events, page().target);
  connection.start();
  started.push(connection);
  return { connection, events };
}

/** Drops the latest socket and returns how long the connection waited before opening the next one. */
function dropAndTimeReconnect(code = 1006): number {
  const before = FakeWebSocket.opened.length;
  FakeWebSocket.latest.drop(code);
  const started = Date.now();
  while (FakeWebSocket.opened.length === before) vi.advanceTimersToNextTimer();
  return Date.now() - started;
}

describe('the live socket address', () => {
  it('is on the page’s own origin, wss: on https:', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'example.com' })).toBe('wss://example.com/api/live');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/live');
  });
});

describe('reconnecting', () => {
  it('waits between half and all of 1 s doubling per attempt, up to 30 s', () => {
    expect([0, 1, 2, 5, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1_000,
      2_000,
      4_000,
      RECONNECT_MAX_MS,
      RECONNECT_MAX_MS,
    ]);
    expect([0, 1, 10].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([500, 1_000, 15_000]);
  });

  it('backs off after each failed attempt, and starts again after a healthy connection', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    connect();
    const waits = [1, 2, 3, 4, 5, 6].map(() => dropAndTimeReconnect());
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
    FakeWebSocket.latest.receive({ type: 'hello' });
    vi.advanceTimersByTime(HEALTHY_CONNECTION_MS);
    expect(dropAndTimeReconnect()).toBe(RECONNECT_BASE_MS);
  });

  it('does not reset the back-off for a connection that dropped soon after its hello', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    connect();
    expect(dropAndTimeReconnect()).toBe(1_000);
    FakeWebSocket.latest.receive({ type: 'hello' });
    expect(dropAndTimeReconnect()).toBe(2_000);
  });

  it('tells of each hello after the first: what was missed must be read again', () => {
    const { events } = connect();
    FakeWebSocket.latest.receive({ type: 'hello' });
    expect(events.onReconnected).not.toHaveBeenCalled();
    dropAndTimeReconnect();
    FakeWebSocket.latest.receive({ type: 'hello' });
    expect(events.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('comes back after its session ended (the cookie may hold a new one), not after a newer tab replaced it', () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    connect();
    expect(dropAndTimeReconnect(REALTIME_CLOSE.sessionEnded)).toBe(RECONNECT_BASE_MS);
    FakeWebSocket.latest.drop(REALTIME_CLOSE.replaced);
    vi.runAllTimers();
    expect(FakeWebSocket.opened).toHaveLength(2);
  });

  it('closes its socket and stays closed once stopped', () => {
    const { connection } = connect();
    connection.stop();
    expect(FakeWebSocket.latest.closedByClient).toBe(true);
    FakeWebSocket.latest.drop(1000);
    vi.runAllTimers();
    expect(FakeWebSocket.opened).toHaveLength(1);
  });
});

describe('telling the server whether the page is in view', () => {
  it('says hidden and visible as the page turns, on the socket of the moment', () => {
    const { target, turn } = page('visible');
    const connection = new LiveConnection('ws://example.test/api/live', { onMessage() {}, onReconnected() {} }, target);
    connection.start();
    FakeWebSocket.latest.receive({ type: 'hello' });
    turn('hidden');
    turn('visible');
    expect(FakeWebSocket.latest.sent).toEqual(['hidden', 'visible']);
    dropAndTimeReconnect();
    turn('hidden');
    expect(FakeWebSocket.latest.sent).toEqual(['hidden']);
    connection.stop();
    turn('visible');
    expect(FakeWebSocket.latest.sent).toEqual(['hidden']);
  });

  it('a socket opened in a hidden page says so once connected (a socket starts in view)', () => {
    const { target } = page('hidden');
    const connection = new LiveConnection('ws://example.test/api/live', { onMessage() {}, onReconnected() {} }, target);
    connection.start();
    expect(FakeWebSocket.latest.sent).toEqual([]);
    FakeWebSocket.latest.receive({ type: 'hello' });
    expect(FakeWebSocket.latest.sent).toEqual(['hidden']);
    connection.stop();
  });
});

describe('dispatching', () => {
  it('hands each message to the subscribers of its type until they unsubscribe', () => {
    const likes: RealtimeMessage[] = [];
    const unsubscribe = subscribeRealtime('like.created', (message) => likes.push(message));
    dispatchRealtimeMessage({ type: 'like.created', profile_id: 'p1' });
    dispatchRealtimeMessage({ type: 'like.removed', profile_id: 'p1' });
    unsubscribe();
    dispatchRealtimeMessage({ type: 'like.created', profile_id: 'p2' });
    expect(likes).toEqual([{ type: 'like.created', profile_id: 'p1' }]);
  });
});
