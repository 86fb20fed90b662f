import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { addressKey } from '../lib/address-key.ts';
import type { Db } from './client.ts';
import { bannedAddresses, bannedPhones, directDebitRequests, users } from './schema/index.ts';

/**
 * What a ban keys on (decision 037): the member's address, as its key (address-key.ts: every spelling of one mailbox
 * alike), and every phone the member gave (their direct-debit orders', E.164). Both are kept per site apart from the
 * account, so a ban outlives its deletion and erasure: a signup with the address, or a direct-debit order with the
 * phone, is refused on the site. The moderation module bans and lifts; signup and direct debit ask.
 */

/** The phones (E.164) a member gave: those of their direct-debit orders. */
async function phonesOf(tx: Db, memberId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ phone: directDebitRequests.phone })
    .from(directDebitRequests)
    .where(eq(directDebitRequests.userId, memberId));
  return rows.map((row) => row.phone);
}

/** Bans the member's address and phones from the site; banning them again keeps the first reason. */
export async function banMember(
  tx: Db,
  member: { id: string; siteId: string; email: string },
  reason: string,
): Promise<void> {
  const { siteId } = member;
  await tx
    .insert(bannedAddresses)
    .values({ siteId, email: addressKey(member.email), reason })
    .onConflictDoNothing();
  const phones = await phonesOf(tx, member.id);
  if (phones.length > 0) {
    await tx
      .insert(bannedPhones)
      .values(phones.map((phone) => ({ siteId, phone, reason })))
      .onConflictDoNothing();
  }
}

/** Lifts the ban of the member's address and phones on the site. */
export async function unbanMember(tx: Db, member: { id: string; siteId: string; email: string }): Promise<void> {
  const { siteId } = member;
  const spellings = [...new Set([member.email.trim().toLowerCase(), addressKey(member.email)])];
  await tx
    .delete(bannedAddresses)
    .where(and(eq(bannedAddresses.siteId, siteId), inArray(bannedAddresses.email, spellings)));
  const phones = await phonesOf(tx, member.id);
  if (phones.length > 0) {
    await tx.delete(bannedPhones).where(and(eq(bannedPhones.siteId, siteId), inArray(bannedPhones.phone, phones)));
  }
}

/** Whether the address, in any spelling of its mailbox, is banned from the site. */
export async function isAddressBanned(db: Db, siteId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: bannedAddresses.email })
    .from(bannedAddresses)
    .where(and(eq(bannedAddresses.siteId, siteId), eq(bannedAddresses.email, addressKey(email))));
  return row !== undefined;
}

/**
 * What the bans of the member's site hold of the member, for the console (decision 037): their address's key and
 * whether it is banned, and which of the phones they gave are.
 */
export async function banHoldOf(
  db: Db,
  member: { id: string; siteId: string; email: string },
): Promise<{ addressKey: string; addressBanned: boolean; phones: string[] }> {
  const [addressBanned, given] = await Promise.all([
    isAddressBanned(db, member.siteId, member.email),
    phonesOf(db, member.id),
  ]);
  const phones =
    given.length === 0
      ? []
      : await db
          .select({ phone: bannedPhones.phone })
          .from(bannedPhones)
          .where(and(eq(bannedPhones.siteId, member.siteId), inArray(bannedPhones.phone, given)))
          .orderBy(bannedPhones.phone);
  return { addressKey: addressKey(member.email), addressBanned, phones: phones.map((row) => row.phone) };
}

/** Whether the phone (E.164) is banned from the site. */
export async function isPhoneBanned(db: Db, siteId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: bannedPhones.phone })
    .from(bannedPhones)
    .where(and(eq(bannedPhones.siteId, siteId), eq(bannedPhones.phone, phone)));
  return row !== undefined;
}

/**
 * Brings the bans made before decision 037 to its keys (client.ts: upgradeOnce): each banned address also under its
 * key (the old spelling stays, harmless), and the phones of members banned by then.
 */
export async function keyStoredBans(db: Db): Promise<void> {
  const addresses = await db.select().from(bannedAddresses);
  const keyed = addresses
    .filter((row) => addressKey(row.email) !== row.email)
    .map((row) => ({ ...row, email: addressKey(row.email) }));
  if (keyed.length > 0) await db.insert(bannedAddresses).values(keyed).onConflictDoNothing();
  const phones = await db
    .selectDistinct({ siteId: users.siteId, phone: directDebitRequests.phone })
    .from(users)
    .innerJoin(directDebitRequests, eq(directDebitRequests.userId, users.id))
    .where(isNotNull(users.bannedAt));
  if (phones.length > 0) {
    await db
      .insert(bannedPhones)
      .values(phones.map((row) => ({ ...row, reason: 'ban' })))
      .onConflictDoNothing();
  }
}
