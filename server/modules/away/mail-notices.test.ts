import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationMembers, likes, noticeMails, profiles, users } from '../../db/schema/index.ts';
import { DEMO_BASE_URL } from '../../db/seed/demo-site.ts';
import { createMailer } from '../../lib/mailer.ts';
import { HEARTBEAT_MS } from '../../realtime/hub.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { bookNoticeMail } from './away.repo.ts';
import { MAIL_NOTICE_DELAY_MS, MAIL_NOTICE_LIMITS, mailNoticeHandler } from './mail-notices.ts';
import type { Notice } from './notices.ts';

/** Notice mails over real SMTP: some minutes after the event, to members still away, within their limits. */
let smtp: SmtpSink;
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let c: ChatMember;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { smtpUrl: smtp.url, memberCount: 8 });
  [a, b, c] = (await confirmedPremiumMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// Every test starts from the same members, whatever an earlier one changed or left changed when it failed.
beforeEach(async () => {
  const { db } = t.database;
  await db.delete(noticeMails);
  await db.delete(likes);
  await db.update(users).set({
    status: 'confirmed',
    language: 'nl',
    notificationsDisabled: [],
    emailPreferences: ['messages', 'likes', 'matches'],
  });
  for (const member of [a, b, c]) await setCredits(db, member.id, 100);
  await t.settled();
  smtp.mails.length = 0;
});

const emailOf = async (member: ChatMember) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.id)))[0]!.email;
const nameOf = async (member: ChatMember) =>
  (await t.database.db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, member.id)))[0]!.name;

/** Moves the clock on by `ms` for good and runs the jobs due then. */
async function later(ms: number): Promise<void> {
  t.advance(ms);
  await t.app.services.jobs.drain();
}

/** Changes the recipient, then a message to them after an hour (past the last mail's hour), and its mail's time. */
async function messageAnHourLaterWith(change: Partial<typeof users.$inferInsert>): Promise<void> {
  await t.database.db.update(users).set(change).where(eq(users.id, b.id));
  await t.settled();
  await later(3600_000);
  await say(a, b);
  await later(MAIL_NOTICE_DELAY_MS);
}

const say = async (from: ChatMember, to: ChatMember, words = 'Geheime woorden') => {
  const res = await sendMessage(t, from, { profile_id: to.id, text: words });
  expect(res.statusCode).toBe(200);
  return res.json().conversation.id as string;
};

describe('notice mails', () => {
  it('mails an away member about a message after 10 minutes, discreetly, with both RFC 8058 headers', async () => {
    const conversationId = await say(a, b);
    await later(MAIL_NOTICE_DELAY_MS - 60_000);
    expect(smtp.mails).toEqual([]);
    await later(60_000);
    const [mail] = smtp.mails;
    const name = await nameOf(a);
    expect(mail).toMatchObject({ to: [await emailOf(b)], subject: `${name} heeft je een bericht gestuurd` });
    expect(mail!.text).toContain(`${DEMO_BASE_URL}/chats/${conversationId}`);
    expect(mail!.text + mail!.html).not.toContain('Geheime');
    const unsubscribe = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${DEMO_BASE_URL}/api/unsubscribe\\.php\\?token=${b.id}\\.[\\w-]{43}$`));
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
  });

  it('speaks the member’s language, and tells of likes and matches', async () => {
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, c.id));
    const like = (from: ChatMember, to: ChatMember) =>
      t.app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { ...CLIENT_HEADERS, cookie: from.cookie },
        payload: { profile_id: to.id },
      });
    expect((await like(a, c)).json()).toEqual({ match: false });
    expect((await like(c, a)).json()).toEqual({ match: true });
    await later(MAIL_NOTICE_DELAY_MS);
    const subjectsTo = async (member: ChatMember) => {
      const email = await emailOf(member);
      return smtp.mails.filter((mail) => mail.to[0] === email).map((mail) => mail.subject);
    };
    const name = await nameOf(a);
    expect((await subjectsTo(c)).sort()).toEqual([`Du gefällst ${name}`, `Du hast ein Match mit ${name}!`]);
    expect(await subjectsTo(a)).toContain(`Je hebt een match met ${await nameOf(c)}!`);
  });

  it('sends one mail per conversation an hour, however many messages', async () => {
    await say(a, b, 'Een');
    await say(a, b, 'Twee');
    await later(MAIL_NOTICE_DELAY_MS);
    await say(a, b, 'Drie');
    await later(MAIL_NOTICE_DELAY_MS);
    expect(smtp.mails).toHaveLength(1);
    await later(3600_000);
    await say(a, b, 'Vier');
    await later(MAIL_NOTICE_DELAY_MS);
    expect(smtp.mails).toHaveLength(2);
  });

  it('mails nobody who read it meanwhile, is on the site, switched mails off or that kind off, or is unconfirmed', async () => {
    const conversationId = await say(a, b);
    await t.database.db
      .update(conversationMembers)
      .set({ numUnreadMessages: 0 })
      .where(eq(conversationMembers.conversationId, conversationId));
    await later(MAIL_NOTICE_DELAY_MS);

    await say(c, b);
    // On the site when the mail is due: marked present a heartbeat before (as the hub renews a present member's row),
    // not once it is due, when the worker may already have run it (its poll, a late announcement of a job).
    t.advance(MAIL_NOTICE_DELAY_MS - HEARTBEAT_MS);
    await t.app.services.presence.present([b.id]);
    await later(HEARTBEAT_MS);
    await t.app.services.presence.away(b.id);

    await messageAnHourLaterWith({ notificationsDisabled: ['bounce'] });
    await messageAnHourLaterWith({ notificationsDisabled: [], emailPreferences: ['likes'] });
    await messageAnHourLaterWith({ emailPreferences: ['messages'], status: 'not_confirmed' });
    expect(smtp.mails).toEqual([]);
  });

  it('books at most one mail per topic and 10 a day, with 20 bookings at once', async () => {
    const now = new Date();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => bookNoticeMail(t.database.db, b.id, 'chat-x', now, MAIL_NOTICE_LIMITS)),
    );
    expect(same.filter(Boolean)).toHaveLength(1);
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bookNoticeMail(t.database.db, b.id, `like-${i}`, now, MAIL_NOTICE_LIMITS)),
    );
    expect(distinct.filter(Boolean)).toHaveLength(MAIL_NOTICE_LIMITS.perDay - 1);
    const tomorrow = new Date(now.getTime() + 24 * 3600_000 + 1);
    expect(await bookNoticeMail(t.database.db, b.id, 'like-new', tomorrow, MAIL_NOTICE_LIMITS)).toBeDefined();
  });

  it('counts its limits back from now (the last hour, the last 24 hours), not by clock hour or calendar day', async () => {
    const book = (topic: string, at: string) =>
      bookNoticeMail(t.database.db, c.id, topic, new Date(at), MAIL_NOTICE_LIMITS);
    expect(await book('chat-y', '2030-01-01T10:59:00Z')).toBeDefined();
    expect(await book('chat-y', '2030-01-01T11:01:00Z')).toBeUndefined();
    expect(await book('chat-y', '2030-01-01T11:59:01Z')).toBeDefined();
    for (let i = 2; i < MAIL_NOTICE_LIMITS.perDay; i++)
      expect(await book(`like-${i}`, '2030-01-01T23:00:00Z')).toBeDefined();
    expect(await book('like-next-day', '2030-01-02T01:00:00Z')).toBeUndefined();
    expect(await book('like-next-day', '2030-01-02T11:00:00Z')).toBeDefined();
  });

  it('a mail the mail server refuses is not counted, so that the job’s retry sends it', async () => {
    const conversationId = await say(a, b);
    const { db } = t.database;
    const deps = {
      db,
      presence: t.app.services.presence,
      tokens: t.app.services.mailStops.tokens,
      clock: () => new Date(),
    };
    const notice: Notice = { kind: 'message', recipientId: b.id, actorId: a.id, conversationId };
    // Nothing listens on port 1: the connection is refused, as by a mail server that is down.
    const down = mailNoticeHandler({ ...deps, mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailDir: '' }) });
    await expect(down(notice)).rejects.toThrow();
    expect(await db.select().from(noticeMails)).toEqual([]);
    const up = mailNoticeHandler({ ...deps, mailer: createMailer({ smtpUrl: smtp.url, mailDir: '' }) });
    await up(notice);
    expect(smtp.mails.map((mail) => mail.to[0])).toEqual([await emailOf(b)]);
    expect(await db.select().from(noticeMails)).toHaveLength(1);
  });
});
