import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isOpen, useCode } from '../../db/one-time-codes.ts';
import { directDebitBlocks, directDebitRequests } from '../../db/schema/index.ts';

export type DirectDebitRequest = typeof directDebitRequests.$inferSelect;

export async function insertRequest(db: Db, values: typeof directDebitRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(directDebitRequests).values(values).returning({ id: directDebitRequests.id });
  return row!.id;
}

/** Forgets a request whose code never went out. */
export async function deleteRequest(db: Db, id: string): Promise<void> {
  await db.delete(directDebitRequests).where(eq(directDebitRequests.id, id));
}

/**
 * Counts one try of the member's open request, in one conditional update: no number of parallel tries gets past
 * `maxAttempts`. Undefined when there is no open request (unknown, another member's, expired, used, tried out).
 */
export async function countAttempt(
  db: Db,
  { id, memberId, now, maxAttempts }: { id: string; memberId: string; now: Date; maxAttempts: number },
): Promise<DirectDebitRequest | undefined> {
  const [row] = await db
    .update(directDebitRequests)
    .set({ attempts: sql`${directDebitRequests.attempts} + 1` })
    .where(
      and(
        eq(directDebitRequests.id, id),
        eq(directDebitRequests.userId, memberId),
        isOpen(directDebitRequests, now),
        lt(directDebitRequests.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Whether the member's request exists but was tried `maxAttempts` times. */
export async function triedOut(db: Db, id: string, memberId: string, maxAttempts: number): Promise<boolean> {
  const [row] = await db
    .select({ attempts: directDebitRequests.attempts })
    .from(directDebitRequests)
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.userId, memberId)));
  return (row?.attempts ?? 0) >= maxAttempts;
}

/** Uses the request, once (of two right codes at once, one gets it), while open at `now`, its try's time. */
export async function useRequest(db: Db, id: string, now: Date): Promise<boolean> {
  const used = await useCode(db, directDebitRequests, {
    match: eq(directDebitRequests.id, id),
    now,
    returning: { id: directDebitRequests.id },
  });
  return used !== undefined;
}

export async function setRequestPayment(db: Db, id: string, paymentId: string): Promise<void> {
  await db.update(directDebitRequests).set({ paymentId }).where(eq(directDebitRequests.id, id));
}

/** Whether the IBAN (electronic format) or the phone (E.164) is blocked from direct debit. */
export async function isBlocked(db: Db, iban: string, phone: string): Promise<boolean> {
  const rows = await db
    .select({ kind: directDebitBlocks.kind })
    .from(directDebitBlocks)
    .where(
      or(
        and(eq(directDebitBlocks.kind, 'iban'), eq(directDebitBlocks.value, iban)),
        and(eq(directDebitBlocks.kind, 'phone'), eq(directDebitBlocks.value, phone)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function block(db: Db, kind: 'iban' | 'phone', value: string): Promise<void> {
  await db.insert(directDebitBlocks).values({ kind, value }).onConflictDoNothing();
}
