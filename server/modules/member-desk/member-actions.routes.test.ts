import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, jobs, users } from '../../db/schema/index.ts';
import { type ChatMember, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { activate, signupMember } from '../../test/login.ts';
import {
  bundlesFor,
  checkout,
  chooseAtTestCheckout,
  directDebitForm,
  expectLedgerInvariant,
  memberFacts,
} from '../../test/payments.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
const newIp = addresses(158);
let admin: Record<string, string>;
let operator: Record<string, string>;
let seq = 0;
const newMember = (): Promise<ChatMember> => signupMember(t.app, newIp(), `act${++seq}@example.com`);

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  admin = (await staffSession(t, 'admin')).headers;
  operator = (await staffSession(t, 'operator')).headers;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: newIp() });
const audits = async (action: string, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, objectId)));
const adjust = (member: ChatMember, delta: number, headers = admin) =>
  post('/api/admin/member-credits.php', { member_id: member.id, delta, reason: 'goodwill' }, headers);

async function paidPayment(member: ChatMember) {
  const bundleId = (await bundlesFor(t)).bundles[1]!.id;
  const { paymentId, checkoutUrl } = await checkout(t, member, { bundle_id: bundleId, method: 'ideal' });
  await chooseAtTestCheckout(t, checkoutUrl, 'completed');
  return paymentId;
}

describe('credits adjustments', () => {
  it('change the balance and the ledger by exactly the amount, with one audit row holding the reason', async () => {
    const member = await newMember();
    await setCredits(t.database.db, member.id, 10);
    const res = await adjust(member, 25);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ credits: 35 });
    expect((await adjust(member, -5)).json()).toEqual({ credits: 30 });
    expect((await memberFacts(t, member.id)).credits).toBe(30);
    const admins = await t.database.db
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'admin')))
      .orderBy(creditLedger.createdAt);
    expect(admins.slice(-2).map((row) => row.delta)).toEqual([25, -5]);
    const rows = await audits('members.credits_adjust', member.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.after).toMatchObject({ credits: 35, delta: 25, reason: 'goodwill' });
    await expectLedgerInvariant(t);
  });

  it('never go below zero, even twenty at once', async () => {
    const member = await newMember();
    await setCredits(t.database.db, member.id, 7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(member, -7)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 402)).toHaveLength(19);
    expect((await memberFacts(t, member.id)).credits).toBe(0);
    expect(await audits('members.credits_adjust', member.id)).toHaveLength(1);
    expect((await adjust(member, -1)).statusCode).toBe(402);
    await expectLedgerInvariant(t);
  });
});

describe('refunds', () => {
  it('take back what the preview said, with one audit row', async () => {
    const member = await newMember();
    const paymentId = await paidPayment(member);
    await setCredits(t.database.db, member.id, 45);
    const preview = await t.app.inject({
      url: `/api/admin/refund-preview.php?payment_id=${paymentId}`,
      headers: admin,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ refundable: true, credits_due: 60, credits_taken: 45, credits_debt: 15 });
    const res = await post('/api/admin/refund.php', { payment_id: paymentId, confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits_taken: preview.json().credits_taken, credits_debt: 15 });
    expect(res.json().refunded_cents).toBe(preview.json().amount_cents);
    expect((await memberFacts(t, member.id)).credits).toBe(0);
    expect(await audits('members.refund', paymentId)).toHaveLength(1);
    const after = await t.app.inject({ url: `/api/admin/refund-preview.php?payment_id=${paymentId}`, headers: admin });
    expect(after.json().refundable).toBe(false);
  });

  it('are refused past the site refund days', async () => {
    const member = await newMember();
    const paymentId = await paidPayment(member);
    t.advance(15 * DAY_MS);
    try {
      const headers = (await staffSession(t, 'admin')).headers;
      const preview = await t.app.inject({ url: `/api/admin/refund-preview.php?payment_id=${paymentId}`, headers });
      expect(preview.json().refundable).toBe(false);
      const res = await post('/api/admin/refund.php', { payment_id: paymentId }, headers);
      expect(res.json()).toMatchObject({ code: 'refund_not_allowed' });
      expect(await audits('members.refund', paymentId)).toEqual([]);
    } finally {
      t.advance(-15 * DAY_MS);
    }
  });
});

describe('activation mails', () => {
  const activationJobs = (member: ChatMember) =>
    t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'mail.activation'), sql`${jobs.payload}->>'userId' = ${member.id}`));

  it('queue exactly one activation mail for an unconfirmed member, and none for a confirmed one', async () => {
    const member = await newMember();
    const before = (await activationJobs(member)).length;
    const res = await post('/api/admin/member-activation.php', { member_id: member.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await activationJobs(member)).toHaveLength(before + 1);
    expect(await audits('members.activation_resend', member.id)).toHaveLength(1);
    await activate(t, member);
    const refused = await post('/api/admin/member-activation.php', { member_id: member.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('activation_not_needed');
    expect(await activationJobs(member)).toHaveLength(before + 1);
  });
});

describe('direct-debit blocks', () => {
  it('once cleared, let the IBAN pay by direct debit again', async () => {
    const member = await newMember();
    const bundleId = (await bundlesFor(t)).bundles[0]!.id;
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/directdebit-code.php',
        headers: { ...CLIENT_HEADERS, cookie: member.cookie },
        payload: directDebitForm(bundleId, { phone: '06-11 22 33 44' }),
        remoteAddress: newIp(),
      });
    const iban = 'NL91 ABNA 0417 1643 00';
    expect((await post('/api/admin/directdebit-block.php', { kind: 'iban', value: iban })).statusCode).toBe(200);
    expect((await ask()).json().code).toBe('direct_debit_blocked');
    const cleared = await post('/api/admin/directdebit-unblock.php', { kind: 'iban', value: iban });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect(await audits('members.dd_block', 'NL91ABNA0417164300')).toHaveLength(1);
    expect(await audits('members.dd_unblock', 'NL91ABNA0417164300')).toHaveLength(1);
  });
});

describe('deletion', () => {
  it('deletes as members do themselves, once, audited', async () => {
    const member = await newMember();
    const res = await post('/api/admin/member-delete.php', { member_id: member.id });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'deleted' });
    const erase = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'account.erase'), sql`${jobs.payload}->>'userId' = ${member.id}`));
    expect(erase[0]!.runAt.getTime() - row!.deletedAt!.getTime()).toBe(14 * DAY_MS);
    expect((await post('/api/admin/member-delete.php', { member_id: member.id })).json().code).toBe('member_deleted');
    expect(await audits('members.delete', member.id)).toHaveLength(1);
  });
});

describe('an operator', () => {
  it('is refused every action', async () => {
    const member = await newMember();
    const paymentId = await paidPayment(member);
    const answers = await Promise.all([
      adjust(member, 5, operator),
      post('/api/admin/refund.php', { payment_id: paymentId }, operator),
      t.app.inject({ url: `/api/admin/refund-preview.php?payment_id=${paymentId}`, headers: operator }),
      post('/api/admin/member-activation.php', { member_id: member.id }, operator),
      post('/api/admin/member-delete.php', { member_id: member.id }, operator),
      post('/api/admin/directdebit-block.php', { kind: 'iban', value: 'NL91 ABNA 0417 1643 00' }, operator),
      post('/api/admin/directdebit-unblock.php', { kind: 'iban', value: 'NL91 ABNA 0417 1643 00' }, operator),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 403));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ status: 'not_confirmed', paidUser: true });
  });
});
