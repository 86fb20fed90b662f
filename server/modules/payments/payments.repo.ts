import { and, asc, desc, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditBundles, discountCodeUses, discountCodes, payments, sites, users } from '../../db/schema/index.ts';

export type BundleRow = typeof creditBundles.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Payments the transactions page lists at most. */
export const HISTORY_LIMIT = 200;

export function listBundles(db: Db, siteId: string, currency: string): Promise<BundleRow[]> {
  return db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.currency, currency), eq(creditBundles.active, true)))
    .orderBy(asc(creditBundles.position), asc(creditBundles.credits));
}

export async function findBundle(db: Db, siteId: string, bundleId: string): Promise<BundleRow | undefined> {
  const [row] = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.id, bundleId), eq(creditBundles.siteId, siteId), eq(creditBundles.active, true)));
  return row;
}

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setProviderPaymentId(db: Db, id: string, providerPaymentId: string): Promise<void> {
  await db.update(payments).set({ paymentId: providerPaymentId }).where(eq(payments.id, id));
}

/** A payment of this member (another member's id finds nothing). */
export async function findMemberPayment(db: Db, memberId: string, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, memberId)));
  return row;
}

/** A payment with its member's site (the staff API is not bound to a site). */
export async function findPaymentWithSite(db: Db, id: string) {
  const [row] = await db
    .select({ payment: payments, site: sites })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(payments.id, id));
  return row;
}

/** A payment of one of the site's members by the provider's id for it. */
export async function findByProviderId(
  db: Db,
  siteId: string,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.paymentId, providerPaymentId), eq(payments.provider, provider), eq(users.siteId, siteId)));
  return row?.payment;
}

/**
 * Marks the payment completed unless it already is: one conditional update, so that of any number of concurrent
 * webhooks exactly one gets the row back (the others wait on its lock and then find it completed) and books it.
 */
export async function completePayment(db: Db, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(payments.id, id), ne(payments.status, 'completed')))
    .returning();
  return row;
}

/** Records a failure or cancellation, never over a completed payment. */
export async function endPayment(db: Db, id: string, status: 'failed' | 'cancelled'): Promise<void> {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, id), ne(payments.status, 'completed')));
}

/** Makes the member premium (SPEC §6: the first completed purchase); false when they were already. */
export async function makePremium(db: Db, memberId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ paidUser: true })
    .where(and(eq(users.id, memberId), eq(users.paidUser, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks a completed payment refunded, once: the conditional update lets one of two concurrent refunds through.
 * `since` is the earliest completion the site's refund days still cover.
 */
export async function markRefunded(
  db: Db,
  id: string,
  { now, since }: { now: Date; since: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ refundedAt: now })
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'completed'),
        sql`${payments.refundedAt} is null and ${payments.completedAt} >= ${since}`,
      ),
    )
    .returning();
  return row;
}

/** Gives up a refund's claim when the provider refused it (kept when a reversal was booked meanwhile). */
export async function unmarkRefunded(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ refundedAt: null })
    .where(and(eq(payments.id, id), eq(payments.refundedCents, 0), eq(payments.chargedBackCents, 0)));
}

export async function setRefundedCredits(db: Db, id: string, credits: number): Promise<PaymentRow> {
  const [row] = await db.update(payments).set({ refundedCredits: credits }).where(eq(payments.id, id)).returning();
  return row!;
}

/** The bundle and method of the member's last completed purchase (the repeat order). */
export async function lastCompletedOrder(db: Db, memberId: string) {
  const [row] = await db
    .select({ bundleId: payments.bundleId, method: payments.paymentMethod })
    .from(payments)
    .where(and(eq(payments.userId, memberId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row;
}

export function listPayments(db: Db, memberId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, memberId))
    .orderBy(desc(payments.createdAt))
    .limit(HISTORY_LIMIT);
}

export async function findCode(db: Db, siteId: string, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
  return row;
}

/** Whether the code was used by a completed payment: by this member, and by anyone. */
export async function codeUses(db: Db, codeId: string, memberId: string) {
  const [row] = await db
    .select({
      byMember: sql<boolean>`coalesce(bool_or(${discountCodeUses.userId} = ${memberId}), false)`,
      byAnyone: sql<boolean>`count(*) > 0`,
    })
    .from(discountCodeUses)
    .innerJoin(payments, eq(payments.id, discountCodeUses.paymentId))
    .where(and(eq(discountCodeUses.discountCodeId, codeId), eq(payments.status, 'completed')));
  return { byMember: Boolean(row?.byMember), byAnyone: Boolean(row?.byAnyone) };
}

/**
 * The site's time-bonus code, made on first use on a site that has none: one per site, whoever asks first (the insert
 * is idempotent), once per member.
 */
export async function timeBonusCodeOf(
  db: Db,
  { siteId, code, percentage }: { siteId: string; code: string; percentage: number },
): Promise<DiscountCodeRow> {
  await db
    .insert(discountCodes)
    .values({ siteId, code, valuePercentage: percentage, validity: 'once_per_user' })
    .onConflictDoNothing();
  return (await findCode(db, siteId, code))!;
}

export const WELCOME_CODE_PREFIX = 'WELCOME-';

/** The member's welcome code, made on first ask: one per member, whoever asks first (the insert is idempotent). */
export async function welcomeCodeOf(
  db: Db,
  {
    siteId,
    memberId,
    code,
    percentage,
    expires,
  }: {
    siteId: string;
    memberId: string;
    code: string;
    percentage: number;
    expires: Date;
  },
): Promise<DiscountCodeRow> {
  await db
    .insert(discountCodes)
    .values({ siteId, code, userId: memberId, valuePercentage: percentage, expires, validity: 'once_per_user' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, siteId),
        eq(discountCodes.userId, memberId),
        like(discountCodes.code, `${WELCOME_CODE_PREFIX}%`),
      ),
    );
  return row!;
}
