import { and, eq, sql } from 'drizzle-orm';
import type { HoldReason } from '../../../shared/contact-checks.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { accountsFromAddress } from '../../db/signup-addresses.ts';
import { contactHolds, firstContacts, users } from '../../db/schema/index.ts';

export type ContactKind = (typeof firstContacts.$inferInsert)['kind'];
export type CheckOutcome = (typeof firstContacts.$inferInsert)['outcome'];

/** New members' first contacts on a site are checked one after the other: the counts below are exact. */
export async function lockSiteContacts(tx: Db, siteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`first-contacts:${siteId}`}, 0))`);
}

/** What the check reads of the sender, as committed. */
export async function senderFacts(tx: Db, senderId: string) {
  const [row] = await tx
    .select({ contactHold: users.contactHold, signupDate: users.signupDate, signupIp: users.signupIp })
    .from(users)
    .where(eq(users.id, senderId));
  return row;
}

/** Accounts of the site signed up within a day of `around` from `ip`, and from its /64: the sender's own included. */
export async function accountsFrom(tx: Db, siteId: string, ip: string, around: Date) {
  const [row] = await queryRows<{ same_ip: number; same_prefix: number }>(
    tx,
    sql`select ${accountsFromAddress(siteId, ip, around, false)} as same_ip,
      ${accountsFromAddress(siteId, ip, around, true)} as same_prefix`,
  );
  return { sameIp: row?.same_ip ?? 0, samePrefix: row?.same_prefix ?? 0 };
}

/** New members who made a first contact (a message, a like) on the site since `since`, whatever became of it. */
export async function siteNewcomersSince(tx: Db, siteId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${firstContacts.senderId})::int` })
    .from(firstContacts)
    .where(and(eq(firstContacts.siteId, siteId), sql`${firstContacts.createdAt} >= ${since}`));
  return row?.n ?? 0;
}

/** New members making first contacts on the site a minute, on average between `from` and `to` (its usual rate). */
export async function siteNewcomersPerMinute(tx: Db, siteId: string, from: Date, to: Date): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`count(distinct (${firstContacts.senderId}, date_trunc('minute', ${firstContacts.createdAt})))::int`,
    })
    .from(firstContacts)
    .where(
      and(
        eq(firstContacts.siteId, siteId),
        sql`${firstContacts.createdAt} >= ${from} and ${firstContacts.createdAt} < ${to}`,
      ),
    );
  return (row?.n ?? 0) / Math.max(1, (to.getTime() - from.getTime()) / 60_000);
}

/** The sender's first contacts of `kind` since `since`, and when the last one delivered was made. */
export async function senderContactsSince(tx: Db, senderId: string, kind: ContactKind, since: Date) {
  const [row] = await queryRows<{ n: number; last_delivered: Date | string | null }>(
    tx,
    sql`select count(*)::int as n, max(created_at) filter (where outcome = 'deliver') as last_delivered
    from ${firstContacts} where sender_id = ${senderId} and kind = ${kind} and created_at >= ${since}`,
  );
  const last = row?.last_delivered;
  return { count: row?.n ?? 0, lastDelivered: last ? new Date(last) : null };
}

export async function recordContact(
  tx: Db,
  contact: { siteId: string; senderId: string; kind: ContactKind; outcome: CheckOutcome; createdAt: Date },
): Promise<void> {
  await tx.insert(firstContacts).values(contact);
}

/**
 * Opens the member's hold: their first contacts wait for staff. After a rejection it opens again as it was first
 * opened (its reason kept), from `heldAt`.
 */
export async function openHold(tx: Db, hold: { userId: string; siteId: string; reason: HoldReason; heldAt: Date }) {
  await tx
    .insert(contactHolds)
    .values(hold)
    .onConflictDoUpdate({
      target: contactHolds.userId,
      set: { heldAt: hold.heldAt, decidedAt: null, decidedBy: null },
    });
  await tx.update(users).set({ contactHold: 'open' }).where(eq(users.id, hold.userId));
}

/** Closes the member's open hold as staff decided; false when it was not open (unknown, or decided already). */
export async function closeHold(
  tx: Db,
  decision: { userId: string; status: 'approved' | 'rejected'; staffId: string | null; at: Date },
): Promise<{ siteId: string; reason: HoldReason } | undefined> {
  const [user] = await tx
    .update(users)
    .set({ contactHold: decision.status })
    .where(and(eq(users.id, decision.userId), eq(users.contactHold, 'open')))
    .returning({ id: users.id });
  if (!user) return undefined;
  const [hold] = await tx
    .update(contactHolds)
    .set({ decidedAt: decision.at, decidedBy: decision.staffId })
    .where(eq(contactHolds.userId, decision.userId))
    .returning({ siteId: contactHolds.siteId, reason: contactHolds.reason });
  return hold;
}

/** The site of the member's hold, if they have one. */
export async function siteOfHold(tx: Db, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ siteId: contactHolds.siteId })
    .from(contactHolds)
    .where(eq(contactHolds.userId, userId));
  return row?.siteId;
}
