import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIBILITY_FRAMES } from '../../../shared/realtime.ts';
import { blocks, jobs, likes, profiles, pushSubscriptions, users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { type BrowserSubscription, PushServiceStandIn, type ReceivedPush } from '../../test/push-service.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { pushNoticeJob } from './away.jobs.ts';
import type { Notice } from './notices.ts';

/** Pushes about messages, likes and matches, through a push service stand-in on loopback, read as the browser would. */
let t: TestApp;
let pushService: PushServiceStandIn;
let a: ChatMember;
let b: ChatMember;
let subscriptions = 0;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 6 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pushService = new PushServiceStandIn();
  await pushService.start();
  [a, b] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
});
afterAll(async () => {
  await t.close();
  await pushService.stop();
});
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(pushSubscriptions);
  await db.delete(likes);
  await db.delete(blocks);
  await db.update(users).set({ language: 'nl', pushPreferences: ['messages', 'likes', 'matches'] });
  for (const member of [a, b]) await setCredits(db, member.id, 50);
  await t.settled();
  pushService.received.length = 0;
});

/** A browser of `member` subscribed at the push service stand-in. */
async function browserOf(member: ChatMember): Promise<BrowserSubscription> {
  const subscription = pushService.subscribe(`/push/${++subscriptions}`);
  await t.database.db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, userId: member.id, keys: subscription.keys });
  return subscription;
}

/** Runs every job due now: the pushes the last requests enqueued. */
const pushesGoOut = () => t.app.services.jobs.drain();

const readPush = (browser: BrowserSubscription, push: ReceivedPush) => JSON.parse(browser.decrypt(push.body));

const nameOf = async (member: ChatMember) =>
  (await t.database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, member.id)))[0]!.name;

const text = (to: ChatMember, words = 'Geheime woorden') => ({ profile_id: to.id, text: words });

const like = (from: ChatMember, to: ChatMember) =>
  t.app.inject({
    method: 'POST',
    url: '/api/like.php',
    headers: { ...CLIENT_HEADERS, cookie: from.cookie },
    payload: { profile_id: to.id },
  });

/** The VAPID token of a push: its claims, after checking its ES256 signature with the key it names. */
function vapidClaims(push: ReceivedPush, settingsKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization))!;
  expect(key).toBe(settingsKey);
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, claims, signature] = token!.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  return JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; sub: string; exp: number };
}

describe('pushes away from the site', () => {
  it('a message reaches each browser of the recipient as a discreet notice in Dutch, signed and collapsed per conversation', async () => {
    const [phone, laptop] = [await browserOf(b), await browserOf(b)];
    const sent = await sendMessage(t, a, text(b));
    expect(sent.statusCode).toBe(200);
    const conversationId = sent.json().conversation.id as string;
    await pushesGoOut();
    const pushes = pushService.received;
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: CLIENT_HEADERS })).json();
    const name = await nameOf(a);
    for (const browser of [phone, laptop]) {
      const push = pushes.find((received) => browser.endpoint.endsWith(received.path))!;
      expect(readPush(browser, push)).toEqual({
        title: settings.name,
        body: `${name} heeft je een bericht gestuurd`,
        tag: `chat-${conversationId}`,
        url: `/chats/${conversationId}`,
      });
      expect(browser.decrypt(push.body)).not.toContain('Geheime');
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });
      expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const claims = vapidClaims(push, settings.push_public_key);
      expect(claims.aud).toBe(pushService.origin);
      expect(claims.sub).toMatch(/^mailto:/);
    }
    // The next message of the conversation replaces this one: the same topic at the push service, the same tag.
    await sendMessage(t, a, text(b, 'Nog eens'));
    await pushesGoOut();
    const [first, , next] = pushService.received;
    expect(next!.headers.topic).toBe(first!.headers.topic);
  });

  it('speaks the recipient’s language (German), and tells of a like and of a match', async () => {
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, b.id));
    const browser = await browserOf(b);
    const aBrowser = await browserOf(a);
    await sendMessage(t, a, text(b));
    await pushesGoOut();
    const name = await nameOf(a);
    const [message] = pushService.received;
    expect(readPush(browser, message!).body).toBe(`${name} hat dir eine Nachricht geschickt`);

    expect((await like(a, b)).json()).toEqual({ match: false });
    await pushesGoOut();
    const [, liked] = pushService.received;
    expect(readPush(browser, liked!)).toMatchObject({ body: `${name} mag dich`, url: `/members/${a.id}` });

    expect((await like(b, a)).json()).toEqual({ match: true });
    await pushesGoOut();
    const pushes = pushService.received;
    const toA = pushes.filter((push) => aBrowser.endpoint.endsWith(push.path)).map((push) => readPush(aBrowser, push));
    expect(toA.map((push) => push.tag)).toContain(`match-${b.id}`);
    const toB = pushes.filter((push) => browser.endpoint.endsWith(push.path)).map((push) => readPush(browser, push));
    expect(toB.at(-1)).toMatchObject({ body: `Du hast ein Match mit ${name}!`, tag: `match-${a.id}` });
  });

  it('forgets a subscription its push service says is gone (410, 404), and tries again later after any other refusal', async () => {
    const gone = await browserOf(b);
    const unknown = await browserOf(b);
    const failing = await browserOf(b);
    pushService.answer(new URL(gone.endpoint).pathname, 410);
    pushService.answer(new URL(unknown.endpoint).pathname, 404);
    pushService.answer(new URL(failing.endpoint).pathname, 503);
    await sendMessage(t, a, text(b));
    await pushesGoOut();
    expect(pushService.received).toHaveLength(3);
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left).toEqual([{ endpoint: failing.endpoint }]);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, pushNoticeJob.kind), isNull(jobs.doneAt)));
    expect(job).toMatchObject({ attempts: 1, lastError: 'push service answered 503' });
    pushService.answer(new URL(failing.endpoint).pathname, 201);
    t.advance(60_000);
    try {
      await pushesGoOut();
    } finally {
      t.advance(-60_000);
    }
    expect(pushService.received).toHaveLength(4);
    const [done] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done!.doneAt).not.toBeNull();
  });

  it('pushes nothing to a member with a tab in view; a hidden tab or the page-hidden beacon makes them away', async () => {
    const browser = await browserOf(b);
    const tab = await openLiveSocket(t.app, { cookie: b.cookie });
    await tab.next();
    const { presence, realtime } = t.app.services;
    await realtime.presenceSettled();
    expect(await presence.isPresent(b.id)).toBe(true);
    await sendMessage(t, a, text(b));
    await pushesGoOut();
    expect(pushService.received).toEqual([]);

    tab.socket.send(VISIBILITY_FRAMES.hidden);
    await vi.waitFor(async () => expect(await presence.isPresent(b.id)).toBe(false));
    await sendMessage(t, a, text(b));
    await pushesGoOut();
    const [push] = pushService.received;
    expect(readPush(browser, push!).body).toMatch(/bericht/);

    tab.socket.send(VISIBILITY_FRAMES.visible);
    await vi.waitFor(async () => expect(await presence.isPresent(b.id)).toBe(true));
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { ...CLIENT_HEADERS, cookie: b.cookie },
      payload: {},
    });
    expect(beacon.statusCode).toBe(200);
    expect(await presence.isPresent(b.id)).toBe(false);
    tab.socket.close();
    await tab.closed;
  });

  it('pushes nothing of a kind the member switched off, from a member they blocked since, or of a held message', async () => {
    await browserOf(b);
    await t.database.db
      .update(users)
      .set({ pushPreferences: ['likes', 'matches'] })
      .where(eq(users.id, b.id));
    await sendMessage(t, a, text(b));
    await pushesGoOut();
    expect(pushService.received).toEqual([]);

    await t.database.db
      .update(users)
      .set({ pushPreferences: ['messages', 'likes', 'matches'] })
      .where(eq(users.id, b.id));
    // A notice about a member blocked between the event and its push (the worker sends right after the commit, so
    // the job is written here as the event wrote it).
    await t.database.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    const notice: Notice = { kind: 'message', recipientId: b.id, actorId: a.id, conversationId: randomUUID() };
    await enqueue(t.database.db, pushNoticeJob, notice);
    await pushesGoOut();
    expect(pushService.received).toEqual([]);
    await t.database.db.delete(blocks);
    await enqueue(t.database.db, pushNoticeJob, notice);
    await pushesGoOut();
    expect(pushService.received).toHaveLength(1);
    pushService.received.length = 0;

    await t.database.db.update(users).set({ status: 'not_confirmed' }).where(eq(users.id, a.id));
    await t.settled();
    expect((await sendMessage(t, a, text(b))).json().code).toBe('activation_required');
    await pushesGoOut();
    expect(pushService.received).toEqual([]);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, a.id));
    await t.settled();
  });

  it('pushes each of 10 messages sent at once exactly once, all under the one tag of their conversation', async () => {
    const browser = await browserOf(b);
    // Past the minute of the earlier tests' sends: at most 12 a minute go to one member.
    t.advance(120_000);
    try {
      const sends = await Promise.all(Array.from({ length: 10 }, (_, i) => sendMessage(t, a, text(b, `Bericht ${i}`))));
      expect(sends.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      await pushesGoOut();
      await pushesGoOut();
    } finally {
      t.advance(-120_000);
    }
    expect(pushService.received).toHaveLength(10);
    expect(new Set(pushService.received.map((push) => readPush(browser, push).tag)).size).toBe(1);
  });
});
