import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discountCodeUses, discountCodes, payments } from '../../db/schema/index.ts';
import type { DiscountCodeRow, PaymentRow } from './payments.repo.ts';

/** What decides who may use a code: its id and how often it may be used. */
export type LimitedCode = Pick<DiscountCodeRow, 'id' | 'validity'>;

/** A member's use of a code and the payment that holds it (reserved while pending, used once completed). */
export interface Holder {
  userId: string;
  paymentId: string | null;
  status: PaymentRow['status'] | null;
  provider: string | null;
  providerPaymentId: string | null;
}

const holderColumns = {
  userId: discountCodeUses.userId,
  paymentId: discountCodeUses.paymentId,
  status: payments.status,
  provider: payments.provider,
  providerPaymentId: payments.paymentId,
};

/** The uses that count against this member: their own, and for a single-use code everyone's. */
const holdersQuery = (db: Db, code: LimitedCode, memberId: string) =>
  db
    .select(holderColumns)
    .from(discountCodeUses)
    .leftJoin(payments, eq(payments.id, discountCodeUses.paymentId))
    .where(
      and(
        eq(discountCodeUses.discountCodeId, code.id),
        code.validity === 'once' ? undefined : eq(discountCodeUses.userId, memberId),
      ),
    );

/**
 * The holders, locked until the transaction ends: a single-use code's row first (one checkout or crediting of it at a
 * time, whoever the member), then the member's use row, made (without a payment) when missing so that it can be
 * locked: a concurrent insert of the same row waits for this transaction.
 */
export async function lockedHolders(tx: Db, code: LimitedCode, memberId: string): Promise<Holder[]> {
  if (code.validity === 'once') {
    await tx.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.id, code.id)).for('update');
  }
  await tx
    .insert(discountCodeUses)
    .values({ discountCodeId: code.id, userId: memberId, paymentId: null })
    .onConflictDoNothing();
  await tx
    .select({ userId: discountCodeUses.userId })
    .from(discountCodeUses)
    .where(
      and(
        eq(discountCodeUses.discountCodeId, code.id),
        code.validity === 'once' ? undefined : eq(discountCodeUses.userId, memberId),
      ),
    )
    .for('update');
  // Read by a statement of its own, begun once the locks are held: a locking statement that waited re-reads the use
  // row it locked but joins it to the payments of its own earlier snapshot, and would miss a payment that the
  // transaction it waited for had just made and moved the use to.
  return holdersQuery(tx, code, memberId);
}

/** The member's use of the code now belongs to `paymentId` (call under `lockedHolders`). */
export async function moveUse(tx: Db, codeId: string, memberId: string, paymentId: string): Promise<void> {
  await tx
    .insert(discountCodeUses)
    .values({ discountCodeId: codeId, userId: memberId, paymentId })
    .onConflictDoUpdate({ target: [discountCodeUses.discountCodeId, discountCodeUses.userId], set: { paymentId } });
}

export async function findCodeValidity(db: Db, codeId: string): Promise<LimitedCode | undefined> {
  const [row] = await db
    .select({ id: discountCodes.id, validity: discountCodes.validity })
    .from(discountCodes)
    .where(eq(discountCodes.id, codeId));
  return row;
}

/**
 * The pending payments with the code other than `paymentId` (the member's, or anyone's for a single-use code): the
 * checkouts a paid one leaves without a code to honour.
 */
export function openWithCode(tx: Db, code: LimitedCode, memberId: string, paymentId: string): Promise<Holder[]> {
  return tx
    .select({
      userId: payments.userId,
      paymentId: payments.id,
      status: payments.status,
      provider: payments.provider,
      providerPaymentId: payments.paymentId,
    })
    .from(payments)
    .where(
      and(
        eq(payments.discountCodeId, code.id),
        eq(payments.status, 'pending'),
        ne(payments.id, paymentId),
        code.validity === 'once' ? undefined : eq(payments.userId, memberId),
      ),
    );
}

/** Cancels a payment in our books while it is pending (an earlier checkout whose code moved on). */
export async function cancelPending(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

/**
 * Claims the full refund of a paid payment that may not be credited (its code's use is another's): cancelled, refunded
 * now, no credits taken back (none were given). One conditional update, so of concurrent webhooks one refunds.
 */
export async function claimLostRefund(db: Db, id: string, now: Date): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'cancelled', refundedAt: now, refundedCredits: 0 })
    .where(and(eq(payments.id, id), ne(payments.status, 'completed'), isNull(payments.refundedAt)))
    .returning();
  return row;
}

/** Gives the claim back when the provider did not refund (the next webhook or look tries again). */
export async function unclaimLostRefund(db: Db, id: string): Promise<void> {
  await db.update(payments).set({ refundedAt: null, refundedCredits: null }).where(eq(payments.id, id));
}
