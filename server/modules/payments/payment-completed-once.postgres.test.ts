import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { molliePayments, startMollieTestApp } from '../../test/mollie-app.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import {
  bundlesFor,
  checkout,
  expectLedgerInvariant,
  memberFacts,
  paymentEventsAbout,
  webhook,
} from '../../test/payments.ts';
import { type TestApp, secondInstance } from '../../test/test-app.ts';

/**
 * Two instances behind a load balancer, each with its own connections to one PostgreSQL database (PGlite runs one
 * query at a time and would hide the race), both taking payments through the one Mollie stand-in.
 */
const apiKey = 'test_completed0once0stand0in0';
let t: TestApp;
let mollie: MollieStandIn;
let close: () => Promise<void>;
let otherDatabase: Database;
let other: FastifyInstance;
const newIp = addresses(74);

beforeAll(async () => {
  ({ t, mollie, close } = await startMollieTestApp({ apiKey }));
  otherDatabase = openDatabase({ url: (t.database as Database & { url: string }).url });
  other = await secondInstance(t, { database: otherDatabase, payments: molliePayments(mollie, apiKey) });
});
afterAll(async () => {
  await other.close();
  await otherDatabase.close();
  await close();
});

/** The return page asking about the payment (GET /api/payment.php), which asks Mollie while it is pending. */
const returnPage = (app: FastifyInstance, cookie: string, paymentId: string) =>
  app.inject({ method: 'GET', url: `/api/payment.php?id=${paymentId}`, headers: { ...CLIENT_HEADERS, cookie } });

describe('a paid payment reported to both instances at once', () => {
  it('is completed once: one payment.completed, one purchase in the ledger, premium', async () => {
    const member = await signupMember(t.app, newIp(), 'completed-once@example.com');
    const before = await memberFacts(t, member.id);
    const bundleId = (await bundlesFor(t)).bundles[1]!.id; // 60 credits
    const { paymentId, providerId } = await checkout(t, member, { bundle_id: bundleId, method: 'creditcard' });
    const heardOnA = paymentEventsAbout(t.app, member.id);
    const heardOnB = paymentEventsAbout(other, member.id);
    mollie.setStatus(providerId, 'paid');

    // Webhooks and return-page checks, alternating between the instances, all in flight together.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const app = i % 2 ? other : t.app;
        return i % 4 < 2 ? webhook({ app }, providerId) : returnPage(app, member.cookie, paymentId);
      }),
    );

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const balance = before.credits + 60;
    expect([...heardOnA, ...heardOnB]).toEqual([
      { type: 'credits.changed', memberId: member.id, balance },
      { type: 'payment.completed', memberId: member.id, paymentId, credits: 60 },
    ]);
    const purchases = await t.database.db
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'purchase'), eq(creditLedger.reference, paymentId)));
    expect(purchases).toEqual([{ delta: 60 }]);
    expect(await memberFacts(t, member.id)).toEqual({ credits: balance, paidUser: true });
    await expectLedgerInvariant(t);
  });
});
