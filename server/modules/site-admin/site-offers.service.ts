import type { z } from 'zod';
import type {
  SiteDetail,
  bundleSaveBody,
  discountCreateBody,
  giftSaveBody,
  partnerOfferSaveBody,
} from '../../../shared/contracts/site-admin.ts';
import type { GiftKey } from '../../../shared/contracts/chats.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import type { NewSiteDefaults } from './new-site.ts';
import { findSite } from './site-admin.repo.ts';
import { changedFields } from './site-fields.ts';
import * as repo from './site-offers.repo.ts';

type BundleInput = z.infer<typeof bundleSaveBody>;
type GiftInput = z.infer<typeof giftSaveBody>;
type DiscountInput = z.infer<typeof discountCreateBody>;
type PartnerOfferInput = z.infer<typeof partnerOfferSaveBody>;

const bundleFieldsOf = (row: repo.BundleRow) => ({
  currency: row.currency,
  credits: row.credits,
  price_cents: row.priceCents,
  popular: row.popular,
  position: row.position,
  active: row.active,
});

const partnerOfferFieldsOf = (row: repo.PartnerOfferRow) => ({
  kind: row.kind,
  title: row.title,
  url: row.url,
  image_url: row.imageUrl,
  sort: row.sort,
  active: row.active,
});

/**
 * What a site sells and offers: credit bundles, gifts, site-wide discount codes and partner offers (cam and resell
 * cards, shown where the site's member_resell is on). They are read per request by
 * the member routes, so a change is served by every instance at once. One audit row per change.
 */
export class SiteOffers {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async of(siteId: string): Promise<Pick<SiteDetail, 'bundles' | 'gifts' | 'discount_codes' | 'partner_offers'>> {
    const [bundles, gifts, codes, partnerOffers] = await Promise.all([
      repo.siteBundles(this.db, siteId),
      repo.siteGifts(this.db, siteId),
      repo.siteDiscountCodes(this.db, siteId),
      repo.sitePartnerOffers(this.db, siteId),
    ]);
    return {
      bundles: bundles.map((row) => ({ id: row.id, ...bundleFieldsOf(row) })),
      partner_offers: partnerOffers.map((row) => ({ id: row.id, ...partnerOfferFieldsOf(row) })),
      gifts: gifts.map((row) => ({ key: row.key, credits: row.credits, position: row.position })),
      discount_codes: codes.map((row) => ({
        id: row.id,
        code: row.code,
        value_percentage: row.valuePercentage,
        country: row.country,
        currency: row.currency,
        minimum_order_value: row.minimumOrderValue === null ? null : Number(row.minimumOrderValue),
        expires: row.expires?.toISOString() ?? null,
        validity: row.validity,
        status: row.status,
        payment_methods: row.paymentMethods,
      })),
    };
  }

  /** A new site's offers, in its creating transaction. */
  async seed(tx: Db, siteId: string, defaults: NewSiteDefaults): Promise<void> {
    for (const [position, gift] of defaults.gifts.entries()) await repo.upsertGift(tx, { ...gift, siteId, position });
    for (const [position, bundle] of defaults.bundles.entries())
      await repo.insertBundle(tx, { ...bundle, siteId, position });
    for (const code of defaults.discountCodes) await repo.insertDiscount(tx, { ...code, siteId });
  }

  /** A bundle added (no id) or changed; its audit row has the fields that changed. */
  async saveBundle({ site_id: siteId, id, ...fields }: BundleInput, actor: StaffActor): Promise<string> {
    const columns = {
      currency: fields.currency,
      credits: fields.credits,
      priceCents: fields.price_cents,
      popular: fields.popular,
      position: fields.position,
      active: fields.active,
    };
    return this.db.transaction(async (tx) => {
      await this.siteMustExist(tx, siteId);
      if (id === undefined) {
        const created = await repo.insertBundle(tx, { siteId, ...columns });
        await recordAudit(tx, actor, {
          action: 'bundle.created',
          objectType: 'bundle',
          objectId: created,
          siteId,
          after: fields,
        });
        return created;
      }
      const row = await repo.findBundle(tx, siteId, id);
      if (!row) throw notFound();
      const change = changedFields(bundleFieldsOf(row), fields);
      if (change) {
        await repo.updateBundle(tx, id, columns);
        await recordAudit(tx, actor, { action: 'bundle.saved', objectType: 'bundle', objectId: id, siteId, ...change });
      }
      return id;
    });
  }

  /** A partner offer added (no id) or changed (`active: false` deactivates it); its audit row has what changed. */
  async savePartnerOffer({ site_id: siteId, id, ...fields }: PartnerOfferInput, actor: StaffActor): Promise<string> {
    const columns = {
      kind: fields.kind,
      title: fields.title,
      url: fields.url,
      imageUrl: fields.image_url,
      sort: fields.sort,
      active: fields.active,
    };
    const audit = { objectType: 'partner_offer', siteId };
    return this.db.transaction(async (tx) => {
      await this.siteMustExist(tx, siteId);
      if (id === undefined) {
        const created = await repo.insertPartnerOffer(tx, { siteId, ...columns });
        await recordAudit(tx, actor, { action: 'partner_offer.created', objectId: created, after: fields, ...audit });
        return created;
      }
      const row = await repo.findPartnerOffer(tx, siteId, id);
      if (!row) throw notFound();
      const change = changedFields(partnerOfferFieldsOf(row), fields);
      if (change) {
        await repo.updatePartnerOffer(tx, id, columns);
        await recordAudit(tx, actor, { action: 'partner_offer.saved', objectId: id, ...audit, ...change });
      }
      return id;
    });
  }

  /** Offers a gift at a price (null: the site's gift_credits) and place, or changes them. */
  async saveGift({ site_id: siteId, key, credits, position }: GiftInput, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.siteMustExist(tx, siteId);
      const row = await repo.findGift(tx, siteId, key);
      const before = row ? { credits: row.credits, position: row.position } : undefined;
      const change = changedFields(before ?? {}, { credits, position });
      if (!change) return;
      await repo.upsertGift(tx, { siteId, key, credits, position });
      await recordAudit(tx, actor, { action: 'gift.saved', objectType: 'gift', objectId: key, siteId, ...change });
    });
  }

  /** The gift is no longer offered (messages that carried it keep it). */
  async removeGift(siteId: string, key: GiftKey, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.findGift(tx, siteId, key);
      if (!row) throw notFound();
      await repo.deleteGift(tx, siteId, key);
      const before = { credits: row.credits, position: row.position };
      await recordAudit(tx, actor, { action: 'gift.removed', objectType: 'gift', objectId: key, siteId, before });
    });
  }

  /** A new site-wide code; a code the site has already is refused. */
  async createDiscount(input: DiscountInput, actor: StaffActor): Promise<string> {
    const { site_id: siteId, ...fields } = input;
    const codeTaken = () => fieldError('code', 'validation.code_taken');
    const create = this.db.transaction(async (tx) => {
      await this.siteMustExist(tx, siteId);
      if (await repo.findDiscountByCode(tx, siteId, fields.code)) throw codeTaken();
      const id = await repo.insertDiscount(tx, {
        siteId,
        code: fields.code,
        valuePercentage: fields.value_percentage,
        country: fields.country,
        currency: fields.currency,
        minimumOrderValue: fields.minimum_order_value === null ? null : fields.minimum_order_value.toFixed(2),
        expires: fields.expires === null ? null : new Date(fields.expires),
        validity: fields.validity,
        paymentMethods: fields.payment_methods,
      });
      await recordAudit(tx, actor, {
        action: 'discount.created',
        objectType: 'discount_code',
        objectId: id,
        siteId,
        after: fields,
      });
      return id;
    });
    // The same code created twice at once: the unique index refuses the second.
    return create.catch((error: unknown) => {
      throw isUniqueViolation(error) ? codeTaken() : error;
    });
  }

  /** Ends a code from now on (inactive, expired now); payments made with it stay as they were. */
  async expireDiscount(siteId: string, id: string, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await repo.findDiscount(tx, siteId, id);
      if (!row) throw notFound();
      if (row.status === 'inactive') return;
      const at = this.clock();
      await repo.expireDiscount(tx, id, at);
      await recordAudit(tx, actor, {
        action: 'discount.expired',
        objectType: 'discount_code',
        objectId: id,
        siteId,
        before: { status: row.status, expires: row.expires?.toISOString() ?? null },
        after: { status: 'inactive', expires: at.toISOString() },
      });
    });
  }

  private async siteMustExist(tx: Db, siteId: string): Promise<void> {
    if (!(await findSite(tx, siteId))) throw notFound();
  }
}
