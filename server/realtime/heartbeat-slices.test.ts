import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { Db } from '../db/client.ts';
import { HEARTBEAT_SLICES, RealtimeHub } from './hub.ts';
import type { PresenceBoard } from './presence.ts';

const HEARTBEAT_MS = 30_000;
const SOCKETS = 300;

/** A socket that counts its pings and answers them unless told not to. */
class FakeSocket extends EventEmitter {
  readyState = WebSocket.OPEN;
  pings = 0;
  terminated = false;
  constructor(private readonly answers = true) {
    super();
  }
  ping() {
    this.pings++;
    if (this.answers) this.emit('pong');
  }
  terminate() {
    this.terminated = true;
  }
  send() {}
  close() {}
}

let hub: RealtimeHub;
let sockets: FakeSocket[];
beforeEach(() => {
  vi.useFakeTimers();
  hub = new RealtimeHub({
    db: {} as Db,
    log: { error: () => undefined } as unknown as FastifyBaseLogger,
    sessionMemberOf: async (token) => token,
    relayTyping: async () => {},
    presence: {
      present: async () => {},
      absent: async () => {},
      renew: async () => {},
      clear: async () => {},
    } as unknown as PresenceBoard,
    heartbeatMs: HEARTBEAT_MS,
  });
  sockets = Array.from({ length: SOCKETS }, (_, i) => new FakeSocket(i !== 7));
  sockets.forEach((socket, i) => {
    const memberId = `member-${i % 50}`;
    hub.add(socket as unknown as WebSocket, { memberId, siteId: 'site', sessionToken: memberId });
  });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

const pings = () => sockets.reduce((sum, socket) => sum + socket.pings, 0);

describe('the heartbeat', () => {
  it('pings a slice of the sockets at each tick, never all at once', async () => {
    const perTick: number[] = [];
    for (let tick = 0; tick < HEARTBEAT_SLICES; tick++) {
      const before = pings();
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / HEARTBEAT_SLICES);
      perTick.push(pings() - before);
    }
    expect(Math.max(...perTick)).toBe(Math.ceil(SOCKETS / HEARTBEAT_SLICES));
    // Over one heartbeat every socket was pinged exactly once.
    expect(sockets.every((socket) => socket.pings === 1)).toBe(true);
  });

  it('terminates a socket one heartbeat after the ping it did not answer, and only that one', async () => {
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(sockets.filter((socket) => socket.terminated)).toEqual([]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(sockets.filter((socket) => socket.terminated)).toEqual([sockets[7]]);
    expect(sockets.filter((socket) => socket.pings === 2)).toHaveLength(SOCKETS - 1);
  });
});
