import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditBundles, discountCodes, gifts, partnerOffers } from '../../db/schema/index.ts';

export type BundleRow = typeof creditBundles.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;
export type DiscountRow = typeof discountCodes.$inferSelect;
export type PartnerOfferRow = typeof partnerOffers.$inferSelect;

/** A site's bundles, by currency and place. */
export async function siteBundles(db: Db, siteId: string): Promise<BundleRow[]> {
  return db
    .select()
    .from(creditBundles)
    .where(eq(creditBundles.siteId, siteId))
    .orderBy(asc(creditBundles.currency), asc(creditBundles.position), asc(creditBundles.credits));
}

export async function findBundle(db: Db, siteId: string, id: string): Promise<BundleRow | undefined> {
  const [row] = await db
    .select()
    .from(creditBundles)
    .where(and(eq(creditBundles.siteId, siteId), eq(creditBundles.id, id)))
    .for('update');
  return row;
}

export async function insertBundle(db: Db, bundle: typeof creditBundles.$inferInsert): Promise<string> {
  const [row] = await db.insert(creditBundles).values(bundle).returning({ id: creditBundles.id });
  return row!.id;
}

export async function updateBundle(db: Db, id: string, bundle: Partial<BundleRow>): Promise<void> {
  await db.update(creditBundles).set(bundle).where(eq(creditBundles.id, id));
}

export async function siteGifts(db: Db, siteId: string): Promise<GiftRow[]> {
  return db.select().from(gifts).where(eq(gifts.siteId, siteId)).orderBy(asc(gifts.position));
}

export async function findGift(db: Db, siteId: string, key: GiftRow['key']): Promise<GiftRow | undefined> {
  const [row] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.siteId, siteId), eq(gifts.key, key)))
    .for('update');
  return row;
}

/** Offers a gift, or changes its price and place when the site offers it already. */
export async function upsertGift(db: Db, gift: typeof gifts.$inferInsert): Promise<void> {
  await db
    .insert(gifts)
    .values(gift)
    .onConflictDoUpdate({ target: [gifts.siteId, gifts.key], set: { credits: gift.credits, position: gift.position } });
}

export async function deleteGift(db: Db, siteId: string, key: GiftRow['key']): Promise<void> {
  await db.delete(gifts).where(and(eq(gifts.siteId, siteId), eq(gifts.key, key)));
}

/** A site's own codes (not the welcome codes of single members), the newest first. */
export async function siteDiscountCodes(db: Db, siteId: string): Promise<DiscountRow[]> {
  return db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), isNull(discountCodes.userId)))
    .orderBy(asc(discountCodes.code));
}

export async function findDiscount(db: Db, siteId: string, id: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.id, id), isNull(discountCodes.userId)))
    .for('update');
  return row;
}

export async function findDiscountByCode(db: Db, siteId: string, code: string): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.siteId, siteId), eq(discountCodes.code, code)));
  return row;
}

export async function insertDiscount(db: Db, code: typeof discountCodes.$inferInsert): Promise<string> {
  const [row] = await db.insert(discountCodes).values(code).returning({ id: discountCodes.id });
  return row!.id;
}

/** Ends a code now: inactive, expired at `at`. */
export async function expireDiscount(db: Db, id: string, at: Date): Promise<void> {
  await db.update(discountCodes).set({ status: 'inactive', expires: at }).where(eq(discountCodes.id, id));
}

/** A site's partner offers, inactive ones too, in the order pages show them. */
export async function sitePartnerOffers(db: Db, siteId: string): Promise<PartnerOfferRow[]> {
  return db
    .select()
    .from(partnerOffers)
    .where(eq(partnerOffers.siteId, siteId))
    .orderBy(asc(partnerOffers.sort), asc(partnerOffers.createdAt));
}

export async function findPartnerOffer(db: Db, siteId: string, id: string): Promise<PartnerOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerOffers)
    .where(and(eq(partnerOffers.siteId, siteId), eq(partnerOffers.id, id)))
    .for('update');
  return row;
}

export async function insertPartnerOffer(db: Db, offer: typeof partnerOffers.$inferInsert): Promise<string> {
  const [row] = await db.insert(partnerOffers).values(offer).returning({ id: partnerOffers.id });
  return row!.id;
}

export async function updatePartnerOffer(db: Db, id: string, offer: Partial<PartnerOfferRow>): Promise<void> {
  await db.update(partnerOffers).set(offer).where(eq(partnerOffers.id, id));
}
