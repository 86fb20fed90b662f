import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIBILITY_FRAMES } from '../../shared/realtime.ts';
import { memberPresence } from '../db/schema/index.ts';
import { type ChatMember, realMembers } from '../test/chat.ts';
import { type LiveSocket, openLiveSocket } from '../test/live-socket.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/** Who counts as on the site: members with a tab in view, on any instance, as long as that instance renews them. */
const HEARTBEAT_MS = 300;
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 4, heartbeatMs: HEARTBEAT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [a, b] = (await realMembers(t, 2)) as [ChatMember, ChatMember];
});
afterAll(() => t.close());
beforeEach(() => t.database.db.delete(memberPresence));

const present = (member: ChatMember) => t.app.services.presence.isPresent(member.id);
const becomes = (member: ChatMember, expected: boolean) =>
  vi.waitFor(async () => expect(await present(member)).toBe(expected), { timeout: 10_000 });

async function tabOf(member: ChatMember): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: member.cookie });
  await tab.next();
  return tab;
}

async function close(tab: LiveSocket): Promise<void> {
  tab.socket.close();
  await tab.closed;
}

describe('presence', () => {
  it('a member is present while any tab of theirs is in view, and away once none is', async () => {
    const first = await tabOf(a);
    const second = await tabOf(a);
    await becomes(a, true);
    expect(await present(b)).toBe(false);
    first.socket.send(VISIBILITY_FRAMES.hidden);
    second.socket.send(VISIBILITY_FRAMES.hidden);
    await becomes(a, false);
    second.socket.send(VISIBILITY_FRAMES.visible);
    await becomes(a, true);
    await close(second);
    await becomes(a, false);
    await close(first);
  });

  it('ignores any other frame a client sends, and keeps the socket open', async () => {
    const tab = await tabOf(a);
    await becomes(a, true);
    tab.socket.send('away');
    tab.socket.send(Buffer.from(VISIBILITY_FRAMES.hidden), { binary: true });
    tab.socket.send(`${VISIBILITY_FRAMES.hidden}\u0000`);
    await t.app.services.realtime.presenceSettled();
    expect(await present(a)).toBe(true);
    tab.socket.send(VISIBILITY_FRAMES.hidden);
    await becomes(a, false);
    expect(tab.socket.readyState).toBe(tab.socket.OPEN);
    await close(tab);
  });

  it('counts a row of another instance until it expires: a dead instance stops counting, and its rows go', async () => {
    const other = randomUUID();
    const expiresAt = new Date(Date.now() + 60_000);
    await t.database.db.insert(memberPresence).values({ userId: b.id, instanceId: other, expiresAt });
    expect(await present(b)).toBe(true);
    t.advance(61_000);
    try {
      expect(await present(b)).toBe(false);
      // The next renewal of any instance clears it away.
      await t.app.services.presence.renew([]);
      expect(await t.database.db.select().from(memberPresence)).toEqual([]);
    } finally {
      t.advance(-61_000);
    }
  });

  it('renews its members every heartbeat, and the page-hidden beacon makes a member away on every instance', async () => {
    const tab = await tabOf(a);
    await becomes(a, true);
    // Far past the row's life: only the heartbeat's renewal brings the member back.
    t.advance(3_600_000);
    try {
      await becomes(a, true);
      await t.database.db
        .insert(memberPresence)
        .values({ userId: a.id, instanceId: randomUUID(), expiresAt: new Date(Date.now() + 3_700_000) });
      await t.app.services.presence.away(a.id);
      expect(await present(a)).toBe(false);
    } finally {
      t.advance(-3_600_000);
    }
    await close(tab);
  });
});
