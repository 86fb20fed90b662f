import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, profiles, sites, trackingData, users } from '../../db/schema/index.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { eventsHeard } from '../../test/events.ts';
import { CLIENT_HEADERS, authCookie } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let ipCounter = 0;
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const CLIENT = CLIENT_HEADERS;

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${++ipCounter}@example.com`,
  name: 'Sanne',
  date_of_birth: '1990-05-17',
  signup_message: 'Op zoek naar iemand leuks',
  password: 'a good password',
  ...overrides,
});

const signup = (payload: Record<string, unknown>, ip = newIp(), headers: Record<string, string> = CLIENT) =>
  t.app.inject({ method: 'POST', url: '/api/signup.php', headers, payload, remoteAddress: ip });

const cookieOf = authCookie;

describe('POST /api/signup.php', () => {
  it('creates an unconfirmed member with signup credits through the ledger, logged in at once', async () => {
    const payload = valid({ email: 'Sanne.New@Example.com', network: 'adnet', ref: 'r1', sub1: 's1' });
    const heard = eventsHeard(t.app, ['member.signed_up', 'credits.changed']);
    const res = await signup(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'sanne.new@example.com',
      status: 'not_confirmed',
      credits: 2,
      paid_user: false,
      language: 'nl',
      profile: { name: 'Sanne', country: 'NL', status: 'disabled', main_image: null },
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { host: 'localhost', cookie: cookieOf(res) },
    });
    expect(me.json().email).toBe('sanne.new@example.com');
    const id = res.json().id as string;
    const ledger = await t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([[2, 'signup']]);
    const [tracking] = await t.database.db.select().from(trackingData).where(eq(trackingData.userId, id));
    expect(tracking).toMatchObject({ network: 'adnet', ref: 'r1', sub1: 's1', sub2: null });
    const [account] = await t.database.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, id));
    expect(heard).toEqual([
      { type: 'credits.changed', memberId: id, balance: 2 },
      { type: 'member.signed_up', memberId: id, siteId: account!.siteId },
    ]);
  });

  it('sends the activation mail over SMTP; its link confirms the member once', async () => {
    const res = await signup(valid({ email: 'activate-me@example.com' }));
    const mail = await smtp.waitFor((m) => m.to.includes('activate-me@example.com'));
    expect(mail.subject).toBe('Bevestig je e-mailadres bij Demo Dating');
    expect(mail.from).toContain('Demo Dating');
    expect(mail.text).toContain('Hoi Sanne,');
    const link = /http:\/\/localhost:3000(\/api\/activate\.php\?token=[\w-]+)/.exec(mail.text)![1]!;
    expect(mail.html).toContain('activate.php?token=');
    const first = await t.app.inject({ method: 'GET', url: link, headers: { host: 'localhost' } });
    expect([first.statusCode, first.headers.location]).toEqual([302, '/activate/done']);
    expect(first.cookies.find((c) => c.name === 'activation')).toMatchObject({ value: 'activated', path: '/activate' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(user!.status).toBe('confirmed');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, res.json().id));
    expect(profile!.status).toBe('active');
    // Used again by a member who is active by now: the page says so (and offers to log in), not "failed".
    const again = await t.app.inject({ method: 'GET', url: link, headers: { host: 'localhost' } });
    expect(again.headers.location).toBe('/activate/done');
    expect(again.cookies.find((c) => c.name === 'activation')?.value).toBe('already_active');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/activate.php?token=forged',
      headers: { host: 'localhost' },
    });
    expect(forged.headers.location).toBe('/activate/error');
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Ongeldige e-mail'],
    ['date_of_birth', { date_of_birth: '' }, 'Vul uw geboortedatum in (18+ jaar)'],
    [
      'date_of_birth',
      { date_of_birth: `${new Date().getFullYear() - 17}-01-01` },
      'Vul uw geboortedatum in (18+ jaar)',
    ],
    ['date_of_birth', { date_of_birth: '1990-02-30' }, 'Ongeldige geboortedatum.'],
    ['date_of_birth', { date_of_birth: '17-05-1990' }, 'Ongeldige geboortedatum.'],
    ['name', { name: '@sanne' }, 'Je naam mag niet je e-mailadres zijn en niet met @ beginnen.'],
    [
      'name',
      { email: 'same@example.com', name: 'Same@Example.com' },
      'Je naam mag niet je e-mailadres zijn en niet met @ beginnen.',
    ],
    ['password', { password: 'short' }, 'Kies een wachtwoord van minstens 8 tekens.'],
  ])('refuses a bad %s with the catalogue text (%j)', async (field, change, message) => {
    const res = await signup(valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
  });

  it('answers the validation texts in the visitor language', async () => {
    const res = await signup(valid({ email: 'nope' }), newIp(), { ...CLIENT, cookie: 'i18n_locale=en' });
    expect(res.json().fields.email).toBe('Invalid email');
  });

  it('refuses an address that already has an account, active or deleted', async () => {
    const taken = await signup(valid({ email: 'MEMBER2@demo.example.com' }));
    expect(taken.json().fields).toEqual({ email: 'Dit e-mailadres heeft al een account op deze site.' });
    await t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.email, 'member3@demo.example.com'));
    const deleted = await signup(valid({ email: 'member3@demo.example.com' }));
    expect(deleted.json().fields.email).toContain('verwijderd account');
  });

  it('follows the site signups setting', async () => {
    await t.database.db.update(sites).set({ signups: 'with_trafficsource' });
    await t.app.services.sites.reload();
    expect((await signup(valid())).json().code).toBe('signup_needs_source');
    expect((await signup(valid({ network: 'adnet' }))).statusCode).toBe(200);
    await t.database.db.update(sites).set({ signups: 'other' });
    await t.app.services.sites.reload();
    const closed = await signup(valid({ network: 'adnet' }));
    expect([closed.statusCode, closed.json().message]).toEqual([403, 'Aanmelden is op dit moment niet mogelijk.']);
    await t.database.db.update(sites).set({ signups: 'all' });
    await t.app.services.sites.reload();
  });

  it('limits signups per IP address, so that addresses cannot be tested in bulk', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) await signup(valid({ email: 'member2@demo.example.com' }), ip);
    const res = await signup(valid(), ip);
    expect([res.statusCode, res.json().code]).toEqual([429, 'rate_limited']);
  });

  it('needs the client header (CSRF)', async () => {
    const res = await signup(valid(), newIp(), { host: 'localhost' });
    expect(res.json().code).toBe('client_header_required');
  });
});

describe('POST /api/activation-mail.php', () => {
  it('sends a new activation mail to an unconfirmed member', async () => {
    const res = await signup(valid({ email: 'resend@example.com' }));
    await smtp.waitFor((m) => m.to.includes('resend@example.com'));
    const before = smtp.mails.filter((m) => m.to.includes('resend@example.com')).length;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/activation-mail.php',
      headers: { ...CLIENT, cookie: cookieOf(res) },
      remoteAddress: newIp(),
    });
    expect(resend.json()).toEqual({ ok: true });
    await t.app.services.jobs.drain();
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes('resend@example.com')).length).toBe(before + 1);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: CLIENT });
    expect(res.json().code).toBe('authentication_required');
  });
});
