import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '../../shared/realtime-close.ts';
import { blocks, profiles, sessions, users } from '../db/schema/index.ts';
import { hashToken } from '../lib/tokens.ts';
import { CLIENT_HEADERS } from '../test/http.ts';
import { type LiveSocket, openLiveSocket, refusedStatus } from '../test/live-socket.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { MAX_SOCKETS_PER_MEMBER } from './hub.ts';

/** The hub on a listening app, with real WebSocket clients. */
let t: TestApp;
let memberIds: string[];
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 8 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const shown = await t.database.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.invisible, false), eq(profiles.status, 'active')));
  memberIds = shown.map((member) => member.id);
});
let appClosed = false;
afterAll(async () => {
  if (!appClosed) await t.close();
});

/** A fresh session of the member, as its cookie. */
async function cookieOf(memberId: string): Promise<string> {
  const { token } = await t.app.services.auth.openSession(memberId);
  return `auth=${token}`;
}

/** A logged-in tab of the member, past its hello. */
async function tabOf(memberId: string, cookie?: string): Promise<LiveSocket> {
  const tab = await openLiveSocket(t.app, { cookie: cookie ?? (await cookieOf(memberId)) });
  expect(await tab.next()).toEqual({ type: 'hello' });
  return tab;
}

const publish = (...events: Parameters<typeof t.app.services.bus.publish>[0]) => t.app.services.bus.publish(events);

describe('who may open a live socket', () => {
  it('refuses a visitor before the upgrade', async () => {
    expect(await refusedStatus(t.app, {})).toBe(403);
  });

  it('refuses a page of another site, or one without an Origin, before the upgrade', async () => {
    const cookie = await cookieOf(memberIds[0]!);
    expect(await refusedStatus(t.app, { cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(t.app, { cookie, origin: 'http://localhost:3001' })).toBe(403);
    expect(await refusedStatus(t.app, { cookie, origin: null })).toBe(403);
  });

  it('says hello to a logged-in member on the site’s own origin', async () => {
    const tab = await openLiveSocket(t.app, { cookie: await cookieOf(memberIds[0]!) });
    expect(await tab.next()).toEqual({ type: 'hello' });
    tab.socket.close();
  });
});

describe('what a member is told', () => {
  it('tells each member only what concerns them, from their side', async () => {
    const [a, b, c] = memberIds as [string, string, string];
    const [tabA, tabB] = await Promise.all([tabOf(a), tabOf(b)]);
    await publish({ type: 'like.created', likerId: c, likedId: a });
    expect(await tabA.next()).toEqual({ type: 'like.created', profile_id: c });
    await publish({ type: 'like.removed', likerId: c, likedId: b });
    expect(await tabB.next()).toEqual({ type: 'like.removed', profile_id: c });
    await publish({ type: 'match.created', memberIds: [a, b] });
    expect(await tabA.next()).toEqual({ type: 'match.created', profile_id: b });
    expect(await tabB.next()).toEqual({ type: 'match.created', profile_id: a });
    await publish({ type: 'notification.created', memberId: a, notificationId: 'n1', kind: 'photo_rejected' });
    expect(await tabA.next()).toEqual({ type: 'notification.created', kind: 'photo_rejected' });
    // Nothing of the others' messages reached either: the next each hears is its own.
    await publish({ type: 'notification.created', memberId: b, notificationId: 'n2', kind: 'marker' });
    expect(await tabB.next()).toEqual({ type: 'notification.created', kind: 'marker' });
    tabA.socket.close();
    tabB.socket.close();
  });

  it.each([
    ['the member blocked the liker', (me: string, other: string) => ({ blockerId: me, blockedId: other })],
    ['the liker blocked the member', (me: string, other: string) => ({ blockerId: other, blockedId: me })],
  ])('tells nothing of a member they may not see: %s', async (_case, block) => {
    const [me, blocked, visible] = memberIds.slice(3, 6) as [string, string, string];
    await t.database.db.insert(blocks).values(block(me, blocked));
    const tab = await tabOf(me);
    await publish(
      { type: 'like.created', likerId: blocked, likedId: me },
      { type: 'match.created', memberIds: [blocked, me] },
      { type: 'like.created', likerId: visible, likedId: me },
    );
    // Messages to a member keep the order of their events: the first one to arrive is the visible member's.
    expect(await tab.next()).toEqual({ type: 'like.created', profile_id: visible });
    tab.socket.close();
    await t.database.db.delete(blocks).where(eq(blocks.blockerId, block(me, blocked).blockerId));
  });

  it('tells nothing of a member who is invisible', async () => {
    const [me, hidden, visible] = memberIds.slice(0, 3) as [string, string, string];
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, hidden));
    const tab = await tabOf(me);
    await publish(
      { type: 'like.created', likerId: hidden, likedId: me },
      { type: 'like.created', likerId: visible, likedId: me },
    );
    expect(await tab.next()).toEqual({ type: 'like.created', profile_id: visible });
    tab.socket.close();
    await t.database.db.update(users).set({ invisible: false }).where(eq(users.id, hidden));
  });
});

describe('which sockets stay open', () => {
  it('closes the sockets of a session that logged out, and only those', async () => {
    const [me, liker] = memberIds as [string, string];
    const [loggingOut, staying] = [await cookieOf(me), await cookieOf(me)];
    const [endedTab, otherTab] = await Promise.all([tabOf(me, loggingOut), tabOf(me, staying)]);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/logout.php',
      headers: { ...CLIENT_HEADERS, cookie: loggingOut },
    });
    expect(logout.statusCode).toBe(200);
    expect(await endedTab.closed).toBe(REALTIME_CLOSE.sessionEnded);
    await publish({ type: 'like.created', likerId: liker, likedId: me });
    expect(await otherTab.next()).toEqual({ type: 'like.created', profile_id: liker });
    otherTab.socket.close();
  });

  it('re-checks every socket after a gap in hearing of member changes', async () => {
    const [me, other, liker] = memberIds.slice(1, 4) as [string, string, string];
    const expiring = await cookieOf(me);
    const [endedTab, otherTab] = await Promise.all([tabOf(me, expiring), tabOf(other)]);
    // A session that ran out announces nothing (only deleted sessions do): the gap's re-check finds it.
    const tokenHash = hashToken(expiring.slice('auth='.length));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(0) })
      .where(eq(sessions.tokenHash, tokenHash));
    t.app.services.bus.deliver({ type: 'member.changed' });
    expect(await endedTab.closed).toBe(REALTIME_CLOSE.sessionEnded);
    await publish({ type: 'like.created', likerId: liker, likedId: other });
    expect(await otherTab.next()).toEqual({ type: 'like.created', profile_id: liker });
    otherTab.socket.close();
  });

  it('checks sessions when one ended, not on every change of the member (a credit spent per message)', async () => {
    const [me, liker] = memberIds.slice(4, 6) as [string, string];
    const expiring = await cookieOf(me);
    const tab = await tabOf(me, expiring);
    const tokenHash = hashToken(expiring.slice('auth='.length));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(0) })
      .where(eq(sessions.tokenHash, tokenHash));
    t.app.services.bus.deliver({ type: 'member.changed', memberId: me });
    await publish({ type: 'like.created', likerId: liker, likedId: me });
    expect(await tab.next()).toEqual({ type: 'like.created', profile_id: liker });
    t.app.services.bus.deliver({ type: 'member.changed', memberId: me, sessionEnded: true });
    expect(await tab.closed).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it(`keeps at most ${MAX_SOCKETS_PER_MEMBER} sockets per member: the oldest gives way`, async () => {
    const [me, liker] = memberIds.slice(6, 8) as [string, string];
    const cookie = await cookieOf(me);
    const tabs: LiveSocket[] = [];
    for (let n = 0; n <= MAX_SOCKETS_PER_MEMBER; n++) tabs.push(await tabOf(me, cookie));
    expect(await tabs[0]!.closed).toBe(REALTIME_CLOSE.replaced);
    await publish({ type: 'like.created', likerId: liker, likedId: me });
    for (const tab of tabs.slice(1)) expect(await tab.next()).toEqual({ type: 'like.created', profile_id: liker });
    for (const tab of tabs.slice(1)) tab.socket.close();
  });

  it('closes every socket when the app closes', async () => {
    const tab = await tabOf(memberIds[0]!);
    appClosed = true;
    await t.close();
    expect(await tab.closed).toBe(1001);
  });
});
