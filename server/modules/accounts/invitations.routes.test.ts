import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '../../../shared/constants.ts';
import { invitations, jobs, sites, usageCounters, users } from '../../db/schema/index.ts';
import { eventsHeard } from '../../test/events.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
let demo: { cookie: string; id: string };
const newIp = addresses(9);
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { memberCount: 2, smtpUrl: smtp.url });
  demo = await loginDemo(t.app, newIp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (email: string, cookie = demo.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations.php',
    headers: { ...CLIENT_HEADERS, cookie },
    payload: { email },
    remoteAddress: newIp(),
  });

const signup = (email: string, invite?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: CLIENT_HEADERS,
    remoteAddress: newIp(),
    payload: { email, name: 'Ines', date_of_birth: '1992-02-02', password: 'pw-123456', invite },
  });

async function setInviteOnly(on: boolean) {
  await t.database.db.update(sites).set({ inviteOnly: on });
  await t.app.services.sites.reload();
}

/** Invites `email` and returns the code from the mailed link. */
async function invitationCode(email: string): Promise<string> {
  expect((await invite(email)).json()).toEqual({ ok: true });
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  return /\/signup\?invite=([\w-]+)/.exec(mail.text)![1]!;
}

describe('invitations', () => {
  it("mails a link in the inviter's language, naming the inviter", async () => {
    const heard = eventsHeard(t.app, ['invitation.sent']);
    expect((await invite('Friend@Example.com')).statusCode).toBe(200);
    expect(heard).toEqual([{ type: 'invitation.sent', inviterId: demo.id }]);
    const mail = await smtp.waitFor((m) => m.to.includes('friend@example.com'));
    expect(mail.subject).toBe('Demo nodigt je uit voor Demo Dating');
    expect(mail.text).toContain('Demo nodigt je uit om lid te worden van Demo Dating.');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/signup\?invite=[\w-]+/);
    expect(mail.html).toContain('Account aanmaken');
  });

  it('on an invite-only site, lets in only the invited address, once, within 14 days', async () => {
    await setInviteOnly(true);
    try {
      const closed = await signup('nobody@example.com');
      expect([closed.statusCode, closed.json().message]).toEqual([
        403,
        'Aanmelden kan alleen met een uitnodiging van een lid.',
      ]);
      const code = await invitationCode('invited@example.com');
      const otherAddress = await signup('someone-else@example.com', code);
      expect([otherAddress.statusCode, otherAddress.json().code]).toEqual([400, 'invite_invalid']);
      const forged = await signup('invited@example.com', 'made-up-code');
      expect(forged.json().code).toBe('invite_invalid');
      const ok = await signup('invited@example.com', code);
      expect(ok.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, 'invited@example.com'));
      expect(row).toMatchObject({ inviterId: demo.id, usedBy: ok.json().id });
      expect(await t.database.db.$count(users, eq(users.email, 'someone-else@example.com'))).toBe(0);

      const late = await invitationCode('late@example.com');
      t.advance(15 * 86_400_000);
      expect((await signup('late@example.com', late)).json().code).toBe('invite_invalid');
    } finally {
      await setInviteOnly(false);
    }
  });

  it('on an open site, records which invitation a member came with', async () => {
    const code = await invitationCode('open-site@example.com');
    const res = await signup('open-site@example.com', code);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.email, 'open-site@example.com'));
    expect(row!.usedBy).toBe(res.json().id);
  });

  it('sends nothing to an address that already has an account, and answers the same', async () => {
    const [member] = await t.database.db.select().from(users).where(ne(users.id, demo.id)).limit(1);
    const res = await invite(member!.email);
    expect(res.json()).toEqual({ ok: true });
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.invitation'));
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.some((job) => job.payload.to === member!.email)).toBe(false);
  });

  it('lets only confirmed members invite, at most 10 a day', async () => {
    const newcomer = await signup('newcomer@example.com');
    const refused = await invite('x@example.com', authCookie(newcomer));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'invite_not_allowed']);

    const { cookie } = await loginDemo(t.app, newIp());
    await t.database.db.delete(usageCounters);
    for (let i = 0; i < INVITATIONS_PER_DAY; i++)
      expect((await invite(`batch-${i}@example.com`, cookie)).statusCode).toBe(200);
    const limited = await invite('one-more@example.com', cookie);
    expect([limited.statusCode, limited.json().message]).toEqual([
      429,
      'Je kunt maximaal 10 uitnodigingen per dag versturen.',
    ]);
  });

  it('refuses an invalid address and a visitor', async () => {
    expect((await invite('not-an-address')).json().fields.email).toBe('Ongeldige e-mail');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/invitations.php',
      headers: CLIENT_HEADERS,
      payload: { email: 'a@example.com' },
    });
    expect(visitor.statusCode).toBe(403);
  });
});
