import { asc, desc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { creditLedger, users } from '../../db/schema/index.ts';
import type { Emit } from '../../events/domain-events.ts';
import { creditsInsufficient } from '../../lib/app-error.ts';

/*
 * The only code that writes members' credits and the credit ledger: every change of a balance comes with its ledger
 * row, in the caller's transaction (so that the thing paid for and its payment commit or fail together), and the
 * balance always equals the sum of the member's ledger.
 *
 * Debt: a reversed purchase (a refund, a chargeback) takes its credits back from the balance as far as it goes, and
 * records the rest as the member's debt (`users.credit_debt`), which the next purchase pays first. Every change of the
 * debt is a ledger row too (its `debt` column), so the debt always equals the sum of the ledger's debt column.
 *
 * Every change raises `credits.changed` with the new balance (the member's open tabs show it), so no caller can
 * change a balance without saying so.
 */

export type CreditReason = (typeof creditLedger.reason.enumValues)[number];

function assertChange(tx: Db, amount: number): void {
  if (!(tx instanceof PgTransaction)) throw new Error('credits change only inside a transaction');
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`credits change by a positive whole number, not ${amount}`);
}

async function book(tx: Db, memberId: string, delta: number, reason: CreditReason, reference?: string, debt = 0) {
  await tx.insert(creditLedger).values({ userId: memberId, delta, reason, reference, debt });
}

/**
 * Adds `amount` credits (signup, purchase, staff) and books them; the new balance. A purchase first pays the member's
 * debt (a second ledger row, reason `debt`), under the member's row lock.
 */
export async function grant(
  tx: Db,
  emit: Emit,
  memberId: string,
  amount: number,
  reason: CreditReason,
  reference?: string,
): Promise<number> {
  assertChange(tx, amount);
  const owed = reason === 'purchase' ? (await lockedMember(tx, memberId)).creditDebt : 0;
  const paid = Math.min(owed, amount);
  const [member] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${amount - paid}`, creditDebt: sql`${users.creditDebt} - ${paid}` })
    .where(eq(users.id, memberId))
    .returning({ credits: users.credits });
  if (!member) throw new Error(`no member ${memberId} to grant credits to`);
  await book(tx, memberId, amount, reason, reference);
  if (paid > 0) await book(tx, memberId, -paid, 'debt', reference, -paid);
  emit({ type: 'credits.changed', memberId, balance: member.credits });
  return member.credits;
}

/**
 * Takes back `amount` credits of a reversed purchase (reason `refund` or `chargeback`): as many as the balance holds,
 * the rest added to the member's debt, in one ledger row (its delta the credits taken, its debt the rest), under the
 * member's row lock. What was taken and what became debt.
 */
export async function takeBack(
  tx: Db,
  emit: Emit,
  memberId: string,
  amount: number,
  reason: 'refund' | 'chargeback',
  reference: string,
): Promise<{ taken: number; debt: number }> {
  assertChange(tx, amount);
  const { credits } = await lockedMember(tx, memberId);
  const taken = Math.min(credits, amount);
  const debt = amount - taken;
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${taken}`, creditDebt: sql`${users.creditDebt} + ${debt}` })
    .where(eq(users.id, memberId));
  await book(tx, memberId, -taken, reason, reference, debt);
  emit({ type: 'credits.changed', memberId, balance: credits - taken });
  return { taken, debt };
}

async function lockedMember(tx: Db, memberId: string) {
  const [member] = await tx
    .select({ credits: users.credits, creditDebt: users.creditDebt })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (!member) throw new Error(`no member ${memberId}`);
  return member;
}

/**
 * Takes `cost` credits (a message, a photo, a gift, a refund) in one conditional update, so that parallel spends
 * queue on the member's row and the balance never goes below zero; 'Je hebt onvoldoende credits' (nothing written)
 * when the balance is short. The new balance.
 */
export async function spend(
  tx: Db,
  emit: Emit,
  memberId: string,
  cost: number,
  reason: CreditReason,
  reference?: string,
): Promise<number> {
  assertChange(tx, cost);
  // One statement: the conditional debit, and its ledger row only when the debit happened.
  const [row] = await queryRows<{ credits: number }>(
    tx,
    sql`
    with debit as (
      update ${users} set credits = credits - ${cost}
      where id = ${memberId} and credits >= ${cost}
      returning credits
    )
    insert into ${creditLedger} (user_id, delta, reason, reference)
    select ${memberId}, ${-cost}, ${reason}, ${reference ?? null} from debit
    returning (select credits from debit) as credits`,
  );
  if (!row) throw creditsInsufficient();
  const balance = Number(row.credits);
  emit({ type: 'credits.changed', memberId, balance });
  return balance;
}

/** The member's balance now. */
export async function balanceOf(db: Db, memberId: string): Promise<number> {
  const [member] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, memberId));
  return member?.credits ?? 0;
}

/** The credits the member owes (reversed purchases beyond the balance): the next purchase pays them first. */
export async function debtOf(db: Db, memberId: string): Promise<number> {
  const [member] = await db.select({ debt: users.creditDebt }).from(users).where(eq(users.id, memberId));
  return member?.debt ?? 0;
}

/** The member's balance, locked until the transaction ends (to take back at most what is left). */
export async function lockedBalanceOf(tx: Db, memberId: string): Promise<number> {
  const [member] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, memberId)).for('update');
  return member?.credits ?? 0;
}

/** The member's latest ledger entries, newest first (the transactions page). */
export function ledgerOf(db: Db, memberId: string, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      debt: creditLedger.debt,
      reason: creditLedger.reason,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}

/** Every ledger entry of the member, oldest first (the member's data export). */
export function wholeLedgerOf(db: Db, memberId: string) {
  return db
    .select({
      delta: creditLedger.delta,
      debt: creditLedger.debt,
      reason: creditLedger.reason,
      reference: creditLedger.reference,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
}

/** A page of the member's ledger entries, newest first (the console's member page), and whether more follow. */
export async function ledgerPage(db: Db, memberId: string, page: number, size: number) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, memberId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { rows: rows.slice(0, size), more: rows.length > size };
}

/**
 * Members whose balance differs from the sum of their ledger entries, or whose debt from the sum of the ledger's debt
 * column (or is negative): the invariant says none (tests, audits).
 */
export async function ledgerMismatches(db: Db) {
  const booked = sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`;
  const bookedDebt = sql<number>`coalesce(sum(${creditLedger.debt}), 0)::int`;
  return db
    .select({ id: users.id, credits: users.credits, booked, debt: users.creditDebt, bookedDebt })
    .from(users)
    .leftJoin(creditLedger, eq(creditLedger.userId, users.id))
    .groupBy(users.id)
    .having(
      sql`${users.credits} <> ${booked} or ${users.creditDebt} <> ${bookedDebt} or ${users.creditDebt} < 0 or ${users.credits} < 0`,
    );
}
