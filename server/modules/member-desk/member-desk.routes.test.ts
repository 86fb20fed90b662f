import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, conversationMembers, conversations, messages, users } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { bundlesFor, checkout, chooseAtTestCheckout, directDebitForm } from '../../test/payments.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
const newIp = addresses(157);
const staff = {} as Record<'admin' | 'moderator' | 'operator', Record<string, string>>;
let seq = 0;
const newMember = (name = 'Sam'): Promise<ChatMember> =>
  signupMember(t.app, newIp(), `desk${++seq}@example.com`, { name });

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  for (const role of ['admin', 'moderator', 'operator'] as const) staff[role] = (await staffSession(t, role)).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = staff.admin) => t.app.inject({ method: 'GET', url, headers });
const find = async (q: string, headers = staff.admin) => {
  const res = await get(`/api/admin/members.php?q=${encodeURIComponent(q)}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().members as { id: string; email: string; name: string; site_name: string }[];
};

describe('finding members', () => {
  it('finds a member by id, by address in another case, by payment reference and by the start of a name', async () => {
    const member = await newMember('Zorbawine');
    const other = await newMember('Zorbalina');
    const email = `desk${seq - 1}@example.com`;
    const bundleId = (await bundlesFor(t)).bundles[0]!.id;
    const { paymentId, checkoutUrl, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
    await chooseAtTestCheckout(t, checkoutUrl, 'completed');

    expect((await find(member.id)).map((m) => m.id)).toEqual([member.id]);
    const byEmail = await find(email.toUpperCase());
    expect(byEmail.map((m) => m.id)).toEqual([member.id]);
    expect(byEmail[0]).toMatchObject({ email, name: 'Zorbawine', status: 'not_confirmed', fictional: false });
    expect(byEmail[0]!.site_name).toBeTruthy();
    expect((await find(providerId)).map((m) => m.id)).toEqual([member.id]);
    expect((await find(paymentId)).map((m) => m.id)).toEqual([member.id]);
    // Newest first.
    expect((await find('zorba')).map((m) => m.id)).toEqual([other.id, member.id]);
    expect(await find('orba')).toEqual([]);
    // A name's wildcard characters are taken as they are.
    expect(await find('%')).toEqual([]);
  });

  it('lets moderators and operators search and read, and marks fictional profiles', async () => {
    const member = await newMember('Fictionella');
    await t.database.db.update(users).set({ fictional: true }).where(eq(users.id, member.id));
    for (const role of ['moderator', 'operator'] as const) {
      expect((await find('fictionella', staff[role]))[0]).toMatchObject({ id: member.id, fictional: true });
      expect((await get(`/api/admin/member.php?id=${member.id}`, staff[role])).statusCode).toBe(200);
    }
  });

  it('refuses a member page of an unknown id, and an empty search', async () => {
    expect((await get('/api/admin/member.php?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/admin/members.php?q=')).statusCode).toBe(400);
  });
});

/** A conversation between two members with one message from each; the first message's id. */
async function conversationOf(a: ChatMember, b: ChatMember, text: string) {
  const { db } = t.database;
  const later = new Date(t.now().getTime() + 1000);
  const [conversation] = await db.insert(conversations).values({}).returning();
  const id = conversation!.id;
  await db.insert(conversationMembers).values([
    { conversationId: id, userId: a.id, otherUserId: b.id },
    { conversationId: id, userId: b.id, otherUserId: a.id },
  ]);
  const [first] = await db
    .insert(messages)
    .values([
      { conversationId: id, senderId: a.id, kind: 'text', body: `${text} from a`, createdAt: t.now() },
      { conversationId: id, senderId: b.id, kind: 'text', body: `${text} from b`, createdAt: later },
    ])
    .returning();
  return { id, messageId: first!.id };
}

describe("a member's page", () => {
  it('shows only the conversations a complaint names', async () => {
    const member = await newMember('Paula');
    const reported = await conversationOf(member, await newMember('Rita'), 'reported');
    const privateOne = await conversationOf(member, await newMember('Petra'), 'private');
    await t.database.db
      .insert(complaints)
      .values({ reporterId: member.id, reportedId: member.id, messageId: reported.messageId, reason: 'harassment' });
    const res = await get(`/api/admin/member.php?id=${member.id}`, staff.operator);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.conversations.map((c: { id: string }) => c.id)).toEqual([reported.id]);
    expect(page.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'reported from a',
      'reported from b',
    ]);
    expect(page.conversations[0].complaints).toMatchObject([{ message_id: reported.messageId, reason: 'harassment' }]);
    expect(res.body).not.toContain('private from');
    expect(res.body).not.toContain(privateOne.id);
    expect(page.member).toMatchObject({ id: member.id, status: 'not_confirmed', suspended_until: null });
    expect(page.profile).toMatchObject({ name: 'Paula' });
    expect(page.strikes).toEqual([]);
  });

  it("shows what the bans hold: the address key and phones of a banned member, and any member's banned phone", async () => {
    const bundleId = (await bundlesFor(t)).bundles[0]!.id;
    const confirmed = async (email: string) => {
      const member = await signupMember(t.app, newIp(), email, { name: 'Bo' });
      await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
      return member;
    };
    const askCode = async (who: ChatMember, phone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/directdebit-code.php',
        headers: { ...CLIENT_HEADERS, cookie: who.cookie },
        payload: directDebitForm(bundleId, { phone }),
        remoteAddress: newIp(),
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const pageOf = async (who: ChatMember) => {
      const res = await get(`/api/admin/member.php?id=${who.id}`, staff.moderator);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const banned = await confirmed('Ban.Ned+desk@GoogleMail.com');
    const neighbour = await confirmed('neighbour-desk@example.com');
    await askCode(banned, '06 27236630');
    await askCode(banned, '+31 6 2723 6631');
    // Another member gave one of those phones before the ban.
    await askCode(neighbour, '0627236631');
    await askCode(neighbour, '0627236632');

    // Before the ban: the key is shown, nothing is held.
    expect((await pageOf(banned)).ban).toEqual({ address_key: 'banned@gmail.com', address_banned: false, phones: [] });
    const ban = await t.app.inject({
      method: 'POST',
      url: '/api/admin/member-standing.php',
      headers: staff.admin,
      payload: { member_id: banned.id, action: 'ban', reason: 'Oplichting' },
    });
    expect(ban.statusCode, ban.body).toBe(200);

    const bannedPage = await pageOf(banned);
    expect(bannedPage.ban).toEqual({
      address_key: 'banned@gmail.com',
      address_banned: true,
      phones: ['+31627236630', '+31627236631'],
    });
    const phonesOf = (page: { mandates: { kind: string; value: string }[] }) =>
      page.mandates.filter((m) => m.kind === 'phone').sort((a, b) => a.value.localeCompare(b.value));
    expect(phonesOf(bannedPage)).toEqual([
      { kind: 'phone', value: '+31627236630', blocked: false, banned: true },
      { kind: 'phone', value: '+31627236631', blocked: false, banned: true },
    ]);
    expect(bannedPage.mandates.filter((m: { kind: string }) => m.kind === 'iban')).toMatchObject([{ banned: false }]);

    // The neighbour is not banned, but one of their phones is on the list.
    const neighbourPage = await pageOf(neighbour);
    expect(neighbourPage.ban).toEqual({
      address_key: 'neighbour-desk@example.com',
      address_banned: false,
      phones: ['+31627236631'],
    });
    expect(phonesOf(neighbourPage).map((m) => [m.value, (m as { banned?: boolean }).banned])).toEqual([
      ['+31627236631', true],
      ['+31627236632', false],
    ]);
  });

  it('pages the credit ledger, newest first', async () => {
    const member = await newMember();
    const res = await get(`/api/admin/member-ledger.php?id=${member.id}`, staff.moderator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries[0]).toMatchObject({ reason: 'signup' });
    expect(res.json().more).toBe(false);
  });
});
