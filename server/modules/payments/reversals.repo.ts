import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { directDebitBlocks, directDebitRequests, payments, users } from '../../db/schema/index.ts';
import type { PaymentRow } from './payments.repo.ts';

/** The payment, locked until the transaction ends: reversals of one payment are booked one after another. */
export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Records what of the payment is reversed and booked: cents refunded and charged back, credits taken and owed. */
export async function setReversed(
  tx: Db,
  id: string,
  values: { refundedCents: number; chargedBackCents: number; refundedCredits: number; debtCredits: number; now: Date },
): Promise<PaymentRow> {
  const { now, ...reversed } = values;
  const [row] = await tx
    .update(payments)
    .set({ ...reversed, refundedAt: sql`coalesce(${payments.refundedAt}, ${now})` })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/**
 * Takes premium from the member unless another completed purchase of theirs is not wholly reversed (its credits not
 * all taken back or owed). True when it was taken.
 */
export async function dropPremiumUnlessPaid(tx: Db, memberId: string): Promise<boolean> {
  const stillPaid = sql`exists (
    select 1 from ${payments}
    where ${payments.userId} = ${memberId} and ${payments.status} = 'completed'
      and coalesce(${payments.refundedCredits}, 0) + ${payments.debtCredits} < ${payments.credits}
  )`;
  const rows = await tx
    .update(users)
    .set({ paidUser: false })
    .where(and(eq(users.id, memberId), eq(users.paidUser, true), sql`not ${stillPaid}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Blocks direct debit for the IBAN and phone of the mandate the payment was collected on (none for other methods). */
export async function blockMandateOf(tx: Db, paymentId: string): Promise<void> {
  const mandates = await tx
    .select({ iban: directDebitRequests.iban, phone: directDebitRequests.phone })
    .from(directDebitRequests)
    .where(eq(directDebitRequests.paymentId, paymentId));
  const values = mandates.flatMap(({ iban, phone }) => [
    { kind: 'iban' as const, value: iban },
    { kind: 'phone' as const, value: phone },
  ]);
  if (values.length > 0) await tx.insert(directDebitBlocks).values(values).onConflictDoNothing();
}

/** Staff: lifts a direct-debit block; false when there was none. */
export async function unblock(db: Db, kind: 'iban' | 'phone', value: string): Promise<boolean> {
  const rows = await db
    .delete(directDebitBlocks)
    .where(and(eq(directDebitBlocks.kind, kind), eq(directDebitBlocks.value, value)))
    .returning({ kind: directDebitBlocks.kind });
  return rows.length > 0;
}
