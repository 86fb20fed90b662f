import type { User } from '../../../shared/contracts/auth.ts';
import type { MemberCard, MemberLandingResponse } from '../../../shared/contracts/members.ts';
import type { Db } from '../../db/client.ts';
import { toCard } from '../members/member-card.ts';
import type { MemberHintsService } from '../members/member-hints.ts';
import { NO_BLOCKS, canView } from '../members/members.policy.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ShowcaseMember, ShowcaseService } from '../showcase/showcase.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { findLandingMember, findLandingMemberId } from './landings.repo.ts';

/** Other members a profile landing shows below the member of the ad. */
const LANDING_OTHERS = 12;

/**
 * The profile landings (ads that show one member) and what follows them: the member of the ad as a visitor may see
 * them, the members who fit a new member right after signup, and the landing's member after activation.
 */
export class LandingsService {
  constructor(
    private readonly db: Db,
    private readonly members: MembersService,
    private readonly hints: MemberHintsService,
    private readonly showcase: ShowcaseService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * A profile landing: the member when a visitor may see them (canView) with an approved public main photo, their
   * about text and town where the site shows those; else none, never saying why. The others come from the showcase
   * of the slug (a town, region or theme).
   */
  async landing(site: SiteRow, memberId: string, slug: string | undefined): Promise<MemberLandingResponse> {
    const [row, showcase] = await Promise.all([
      findLandingMember(this.db, memberId),
      this.showcase.showcase(site, slug),
    ]);
    const shown =
      row?.photoId && canView({ siteId: site.id, viewer: undefined, member: row.facts, blocks: NO_BLOCKS }) === 'shown';
    const fields = new Set(site.visibleProfileFields);
    const card = shown ? toCard(row, this.clock()) : undefined;
    return {
      member: card
        ? {
            ...card,
            city: fields.has('city') ? card.city : null,
            region: fields.has('region') ? card.region : null,
            photo: card.photo!,
            about: (fields.has('about') && row!.about) || null,
          }
        : null,
      place: showcase.place,
      others: showcase.profiles.filter((other) => other.id !== memberId).slice(0, LANDING_OTHERS),
    };
  }

  /** Members who fit the new member (ShowcaseService.matchesFor), to like in one tap, with the member's hints. */
  async signupMatches(site: SiteRow, member: User): Promise<ShowcaseMember[]> {
    const [matches] = await this.hints.addTo(member.id, await this.showcase.matchesFor(site, member));
    return matches;
  }

  /** The member of the landing `member` signed up from, while `member` may see them unblocked (and so contact them). */
  async landingMember(site: SiteRow, member: User): Promise<MemberCard | null> {
    const landingMemberId = await findLandingMemberId(this.db, member.id);
    if (!landingMemberId) return null;
    const seen = await this.members.cardFor(site, member, landingMemberId);
    return seen?.view === 'shown' ? seen.card : null;
  }
}
