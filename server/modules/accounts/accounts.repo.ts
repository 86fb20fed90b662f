import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { useCode } from '../../db/one-time-codes.ts';
import { emailTokens, messagePhotos, photos, profiles, trackingData, users } from '../../db/schema/index.ts';
import { shownTo } from '../members/members.policy.sql.ts';

type TokenPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export async function findAccountByEmail(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email}`));
  return row;
}

export interface NewAccount {
  siteId: string;
  email: string;
  passwordHash: string;
  language: string;
  name: string;
  dateOfBirth: string;
  country: string;
  signupMessage: string;
  /** The address the signup came from (client-address.ts storedAddress), if any. */
  signupIp: string | null;
  tracking: { network?: string; ref?: string; sub1?: string; sub2?: string; sub3?: string };
  /** The member of the profile landing the signup came from: kept only when the new member may see them. */
  landingMemberId?: string;
}

/** `memberId` when the member `viewerId` may see them on the site (the member policy's `shownTo`), else undefined. */
async function shownMember(tx: Db, siteId: string, viewerId: string, memberId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, memberId), shownTo(siteId, viewerId)));
  return row?.id;
}

/** The member (without credits: see modules/credits), the profile (disabled until activation), and tracking. */
export async function insertAccount(tx: Db, account: NewAccount): Promise<string> {
  const [user] = await tx
    .insert(users)
    .values({
      siteId: account.siteId,
      email: account.email,
      passwordHash: account.passwordHash,
      language: account.language,
      signupIp: account.signupIp,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await tx.insert(profiles).values({
    userId,
    siteId: account.siteId,
    name: account.name,
    dateOfBirth: account.dateOfBirth,
    country: account.country,
    signupMessage: account.signupMessage,
  });
  const landingMemberId =
    account.landingMemberId && (await shownMember(tx, account.siteId, userId, account.landingMemberId));
  if (landingMemberId || Object.values(account.tracking).some(Boolean))
    await tx.insert(trackingData).values({ userId, ...account.tracking, landingMemberId });
  return userId;
}

export async function insertEmailToken(
  tx: Db,
  userId: string,
  purpose: TokenPurpose,
  tokenHash: string,
  expiresAt: Date,
  /** What the link carries besides the member, e.g. the new address of an email change. */
  payload?: string,
) {
  await tx.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt, payload });
}

/** Uses a mailed token once: its member and payload, or undefined when it is unknown, used or expired. */
export async function consumeEmailToken(tx: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  return useCode(tx, emailTokens, {
    match: and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)),
    now,
    returning: { userId: emailTokens.userId, payload: emailTokens.payload },
  });
}

/** The status of the member a mailed token was made for, whether or not it is still usable. */
export async function findEmailTokenOwner(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ status: users.status })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

/** Confirms the member and activates the profile; false when the member was not unconfirmed. */
export async function confirmAccount(tx: Db, userId: string): Promise<boolean> {
  const confirmed = await tx
    .update(users)
    .set({ status: 'confirmed' })
    .where(and(eq(users.id, userId), eq(users.status, 'not_confirmed')))
    .returning({ id: users.id });
  await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, userId));
  return confirmed.length > 0;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return row!.email;
}

export async function findSettings(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      emailPreferences: users.emailPreferences,
      pushPreferences: users.pushPreferences,
      notificationsDisabled: users.notificationsDisabled,
      geolocationEnabled: users.geolocationEnabled,
      invisible: users.invisible,
      showActivity: users.showActivity,
      readReceipts: users.readReceipts,
      inShowcase: users.inShowcase,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** Sets the given columns; a change without any value (a settings form sent empty) changes nothing. */
export async function updateUser(db: Db, userId: string, changes: Partial<typeof users.$inferInsert>) {
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function findUserStatus(db: Db, userId: string) {
  const [row] = await db
    .select({ status: users.status, deletedAt: users.deletedAt, siteId: users.siteId, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Where the member's photo files are: their profile photos and the photos they sent in chats. */
export async function photoKeysOf(db: Db, userId: string): Promise<string[]> {
  const [profilePhotos, chatPhotos] = await Promise.all([
    db.select({ key: photos.storageKey }).from(photos).where(eq(photos.userId, userId)),
    db.select({ key: messagePhotos.storageKey }).from(messagePhotos).where(eq(messagePhotos.senderId, userId)),
  ]);
  return [...profilePhotos, ...chatPhotos].map((r) => r.key);
}

/** Erases the member: every row that belongs to them goes with the user row (foreign keys cascade). */
export async function deleteUser(db: Db, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
