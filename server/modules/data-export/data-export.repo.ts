import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  conversationMembers,
  dataExports,
  directDebitRequests,
  likes,
  messagePhotos,
  messages,
  notifications,
  payments,
  photos,
  profiles,
  savedSearches,
  sites,
  users,
} from '../../db/schema/index.ts';

/**
 * The data export's own rows, and what an export holds of one member. Every query here is keyed on the member's own
 * id; another member appears only by the name on their profile (`otherName`), never by id, address or photo.
 */

export async function insertExport(tx: Db, userId: string, requestedAt: Date): Promise<string> {
  const [row] = await tx.insert(dataExports).values({ userId, requestedAt }).returning({ id: dataExports.id });
  return row!.id;
}

export async function latestExport(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function findExportByToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHash));
  return row;
}

export async function markReady(
  tx: Db,
  id: string,
  ready: { tokenHash: string; storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({ status: 'ready', ...ready })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
    .returning({ id: dataExports.id });
  return rows.length === 1;
}

/** The file is gone: the link no longer finds it. */
export async function markExpired(db: Db, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'expired', tokenHash: null, storageKey: null })
    .where(eq(dataExports.id, id));
}

/** The member's account, profile and site, as the export tells them. */
export async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        status: users.status,
        language: users.language,
        credits: users.credits,
        creditDebt: users.creditDebt,
        paidUser: users.paidUser,
        invisible: users.invisible,
        notificationsDisabled: users.notificationsDisabled,
        emailPreferences: users.emailPreferences,
        pushPreferences: users.pushPreferences,
        geolocationEnabled: users.geolocationEnabled,
        showActivity: users.showActivity,
        readReceipts: users.readReceipts,
        inShowcase: users.inShowcase,
        signupDate: users.signupDate,
        signupIp: users.signupIp,
        lastSeenAt: users.lastSeenAt,
      },
      profile: {
        name: profiles.name,
        status: profiles.status,
        gender: profiles.gender,
        sexuality: profiles.sexuality,
        seekingGenders: profiles.seekingGenders,
        seekingMinAge: profiles.seekingMinAge,
        seekingMaxAge: profiles.seekingMaxAge,
        dateOfBirth: profiles.dateOfBirth,
        country: profiles.country,
        region: profiles.region,
        city: profiles.city,
        latitude: profiles.latitude,
        longitude: profiles.longitude,
        about: profiles.about,
        signupMessage: profiles.signupMessage,
        interests: profiles.interests,
        hairColour: profiles.hairColour,
        eyeColour: profiles.eyeColour,
        bodyType: profiles.bodyType,
        relationshipStatus: profiles.relationshipStatus,
        tattoos: profiles.tattoos,
        notes: profiles.notes,
        mainPhotoId: profiles.mainPhotoId,
        updatedAt: profiles.updatedAt,
      },
      site: { name: sites.name, baseUrl: sites.baseUrl },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  return row;
}
export type ExportAccount = NonNullable<Awaited<ReturnType<typeof accountOf>>>;

/** The member's profile photos in every status. */
export function photosOf(db: Db, userId: string) {
  return db
    .select({
      id: photos.id,
      status: photos.status,
      visibility: photos.visibility,
      storageKey: photos.storageKey,
      rejectionReason: photos.rejectionReason,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
    })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** The photos the member sent in chats (those others sent them stay out: they are the senders'). */
export function chatPhotosOf(db: Db, userId: string) {
  return db
    .select({ id: messagePhotos.id, storageKey: messagePhotos.storageKey, createdAt: messagePhotos.createdAt })
    .from(messagePhotos)
    .where(eq(messagePhotos.senderId, userId))
    .orderBy(asc(messagePhotos.createdAt), asc(messagePhotos.id));
}

const other = alias(profiles, 'other');

/** The member's side of each of their conversations, with the other member's name. */
export function conversationsOf(db: Db, userId: string) {
  return db
    .select({
      conversationId: conversationMembers.conversationId,
      otherName: other.name,
      removed: conversationMembers.removed,
      readAt: conversationMembers.readAt,
    })
    .from(conversationMembers)
    .leftJoin(other, eq(other.userId, conversationMembers.otherUserId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversationMembers.conversationId));
}

/**
 * The messages of the member's conversations that the member sent (held ones too) or received (delivered ones),
 * oldest first.
 */
export function messagesIn(db: Db, userId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: messages.conversationId,
      mine: sql<boolean>`${messages.senderId} = ${userId}`,
      kind: messages.kind,
      body: messages.body,
      photoId: messages.photoId,
      giftKey: messages.giftKey,
      creditsSpent: messages.creditsSpent,
      delivered: messages.delivered,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        or(eq(messages.senderId, userId), eq(messages.delivered, true)),
      ),
    )
    .orderBy(asc(messages.conversationId), asc(messages.createdAt), asc(messages.id));
}

/** Likes the member gave, with the liked member's name. */
export function likesGiven(db: Db, userId: string) {
  return db
    .select({ otherName: other.name, viaSwipe: likes.viaSwipe, createdAt: likes.createdAt })
    .from(likes)
    .leftJoin(other, eq(other.userId, likes.likedId))
    .where(eq(likes.likerId, userId))
    .orderBy(asc(likes.createdAt));
}

/** Likes the member received (not those held back from them), with the liker's name. */
export function likesReceived(db: Db, userId: string) {
  return db
    .select({ otherName: other.name, viaSwipe: likes.viaSwipe, createdAt: likes.createdAt })
    .from(likes)
    .leftJoin(other, eq(other.userId, likes.likerId))
    .where(and(eq(likes.likedId, userId), eq(likes.held, false)))
    .orderBy(asc(likes.createdAt));
}

export function blocksOf(db: Db, userId: string) {
  return db
    .select({ otherName: other.name, createdAt: blocks.createdAt })
    .from(blocks)
    .leftJoin(other, eq(other.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

export function savedSearchesOf(db: Db, userId: string) {
  return db
    .select({ filters: savedSearches.filters, notify: savedSearches.notify, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
}

export function paymentsOf(db: Db, userId: string) {
  return db
    .select({
      id: payments.id,
      provider: payments.provider,
      credits: payments.credits,
      amount: payments.amount,
      currency: payments.currency,
      paymentMethod: payments.paymentMethod,
      paymentCountry: payments.paymentCountry,
      discountPercentage: payments.discountPercentage,
      status: payments.status,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      refundedAt: payments.refundedAt,
      refundedCredits: payments.refundedCredits,
      refundedCents: payments.refundedCents,
      chargedBackCents: payments.chargedBackCents,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
}

/** The member's direct-debit orders: the mandate's details as they gave them (never the code's hash). */
export function directDebitOrdersOf(db: Db, userId: string) {
  return db
    .select({
      accountHolder: directDebitRequests.accountHolder,
      iban: directDebitRequests.iban,
      street: directDebitRequests.street,
      houseNumber: directDebitRequests.houseNumber,
      zip: directDebitRequests.zip,
      city: directDebitRequests.city,
      country: directDebitRequests.country,
      phone: directDebitRequests.phone,
      paymentId: directDebitRequests.paymentId,
      createdAt: directDebitRequests.createdAt,
    })
    .from(directDebitRequests)
    .where(eq(directDebitRequests.userId, userId))
    .orderBy(asc(directDebitRequests.createdAt));
}

export function notificationsOf(db: Db, userId: string) {
  return db
    .select({
      kind: notifications.kind,
      otherName: other.name,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(other, eq(other.userId, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}
