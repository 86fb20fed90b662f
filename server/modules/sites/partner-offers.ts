import { and, asc, eq } from 'drizzle-orm';
import type { PartnerOffer } from '../../../shared/contracts/members.ts';
import type { Db } from '../../db/client.ts';
import { partnerOffers } from '../../db/schema/index.ts';
import type { SiteRow } from './sites.service.ts';

/** Cards a page shows at most. */
const MAX_OFFERS = 6;
/** How long a site's offers are kept: a console change shows within this. */
const KEEP_MS = 30_000;
/** The offers of a site that sells none: always this one answer, so that what is kept with it stays kept. */
const NONE: Promise<PartnerOffer[]> = Promise.resolve([]);

/**
 * The partner offers (cam and resell cards, SPEC §2) a site shows among its members, on landers and in search: its
 * active ones, lowest sort first, and none at all where the site's `member_resell` is off. Kept half a minute per site.
 */
export class PartnerOffers {
  private readonly kept = new Map<string, { at: number; offers: Promise<PartnerOffer[]> }>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The site's offers: the same promise while they are kept, so that an answer made with them can go with them. */
  shownOn(site: SiteRow): Promise<PartnerOffer[]> {
    if (!site.memberResell) return NONE;
    const now = this.clock().getTime();
    const kept = this.kept.get(site.id);
    if (kept && now - kept.at < KEEP_MS) return kept.offers;
    const offers = this.read(site.id);
    this.kept.set(site.id, { at: now, offers });
    offers.catch(() => this.kept.delete(site.id));
    return offers;
  }

  private read(siteId: string): Promise<PartnerOffer[]> {
    return this.db
      .select({
        id: partnerOffers.id,
        kind: partnerOffers.kind,
        title: partnerOffers.title,
        url: partnerOffers.url,
        image: partnerOffers.imageUrl,
      })
      .from(partnerOffers)
      .where(and(eq(partnerOffers.siteId, siteId), eq(partnerOffers.active, true)))
      .orderBy(asc(partnerOffers.sort), asc(partnerOffers.createdAt))
      .limit(MAX_OFFERS);
  }
}
