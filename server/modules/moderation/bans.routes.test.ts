import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/constants.ts';
import { isAddressBanned, isPhoneBanned } from '../../db/bans.ts';
import { bannedAddresses, bannedPhones, users } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { bundlesFor, directDebitForm } from '../../test/payments.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * A ban keys on the address and the phones (decision 037): it outlives the account's deletion and erasure, and
 * catches the address and the phone however they are spelled.
 */
let t: TestApp;
let staffHeaders: Record<string, string>;
let bundleId: string;
let siteId: string;
const newIp = addresses(171);

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  staffHeaders = (await staffSession(t, 'admin')).headers;
  bundleId = (await bundlesFor(t)).bundles[0]!.id;
});
afterAll(() => t.close());

const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: staffHeaders, payload });

const signup = (email: string, language = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT_HEADERS, 'accept-language': language },
    remoteAddress: newIp(),
    payload: { email, name: 'Sam', date_of_birth: '1990-01-01', password: 'pw-123456' },
  });

const askCode = (who: ChatMember, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/directdebit-code.php',
    headers: { ...CLIENT_HEADERS, cookie: who.cookie },
    payload: directDebitForm(bundleId, { phone }),
    remoteAddress: newIp(),
  });

async function confirmedMember(email: string): Promise<ChatMember> {
  const member = await signupMember(t.app, newIp(), email);
  await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
  const [row] = await t.database.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, member.id));
  siteId = row!.siteId;
  return member;
}

describe('a ban', () => {
  it('outlives deletion and erasure: the address in any spelling, and every phone the member gave', async () => {
    const banned = await confirmedMember('Jan.de.Vries+dating@gmail.com');
    // The phones the member gave for direct debit, as they typed them.
    for (const phone of ['06 27236620', '+31 6 2723 6621']) expect((await askCode(banned, phone)).statusCode).toBe(200);
    const ban = await admin('member-standing.php', { member_id: banned.id, action: 'ban', reason: 'Oplichting' });
    expect(ban.statusCode).toBe(200);
    expect((await t.database.db.select().from(bannedPhones)).map((row) => row.phone).sort()).toEqual([
      '+31627236620',
      '+31627236621',
    ]);
    expect((await t.database.db.select().from(bannedAddresses)).map((row) => row.email)).toEqual([
      'jandevries@gmail.com',
    ]);

    // Deleted by staff, then erased after the grace period: the user row is gone, the ban is not.
    expect((await admin('member-delete.php', { member_id: banned.id })).statusCode).toBe(200);
    t.advance(15 * DAY_MS);
    await t.app.services.settings.eraseAccount(banned.id);
    expect(await t.database.db.select().from(users).where(eq(users.id, banned.id))).toEqual([]);

    for (const email of [
      'jan.de.vries+dating@gmail.com',
      '  JAN.DE.VRIES@gmail.com ',
      'jandevries@googlemail.com',
      'j.a.n.d.e.v.r.i.e.s+new@gmail.com',
    ]) {
      const res = await signup(email);
      expect([res.statusCode, res.json().fields?.email], email).toEqual([
        400,
        'Met dit e-mailadres kun je je op deze site niet aanmelden.',
      ]);
    }
    const german = await signup('jandevries+de@gmail.com', 'de');
    expect(german.json().fields?.email).toBe(
      'Mit dieser E-Mail-Adresse kannst du dich auf dieser Seite nicht registrieren.',
    );

    // Back with another address: the banned phones are refused for direct debit in every spelling, others are not.
    const back = await confirmedMember('jan.de.vries@example.com');
    for (const phone of ['+31 6 27236620', '06-27236620', '0031627236620', '0031 6 2723 6621', '06 2723 6621']) {
      const res = await askCode(back, phone);
      expect([res.statusCode, res.json().code], phone).toEqual([403, 'direct_debit_blocked']);
    }
    expect((await askCode(back, '06 27236629')).statusCode).toBe(200);
    // Another address of the same name at another domain is another mailbox.
    expect((await signup('jan.de.vries@hotmail.com')).statusCode).toBe(200);
  });

  it('is lifted with the address and the phones', async () => {
    staffHeaders = (await staffSession(t, 'admin')).headers; // the first test's days ended the console session
    const member = await confirmedMember('Lift.Me+x@Gmail.com');
    expect((await askCode(member, '06 27236630')).statusCode).toBe(200);
    await admin('member-standing.php', { member_id: member.id, action: 'ban', reason: 'Spam' });
    expect(await isAddressBanned(t.database.db, siteId, 'liftme@gmail.com')).toBe(true);
    expect(await isPhoneBanned(t.database.db, siteId, '+31627236630')).toBe(true);
    await admin('member-standing.php', { member_id: member.id, action: 'lift', reason: 'Vergissing' });
    expect(await isAddressBanned(t.database.db, siteId, 'liftme@gmail.com')).toBe(false);
    expect(await isPhoneBanned(t.database.db, siteId, '+31627236630')).toBe(false);
  });
});
