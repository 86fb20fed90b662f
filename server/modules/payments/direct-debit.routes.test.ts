import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  chooseAtTestCheckout,
  directDebitForm,
  expectLedgerInvariant,
  memberFacts,
} from '../../test/payments.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { staffSession } from '../../test/staff.ts';

let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(66);
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `debit${++seq}@example.com`);
let bundleId: string;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  staffHeaders = (await staffSession(t)).headers;
  bundleId = (await bundlesFor(t)).bundles[0]!.id;
});
afterAll(() => t.close());

const post = (member: ChatMember, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT_HEADERS, cookie: member.cookie },
    payload,
    remoteAddress: newIp(),
  });

const form = (changes: object = {}) => directDebitForm(bundleId, changes);

/** Asks for a code; the request's id and the code from the SMS sink. */
async function requestCode(member: ChatMember, changes: object = {}) {
  const res = await post(member, '/api/directdebit-code.php', form(changes));
  expect(res.statusCode, res.body).toBe(200);
  const sent = (await t.sms.list()).at(-1)!;
  return { requestId: res.json().request_id as string, otp: /\b(\d{6})\b/.exec(sent.text)![1]!, sent, res };
}

const confirm = (member: ChatMember, requestId: string, otp: string) =>
  post(member, '/api/directdebit.php', { request_id: requestId, otp });

const wrong = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');

describe('direct debit', () => {
  it('sends a code by SMS to the phone in its E.164 form and turns the right code into a direct-debit payment', async () => {
    const member = await newMember();
    const { requestId, otp, sent, res } = await requestCode(member);
    expect(sent.to).toBe('+31612345678');
    expect(sent.text).toContain(otp);
    expect(res.json().phone_end).toBe('5678');
    const paid = await confirm(member, requestId, otp);
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paid.json().payment_id));
    expect(row).toMatchObject({ paymentMethod: 'sdd', status: 'pending', amount: '7.46' });
    const before = await memberFacts(t, member.id);
    await chooseAtTestCheckout(t, paid.json().checkout_url, 'completed', { member });
    expect(await memberFacts(t, member.id)).toEqual({ credits: before.credits + 25, paidUser: true });
    expect((await confirm(member, requestId, otp)).json().code).toBe('otp_invalid');
    await expectLedgerInvariant(t);
  });

  it("says 'Code ongeldig' for a wrong code, and after five tries asks for a new one, even when twenty try at once", async () => {
    const member = await newMember();
    const { requestId, otp } = await requestCode(member);
    const bad = await confirm(member, requestId, wrong(otp));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'otp_invalid', message: 'Code ongeldig' });
    const tries = await Promise.all(Array.from({ length: 20 }, () => confirm(member, requestId, wrong(otp))));
    expect(tries.filter((r) => r.json().code === 'otp_invalid')).toHaveLength(4);
    expect(tries.filter((r) => r.json().code === 'otp_attempts')).toHaveLength(16);
    expect((await confirm(member, requestId, otp)).json().code).toBe('otp_attempts');
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });

  it('keeps a request to its member', async () => {
    const [owner, other] = [await newMember(), await newMember()];
    const { requestId, otp } = await requestCode(owner);
    expect((await confirm(other, requestId, otp)).json().code).toBe('otp_invalid');
    expect((await confirm(owner, requestId, otp)).statusCode).toBe(200);
  });

  it('refuses a bad IBAN or phone under the field, with nothing sent', async () => {
    const member = await newMember();
    const sentBefore = (await t.sms.list()).length;
    const badIban = await post(member, '/api/directdebit-code.php', form({ iban: 'NL91ABNA0417164301' }));
    expect(badIban.statusCode).toBe(400);
    expect(badIban.json().fields).toEqual({ iban: expect.any(String) });
    const badPhone = await post(member, '/api/directdebit-code.php', form({ phone: '12-ab' }));
    expect(badPhone.json().fields).toEqual({ phone: expect.any(String) });
    expect((await post(member, '/api/directdebit-code.php', form({ city: 'A\u0000' }))).statusCode).toBe(400);
    expect((await t.sms.list()).length).toBe(sentBefore);
  });

  it('refuses a blocked IBAN or phone with the support phone cleaned of dashes and spaces', async () => {
    const member = await newMember();
    const block = (kind: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/directdebit-block.php',
        headers: staffHeaders,
        payload: { kind, value },
      });
    expect((await block('iban', 'de89 3704 0044 0532 0130 00')).statusCode).toBe(200);
    expect((await block('phone', '+31 6 2999 0000')).statusCode).toBe(200);
    for (const changes of [{ iban: 'DE89370400440532013000' }, { phone: '06-29990000' }]) {
      const res = await post(member, '/api/directdebit-code.php', form(changes));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('direct_debit_blocked');
      expect(res.json().message).toContain('0201234567');
    }
  });

  it('lets one IBAN pay two direct debits a month, however many try at once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember()));
    const iban = 'BE68 5390 0754 7034';
    const codes = [];
    for (const member of members)
      codes.push({ member, ...(await requestCode(member, { iban, phone: `+3247000000${codes.length}` })) });
    const answers = await Promise.all(codes.map((c) => confirm(c.member, c.requestId, c.otp)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.json().code === 'direct_debit_limit')).toHaveLength(4);
  });

  it('sends at most five codes a day to one phone', async () => {
    const member = await newMember();
    const phone = '+31 6 5555 1234';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(member, '/api/directdebit-code.php', form({ phone }))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.json().code === 'direct_debit_limit')).toHaveLength(3);
  });
});
