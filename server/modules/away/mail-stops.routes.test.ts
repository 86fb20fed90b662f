import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { type ChatMember, confirmedPremiumMembers, sendMessage, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { readMailFeedback } from './mail-feedback.ts';
import { MAIL_NOTICE_DELAY_MS } from './mail-notices.ts';

/** Stopping notice mails without a session: the one-click unsubscribe link, and the mail system's reports. */
const FEEDBACK_TOKEN = 'feedback-token-of-the-mail-system-0123456789';
let smtp: SmtpSink;
let t: TestApp;
let a: ChatMember;
let b: ChatMember;
let mail: ReceivedMail;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ MAIL_FEEDBACK_TOKEN: FEEDBACK_TOKEN }, { smtpUrl: smtp.url, memberCount: 6 });
  [a, b] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
  await setCredits(t.database.db, a.id, 20);
  expect((await sendMessage(t, a, { profile_id: b.id, text: 'Hoi' })).statusCode).toBe(200);
  t.advance(MAIL_NOTICE_DELAY_MS);
  await t.app.services.jobs.drain();
  expect(smtp.mails.map((sent) => sent.headers['list-unsubscribe'] !== undefined)).toEqual([true]);
  [mail] = smtp.mails as [ReceivedMail];
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.update(users).set({ notificationsDisabled: [] });
  await t.settled();
});

const disabledOf = async (member: ChatMember) =>
  (await t.database.db.select({ reasons: users.notificationsDisabled }).from(users).where(eq(users.id, member.id)))[0]!
    .reasons;

/** The path and query of the mail's List-Unsubscribe URL. */
const unsubscribePath = () => {
  const url = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!);
  return `${url.pathname}${url.search}`;
};

/** What a mail client sends on the member's one click (RFC 8058): no cookie, no client header. */
const oneClick = (path = unsubscribePath(), host = 'localhost:3000') =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the unsubscribe link', () => {
  it('unsubscribes with one POST without a cookie, with the reason list-unsubscribe, once under 20 at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => oneClick()));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(answers[0]!.body).toContain('Je bent afgemeld');
    expect(await disabledOf(b)).toEqual(['list-unsubscribe']);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { ...CLIENT_HEADERS, cookie: b.cookie },
    });
    expect(user.json().notifications_disabled).toEqual(['list-unsubscribe']);
  });

  it('shows a page with one button on GET, and changes nothing (link scanners open links)', async () => {
    const res = await t.app.inject({ method: 'GET', url: unsubscribePath(), headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post"');
    expect(res.body).toContain('Wil je geen e-mails meer');
    expect(await disabledOf(b)).toEqual([]);
  });

  it("refuses a forged or altered token, another member's id with this MAC, and a token on another site's host", async () => {
    const path = unsubscribePath();
    const token = new URL(path, 'http://x').searchParams.get('token')!;
    const [, mac] = token.split('.');
    const forged = [
      `${a.id}.${mac}`,
      `${b.id}.${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`,
      `${b.id}`,
      `${b.id}.${mac}.x`,
      `..${mac}`,
    ];
    for (const bad of forged) {
      const res = await oneClick(`/api/unsubscribe.php?token=${bad}`);
      expect([bad, res.statusCode]).toEqual([bad, 404]);
      expect(res.body).toContain('Deze afmeldlink klopt niet');
    }
    const withNul = await oneClick(`${path}%00`);
    expect([withNul.statusCode, withNul.json().code]).toEqual([400, 'validation_failed']);
    expect((await oneClick(path, 'evil.example')).statusCode).toBe(404);
    expect(await disabledOf(a)).toEqual([]);
    expect(await disabledOf(b)).toEqual([]);
  });
});

/** A spam complaint as a mailbox provider sends it (ARF, RFC 5965), with our mail inside. */
const arf = (original: Buffer) =>
  Buffer.from(
    [
      'From: fbl@mailbox.example',
      'To: feedback@dating.example',
      'Subject: Abuse report',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="arf"',
      '',
      '--arf',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'This is an email abuse report.',
      '--arf',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: Mailbox-FBL/1.0',
      'Version: 1',
      '',
      '--arf',
      'Content-Type: message/rfc822',
      'Content-Disposition: inline',
      '',
      original.toString(),
      '--arf--',
      '',
    ].join('\r\n'),
  );

/** A delivery status notification (RFC 3464) with the returned mail's headers. */
const dsn = (original: Buffer, status: string) => {
  const headers = original.toString().split(/\r?\n\r?\n/)[0]!;
  return Buffer.from(
    [
      'From: MAILER-DAEMON@mx.example',
      'Subject: Undelivered Mail Returned to Sender',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"',
      '',
      '--dsn',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '--dsn',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example',
      '',
      'Final-Recipient: rfc822; someone@example.com',
      `Action: ${status.startsWith('5') ? 'failed' : 'delayed'}`,
      `Status: ${status}`,
      '',
      '--dsn',
      'Content-Type: text/rfc822-headers',
      '',
      headers,
      '--dsn--',
      '',
    ].join('\r\n'),
  );
};

const report = (body: Buffer, token = FEEDBACK_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mail-feedback.php',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' },
    payload: body,
  });

describe('the mail system’s reports', () => {
  it('a spam complaint about a notice mail stops the member’s mails with the reason fbl', async () => {
    const res = await report(arf(mail.raw));
    expect(res.json()).toEqual({ result: 'disabled' });
    expect(await disabledOf(b)).toEqual(['fbl']);
  });

  it('a hard bounce stops them with the reason bounce; a delay does nothing', async () => {
    expect((await report(dsn(mail.raw, '4.2.2'))).json()).toEqual({ result: 'ignored' });
    expect(await disabledOf(b)).toEqual([]);
    expect((await report(dsn(mail.raw, '5.1.1'))).json()).toEqual({ result: 'disabled' });
    expect(await disabledOf(b)).toEqual(['bounce']);
  });

  it('needs the token, and ignores what it cannot read or whose token is forged', async () => {
    expect((await report(arf(mail.raw), 'wrong')).statusCode).toBe(401);
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/mail-feedback.php', payload: arf(mail.raw) });
    expect(noAuth.statusCode).toBe(401);
    expect((await report(Buffer.from('not a mail\u0000'))).json()).toEqual({ result: 'ignored' });
    // a's id with b's MAC in every copy of the token: the header's and the quoted-printable parts' (their soft breaks
    // undone first, as they may split an id). Read as the route reads it, so that a forgery that misses is seen here,
    // not posted as the genuine report.
    const forged = arf(Buffer.from(mail.raw.toString().replace(/=\r\n/g, '').replaceAll(b.id, a.id)));
    expect((await readMailFeedback(forged))?.token.split('.')[0]).toBe(a.id);
    expect((await report(forged)).json()).toEqual({ result: 'ignored' });
    expect(await disabledOf(a)).toEqual([]);
    expect(await disabledOf(b)).toEqual([]);
  });

  it('does not exist without a configured token', async () => {
    const bare = await createTestApp({}, { memberCount: 1 });
    try {
      expect(bare.app.routeTable.some((route) => route.url === '/api/mail-feedback.php')).toBe(false);
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/mail-feedback.php',
        headers: { ...CLIENT_HEADERS, authorization: `Bearer ${FEEDBACK_TOKEN}` },
        payload: arf(mail.raw),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
