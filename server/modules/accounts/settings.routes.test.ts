import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS } from '../../../shared/constants.ts';
import { bannedAddresses, photos, profiles, sites, users } from '../../db/schema/index.ts';
import { addressKey } from '../../lib/address-key.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { eventsHeard } from '../../test/events.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { jpegWithGps } from '../../test/images.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { smtpUrl: smtp.url, memberCount: 8 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const newIp = addresses(3);
const CLIENT = CLIENT_HEADERS;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie = '', payload?: object) =>
  t.app.inject({ method, url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload, remoteAddress: newIp() });
const cookieOf = authCookie;
const login = (email: string, password: string) => send('POST', '/api/user.php', '', { email, password });

async function member(email: string) {
  const res = await send('POST', '/api/signup.php', '', {
    email,
    name: 'Test',
    date_of_birth: '1985-06-01',
    password: 'my password',
  });
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

const linkIn = async (to: string, subjectStart: string, pattern: RegExp) => {
  const mail = await smtp.waitFor((m) => m.to.includes(to) && m.subject.startsWith(subjectStart));
  return pattern.exec(mail.text)![0];
};

describe('account settings', () => {
  it('has sensible defaults and saves partial changes', async () => {
    const cookie = await member('prefs@example.com');
    const initial = await send('GET', '/api/account-settings.php', cookie);
    expect(initial.json()).toEqual({
      email: 'prefs@example.com',
      language: 'nl',
      email_notifications: ['messages', 'likes', 'matches'],
      push_notifications: ['messages', 'likes', 'matches'],
      notifications_disabled: [],
      geolocation_enabled: false,
      invisible: false,
      show_activity: true,
      read_receipts: true,
      in_showcase: false,
    });
    const heard = eventsHeard(t.app, ['settings.changed']);
    const changed = await send('PUT', '/api/account-settings.php', cookie, {
      invisible: true,
      push_notifications: ['messages'],
    });
    expect(changed.json()).toMatchObject({
      invisible: true,
      push_notifications: ['messages'],
      geolocation_enabled: false,
    });
    const off = await send('PUT', '/api/account-settings.php', cookie, { mail_enabled: false });
    expect(off.json().notifications_disabled).toEqual(['user']);
    const on = await send('PUT', '/api/account-settings.php', cookie, { mail_enabled: true });
    expect(on.json().notifications_disabled).toEqual([]);
    const receiptsOff = await send('PUT', '/api/account-settings.php', cookie, { read_receipts: false });
    expect(receiptsOff.json()).toMatchObject({ read_receipts: false, invisible: true });
    const shown = await send('PUT', '/api/account-settings.php', cookie, { in_showcase: true });
    expect(shown.json()).toMatchObject({ in_showcase: true, read_receipts: false });
    const bad = await send('PUT', '/api/account-settings.php', cookie, { email_notifications: ['spam'] });
    expect(bad.statusCode).toBe(400);
    expect((await send('PUT', '/api/account-settings.php', cookie, { read_receipts: 'no' })).statusCode).toBe(400);
    expect(heard.map((event) => event.type === 'settings.changed' && [...event.settings].sort())).toEqual([
      ['invisible', 'push_notifications'],
      ['mail_enabled'],
      ['mail_enabled'],
      ['read_receipts'],
      ['in_showcase'],
    ]);
  });

  it('needs a session', async () => {
    expect((await send('GET', '/api/account-settings.php')).json().code).toBe('authentication_required');
  });
});

describe('alert dismissals', () => {
  it('stores when each alert was closed, for the member alone', async () => {
    const cookie = await member('dismiss@example.com');
    const other = await member('dismiss-other@example.com');
    const before = (await send('GET', '/api/user.php', cookie)).json().dismissed_alerts;
    expect(before).toEqual({ profile_photo: null, push: null, time_bonus: null });
    const started = Date.now();
    for (const alert of ['profile_photo', 'time_bonus']) {
      expect((await send('POST', '/api/alert-dismissal.php', cookie, { alert })).statusCode).toBe(200);
    }
    const after = (await send('GET', '/api/user.php', cookie)).json().dismissed_alerts;
    expect(after.push).toBeNull();
    for (const at of [after.profile_photo, after.time_bonus]) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(started - 1000);
    }
    expect((await send('GET', '/api/user.php', other)).json().dismissed_alerts.profile_photo).toBeNull();
  });

  it('refuses an unknown alert and a visitor', async () => {
    const cookie = await member('dismiss-bad@example.com');
    expect((await send('POST', '/api/alert-dismissal.php', cookie, { alert: 'everything' })).statusCode).toBe(400);
    expect((await send('POST', '/api/alert-dismissal.php', '', { alert: 'push' })).statusCode).toBe(403);
  });
});

describe('email change', () => {
  it('checks the password and the new address, and changes it only through the link mailed to it', async () => {
    const cookie = await member('old-address@example.com');
    // In the member's language, which the notice to the old address follows.
    await send('PUT', '/api/account-settings.php', cookie, { language: 'en' });
    const heard = eventsHeard(t.app, ['settings.changed']);
    const wrong = await send('POST', '/api/email-change.php', cookie, {
      password: 'nope',
      new_email: 'new-address@example.com',
    });
    expect(wrong.json().fields).toEqual({ password: 'Controleer je wachtwoord.' });
    const invalid = await send('POST', '/api/email-change.php', cookie, { password: 'my password', new_email: 'nope' });
    expect(invalid.json().fields).toEqual({ new_email: 'Nieuw e-mailadres invalide.' });
    const taken = await send('POST', '/api/email-change.php', cookie, {
      password: 'my password',
      new_email: 'member2@demo.example.com',
    });
    expect(taken.json().fields.new_email).toBe('Dit e-mailadres heeft al een account op deze site.');
    const ok = await send('POST', '/api/email-change.php', cookie, {
      password: 'my password',
      new_email: 'New-Address@example.com',
    });
    expect(ok.json()).toEqual({ ok: true });
    expect((await send('GET', '/api/user.php', cookie)).json().email).toBe('old-address@example.com');
    const link = await linkIn('new-address@example.com', 'Confirm your new', /token=[\w-]+/);
    const noticeOf = (m: ReceivedMail) => m.to.includes('old-address@example.com') && m.subject.includes('was changed');
    expect(smtp.mails.filter(noticeOf)).toEqual([]);
    const token = link.slice('token='.length);
    expect((await send('POST', '/api/email-change-do.php', '', { token })).json()).toEqual({ ok: true });
    expect((await send('GET', '/api/user.php', cookie)).json().email).toBe('new-address@example.com');
    // The old address hears of it: which site, what changed, and where to turn if it was not the member.
    const [site] = await t.database.db.select().from(sites).limit(1);
    const notice = await smtp.waitFor(noticeOf);
    expect(notice.subject).toBe(`Your email address at ${site!.name} was changed`);
    expect(notice.text).toContain(`The email address of your account at ${site!.name} has just been changed`);
    expect(notice.text).toContain(
      `Wasn't this you? Then contact our customer service right away at ${site!.supportEmail}`,
    );
    expect(notice.text).toMatch(/Go to customer service: http:\/\/localhost:3000\/pages\/service/);
    expect(notice.to).not.toContain('new-address@example.com');
    const { id } = (await send('GET', '/api/user.php', cookie)).json();
    expect(heard).toEqual([{ type: 'settings.changed', memberId: id, settings: ['email'] }]);
    const again = await send('POST', '/api/email-change-do.php', '', { token });
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'Link verlopen of invalide, vraag een nieuwe e-mail aan',
    ]);
    await t.settled();
    expect(smtp.mails.filter(noticeOf)).toHaveLength(1);
  });
  it('refuses a banned address in any spelling of its mailbox, when asked and when the link is used', async () => {
    const cookie = await member('ban-dodger@example.com');
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'ban-dodger@example.com'));
    const ban = (email: string) =>
      t.database.db
        .insert(bannedAddresses)
        .values({ siteId: account!.siteId, email: addressKey(email), reason: 'ban' });
    await ban('jan.smit@gmail.com');
    await ban('banned@example.com');
    const ask = (newEmail: string) =>
      send('POST', '/api/email-change.php', cookie, { password: 'my password', new_email: newEmail });
    // What address-key.ts treats as one mailbox: capitals and spaces, a +tag, and at Gmail the dots and googlemail.com.
    for (const spelling of [
      'jan.smit@gmail.com',
      ' JAN.SMIT@Gmail.com ',
      'jansmit@gmail.com',
      'j.a.n.s.m.i.t+dating@googlemail.com',
      'Banned+again@Example.com',
    ]) {
      const refused = await ask(spelling);
      expect([refused.statusCode, refused.json().fields], spelling).toEqual([
        400,
        { new_email: 'Dit e-mailadres kun je op deze site niet gebruiken.' },
      ]);
    }
    // Outside Gmail the dots are the mailbox's own: another address, not banned.
    const otherMailbox = await ask('ban.ned@example.com');
    expect(otherMailbox.json()).toEqual({ ok: true });
    await t.settled();
    expect(smtp.mails.filter((m) => /jan|smit|banned@/i.test(m.to.join(',')))).toEqual([]);

    // Asked before the ban, used after it: the link is refused and the address stays as it was.
    expect((await ask('Later.Banned+x@gmail.com')).json()).toEqual({ ok: true });
    const link = await linkIn('later.banned+x@gmail.com', 'Bevestig je nieuwe', /token=[\w-]+/);
    await ban('laterbanned@gmail.com');
    const used = await send('POST', '/api/email-change-do.php', '', { token: link.slice('token='.length) });
    expect([used.statusCode, used.json().code, used.json().message]).toEqual([
      400,
      'email_banned',
      'Je e-mailadres is niet gewijzigd: dit e-mailadres kun je op deze site niet gebruiken.',
    ]);
    expect((await send('GET', '/api/user.php', cookie)).json().email).toBe('ban-dodger@example.com');
    // The link is used up either way.
    const again = await send('POST', '/api/email-change-do.php', '', { token: link.slice('token='.length) });
    expect(again.json().code).toBe('link_invalid');
  });
});

describe('account deletion', () => {
  it('hides the account at once, ends its sessions, and can be undone by mail within the grace period', async () => {
    const cookie = await member('leaving@example.com');
    const { id } = (await send('GET', '/api/user.php', cookie)).json();
    const heard = eventsHeard(t.app, ['account.deleted', 'account.reactivated']);
    expect((await send('POST', '/api/account-delete.php', cookie, { password: 'wrong' })).json().fields).toEqual({
      password: 'Controleer je wachtwoord.',
    });
    const deleted = await send('POST', '/api/account-delete.php', cookie, { password: 'my password' });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await send('GET', '/api/user.php', cookie)).statusCode).toBe(403);
    // Its owner is told it can be restored, and how; a wrong password is told nothing about the account.
    const restorable = await login('leaving@example.com', 'my password');
    expect([restorable.statusCode, restorable.json().code, restorable.headers['set-cookie']]).toEqual([
      403,
      'account_deleted',
      undefined,
    ]);
    expect(restorable.json().message).toBe(
      'Dit account is verwijderd. Je kunt het nog 14 dagen herstellen: klik op de link in de e-mail die we je ' +
        'stuurden toen je het verwijderde, en log daarna opnieuw in.',
    );
    const wrong = await login('leaving@example.com', 'not my password');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'login_failed']);
    const again = await send('POST', '/api/signup.php', '', {
      email: 'leaving@example.com',
      name: 'Xander',
      date_of_birth: '1985-06-01',
      password: 'my password',
    });
    expect(again.json().fields.email).toContain('verwijderd account');

    const link = await linkIn('leaving@example.com', 'Je account bij', /\/api\/reactivate\.php\?token=[\w-]+/);
    t.advance((DELETION_GRACE_DAYS - 1) * 86_400_000);
    expect((await login('leaving@example.com', 'my password')).json().message).toContain('nog 1 dag herstellen');
    const back = await send('GET', link);
    expect([back.statusCode, back.headers.location]).toEqual([302, '/login?reactivated=1']);
    expect((await login('leaving@example.com', 'my password')).statusCode).toBe(200);
    expect(heard).toEqual([
      { type: 'account.deleted', memberId: id },
      { type: 'account.reactivated', memberId: id },
    ]);
  });

  it('erases the member, rows and photo files, when the grace period ends; the link no longer works', async () => {
    const [demo] = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, 'member5@demo.example.com'));
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('demo five') })
      .where(eq(users.id, demo!.id));
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.userId, demo!.id));
    expect(existsSync(join(t.filesDir, photo!.storageKey, 'thumb.jpg'))).toBe(true);
    const chatPhoto = await t.app.services.photos.withChatPhoto(
      demo!.id,
      await jpegWithGps(),
      async ({ id, record }) => {
        await t.database.db.transaction((tx) => record(tx));
        return id;
      },
    );
    expect(existsSync(join(t.filesDir, 'chat', chatPhoto, 'full.jpg'))).toBe(true);
    const cookie = cookieOf(await login(demo!.email, 'demo five'));
    await send('POST', '/api/account-delete.php', cookie, { password: 'demo five' });
    const link = await linkIn(demo!.email, 'Je account bij', /\/api\/reactivate\.php\?token=[\w-]+/);

    await t.app.services.jobs.drain();
    expect(await t.database.db.$count(users, eq(users.id, demo!.id))).toBe(1);
    expect((await login(demo!.email, 'demo five')).json().code).toBe('account_deleted');
    t.advance(DELETION_GRACE_DAYS * 86_400_000 + 60_000);
    // Past the grace period (erased or not yet), a login to it is any failed login.
    expect((await login(demo!.email, 'demo five')).json().code).toBe('login_failed');
    await t.app.services.jobs.drain();
    expect(await t.database.db.$count(users, eq(users.id, demo!.id))).toBe(0);
    expect(await t.database.db.$count(profiles, eq(profiles.userId, demo!.id))).toBe(0);
    expect(await t.database.db.$count(photos, eq(photos.userId, demo!.id))).toBe(0);
    expect(existsSync(join(t.filesDir, photo!.storageKey))).toBe(false);
    expect(existsSync(join(t.filesDir, 'chat', chatPhoto))).toBe(false);
    expect((await send('GET', link)).headers.location).toBe('/activate/error');
  });
});
