import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitBlocks, directDebitRequests } from '../../db/schema/index.ts';
import { normaliseStoredPhones } from '../../db/stored-phones.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { bundlesFor, directDebitForm } from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

/** Phones as numbers (issue 34): every spelling of a phone is one phone for blocks, the SMS limit and the SMS. */
let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(67);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `phones${++seq}@example.com`);
let bundleId: string;
let member: ChatMember;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[0]!.id;
  member = await newMember();
});
afterAll(() => t.close());

/** The five spellings of the Dutch mobile number 06-2723662{last}, as payers and staff type them. */
const spellings = (last: number) => {
  const n = `2723662${last}`;
  return [`06${n}`, `+316${n}`, `00316${n}`, `+31 6 ${n.slice(0, 4)} ${n.slice(4)}`, `06-${n}`];
};

const askCode = (phone: string, changes: object = {}, who = member, language = 'nl') =>
  t.app.inject({
    method: 'POST',
    url: '/api/directdebit-code.php',
    headers: { ...CLIENT_HEADERS, cookie: who.cookie, 'accept-language': language },
    payload: directDebitForm(bundleId, { phone, ...changes }),
    remoteAddress: newIp(),
  });

const block = (value: string, country?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/directdebit-block.php',
    headers: staffHeaders,
    payload: { kind: 'phone', value, ...(country ? { country } : {}) },
  });

const textsTo = async (to: string) => (await t.sms.list()).filter((sms) => sms.to === to).length;

describe('a phone blocked in one spelling', () => {
  it('is refused in every other, and no code is sent', async () => {
    for (let last = 0; last < 5; last++) {
      const all = spellings(last);
      expect((await block(all[last]!)).statusCode).toBe(200);
      const sentBefore = (await t.sms.list()).length;
      for (const phone of all) {
        const res = await askCode(phone);
        expect(res.statusCode, `${all[last]} blocked, ${phone} asked`).toBe(403);
        expect(res.json().code).toBe('direct_debit_blocked');
      }
      expect((await t.sms.list()).length).toBe(sentBefore);
    }
    const stored = await t.database.db.select().from(directDebitBlocks).where(eq(directDebitBlocks.kind, 'phone'));
    expect(stored.map((b) => b.value).sort()).toEqual([0, 1, 2, 3, 4].map((last) => `+3162723662${last}`));
  });

  it("reads a staff-typed number without country code in the given country, else in the site's first", async () => {
    expect((await block('01512 3456780', 'DE')).statusCode).toBe(200);
    const german = await askCode('+49 1512 3456780', { country: 'DE' });
    expect(german.json().code).toBe('direct_debit_blocked');
    expect((await block('0612345670')).statusCode).toBe(200);
    expect((await askCode('+31 612345670')).json().code).toBe('direct_debit_blocked');
  });

  it('refuses a block of what is no mobile number under the field', async () => {
    for (const value of ['123', '06abc', '020 123 45 67', '01512 3456789']) {
      const res = await block(value);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().fields).toEqual({ value: 'Vul een geldig mobiel nummer in' });
    }
  });
});

describe('the SMS limit of a phone', () => {
  it('counts every spelling as one phone: the sixth code of the day is refused', async () => {
    const all = spellings(5);
    for (const phone of all) expect((await askCode(phone)).statusCode, phone).toBe(200);
    for (const phone of all) expect((await askCode(phone)).json().code, phone).toBe('direct_debit_limit');
    expect(await textsTo('+31627236625')).toBe(5);
    expect((await t.sms.list()).filter((sms) => sms.to.includes('27236625') && sms.to !== '+31627236625')).toEqual([]);
  });

  it('holds when the spellings come at once, from two members', async () => {
    const other = await newMember();
    const all = spellings(6);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => askCode(all[i % all.length]!, {}, i % 2 ? other : member)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.json().code === 'direct_debit_limit')).toHaveLength(7);
    expect(await textsTo('+31627236626')).toBe(5);
  });
});

describe('a phone as the payer types it', () => {
  it("is read in the payment country: a German payer's 01512 3456789 is +4915123456789", async () => {
    const res = await askCode('01512 3456789', { country: 'DE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().phone_end).toBe('6789');
    expect((await t.sms.list()).at(-1)!.to).toBe('+4915123456789');
    const [request] = await t.database.db
      .select({ phone: directDebitRequests.phone, country: directDebitRequests.country })
      .from(directDebitRequests)
      .where(eq(directDebitRequests.id, res.json().request_id));
    expect(request).toEqual({ phone: '+4915123456789', country: 'DE' });
    // a Dutch mobile without its country code is no German mobile number
    expect((await askCode('0627236627', { country: 'DE' })).json().fields).toEqual({
      phone: 'Vul een geldig mobiel nummer in',
    });
  });

  it('gets the field error in nl and en for what is no mobile number, with nothing sent', async () => {
    const sentBefore = (await t.sms.list()).length;
    const cases = ['123', '06abc', '06\u00002723 6623', '0627236623abc', '062723662', '020 123 45 67', '0800 1234567'];
    for (const phone of cases) {
      for (const [language, message] of [
        ['nl', 'Vul een geldig mobiel nummer in'],
        ['en', 'Enter a valid mobile number'],
      ] as const) {
        const res = await askCode(phone, {}, member, language);
        expect(res.statusCode, JSON.stringify(phone)).toBe(400);
        expect(res.json(), JSON.stringify(phone)).toMatchObject({
          code: 'validation_failed',
          fields: { phone: message },
        });
      }
    }
    expect((await t.sms.list()).length).toBe(sentBefore);
  });
});

describe('phones stored before issue 34', () => {
  it('are brought to E.164 after the migrations, so that old blocks match every spelling', async () => {
    const { db } = t.database;
    const legacy = ['0612340000', '+310612340001', '0031612340002'];
    await db.insert(directDebitBlocks).values(legacy.map((value) => ({ kind: 'phone' as const, value })));
    const asked = await askCode('0612340003');
    expect(asked.statusCode, asked.body).toBe(200);
    const requestId = asked.json().request_id as string;
    await db.update(directDebitRequests).set({ phone: '0612340003' }).where(eq(directDebitRequests.id, requestId));

    await normaliseStoredPhones(db);
    await normaliseStoredPhones(db); // again, as on every start: nothing changes

    const phoneBlock = (value: string) => and(eq(directDebitBlocks.kind, 'phone'), eq(directDebitBlocks.value, value));
    for (const value of legacy) expect(await db.select().from(directDebitBlocks).where(phoneBlock(value))).toEqual([]);
    for (let i = 0; i < 3; i++) {
      expect(
        await db
          .select()
          .from(directDebitBlocks)
          .where(phoneBlock(`+3161234000${i}`)),
      ).toHaveLength(1);
      for (const phone of [`06 1234 000${i}`, `+31 6 1234000${i}`])
        expect((await askCode(phone)).json().code, phone).toBe('direct_debit_blocked');
    }
    const [request] = await db
      .select({ phone: directDebitRequests.phone })
      .from(directDebitRequests)
      .where(eq(directDebitRequests.id, requestId));
    expect(request!.phone).toBe('+31612340003');
  });
});
