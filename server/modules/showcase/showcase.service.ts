import type { ShowcaseResponse, ShowcaseTown } from '../../../shared/contracts/members.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { INTERESTS } from '../../../shared/interests.ts';
import { audienceOf } from '../../../shared/niches.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEventBus } from '../../events/event-bus.ts';
import { distanceKm } from '../../lib/geo-distance.ts';
import type { Geocoder, Place } from '../../lib/geocoder.ts';
import { type CardRow, toCard } from '../members/member-card.ts';
import { regionsOf } from '../sites/regions.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { type ShowcasePlace, type ShowcaseQuery, findShowcaseMembers, townsWithMembers } from './showcase.repo.ts';
import type { PartnerOffers } from '../sites/partner-offers.ts';
import { slugOf } from './slug.ts';

/** Members a showcase shows: a phone's lander scrolls through about two dozen. */
export const SHOWCASE_SIZE = 24;
/** Members offered right after signup: a screen to like through in a minute. */
const SIGNUP_MATCHES = 12;
/** Towns the map lander marks. */
const MAP_TOWNS = 12;
/** Towns around a lander's town that count as nearby. */
const NEARBY_KM = 60;
/** How long an answer is kept, unless a member changes before. */
const KEEP_MS = 60_000;
const MAX_KEPT = 1000;

export type ShowcaseMember = ShowcaseResponse['profiles'][number];

type Resolved =
  { kind: 'town'; town: Place } | { kind: 'region'; code: string; name: string } | { kind: 'theme'; interest: string };

/**
 * What the landers and the home page show a visitor (decision 032): the site's members with an approved public main
 * photo, the niche's audience first (shared/niches.ts), from the town, region or theme the lander's slug names (an
 * unknown slug names nothing: the whole site), filled up from the wider audience, then anyone, so that a lander is
 * never empty while the site has members; the towns around for the map; the partner offers where the site sells them.
 * Answers are kept a minute per site and slug (no longer than the partner offers they carry), and all dropped when any
 * member changes.
 */
export class ShowcaseService {
  private readonly kept = new Map<
    string,
    { at: number; offers: Promise<ShowcaseResponse['offers']>; answer: Promise<ShowcaseResponse> }
  >();

  constructor(
    private readonly db: Db,
    private readonly geocoder: Geocoder,
    private readonly partnerOffers: PartnerOffers,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  forgetChangedMembers(bus: DomainEventBus): void {
    bus.subscribe('member.changed', () => this.kept.clear());
  }

  showcase(site: SiteRow, slug: string | undefined): Promise<ShowcaseResponse> {
    const now = this.clock().getTime();
    const key = `${site.id}/${site.updatedAt.getTime()}/${slug ?? ''}`;
    // The partner offers are kept half as long (a console change shows within that): an answer goes with its offers.
    const offers = this.partnerOffers.shownOn(site);
    const kept = this.kept.get(key);
    if (kept && now - kept.at < KEEP_MS && kept.offers === offers) return kept.answer;
    if (this.kept.size >= MAX_KEPT) this.kept.clear();
    const answer = this.build(site, slug, offers);
    this.kept.set(key, { at: now, offers, answer });
    answer.catch(() => this.kept.delete(key));
    return answer;
  }

  private async build(
    site: SiteRow,
    slug: string | undefined,
    partnerOffers: Promise<ShowcaseResponse['offers']>,
  ): Promise<ShowcaseResponse> {
    const today = this.clock();
    const resolved = slug ? this.resolve(site, slug) : undefined;
    const audience = audienceOf(site.niche);
    const place = resolved && placeOf(resolved);
    const cards = await this.collect(
      { siteId: site.id },
      [...(place ? [{ audience, place }] : []), { audience }, {}],
      SHOWCASE_SIZE,
    );
    const [towns, offers] = await Promise.all([
      this.towns(site, resolved?.kind === 'town' ? resolved.town : undefined),
      partnerOffers,
    ]);
    return {
      place: resolved ? { kind: resolved.kind, ...nameOf(resolved), slug: slug! } : null,
      profiles: cards.map((row) => showcaseCard(row, today)),
      towns,
      offers,
    };
  }

  /**
   * Members who fit the member, right after their signup: of the genders and ages they look for (issue 39: the user
   * answer's `looking_for`), whom they may see (never themselves, no block either way), with an approved public main
   * photo; the niche's audience first, then anyone they look for.
   */
  async matchesFor(site: SiteRow, member: User): Promise<ShowcaseMember[]> {
    const today = this.clock();
    const base = { siteId: site.id, viewerId: member.id, lookingFor: member.profile.looking_for };
    const cards = await this.collect(base, [{ audience: audienceOf(site.niche) }, {}], SIGNUP_MATCHES);
    return cards.map((row) => showcaseCard(row, today));
  }

  /** Up to `size` members: those of each query in turn, until there are enough. */
  private async collect(base: ShowcaseQuery, queries: Partial<ShowcaseQuery>[], size: number) {
    const cards: Awaited<ReturnType<typeof findShowcaseMembers>> = [];
    for (const query of queries) {
      if (cards.length >= size) break;
      const excludeIds = cards.map((card) => card.id);
      cards.push(
        ...(await findShowcaseMembers(this.db, { ...base, ...query, excludeIds }, size - cards.length, this.clock())),
      );
    }
    return cards;
  }

  /**
   * What a lander's slug names, as its answer's `place` says it (the page's head titles the lander after it), found
   * without a query; undefined for a slug that names nothing.
   */
  placeOf(site: SiteRow, slug: string): { kind: Resolved['kind']; name: string } | undefined {
    const resolved = this.resolve(site, slug);
    return resolved && { kind: resolved.kind, ...nameOf(resolved) };
  }

  /** A theme (an interest), a region (its code or name) or a town of the site's countries; else nothing. */
  private resolve(site: SiteRow, slug: string): Resolved | undefined {
    const interest = slug.replaceAll('-', '_');
    if ((INTERESTS as readonly string[]).includes(interest)) return { kind: 'theme', interest };
    for (const country of site.countries) {
      const region = regionsOf(country).find((r) => r.code.toLowerCase() === slug || slugOf(r.name) === slug);
      if (region) return { kind: 'region', code: region.code, name: region.name };
    }
    for (const country of site.countries) {
      const town = this.geocoder.townsIn(country).find((t) => slugOf(t.city) === slug);
      if (town) return { kind: 'town', town };
    }
    return undefined;
  }

  /** The towns with members, nearest the lander's town first when it names one, else the fullest. */
  private async towns(site: SiteRow, around: Place | undefined): Promise<ShowcaseTown[]> {
    const counted = await townsWithMembers(this.db, site.id, 200);
    const towns = counted.flatMap(({ city, country, members }) => {
      const town = city ? this.geocoder.townsIn(country).find((t) => t.city === city) : undefined;
      return town
        ? [{ name: town.city, slug: slugOf(town.city), members, latitude: town.latitude, longitude: town.longitude }]
        : [];
    });
    if (!around) return towns.slice(0, MAP_TOWNS);
    const distance = (t: ShowcaseTown) => distanceKm(around.latitude, around.longitude, t.latitude, t.longitude);
    return towns
      .filter((t) => distance(t) <= NEARBY_KM)
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, MAP_TOWNS);
  }
}

/** A showcase row as its card: it always has its photo (the query joins it inner). */
function showcaseCard(row: CardRow, today: Date): ShowcaseMember {
  const card = toCard(row, today);
  return { ...card, photo: card.photo! };
}

function placeOf(resolved: Resolved): ShowcasePlace {
  if (resolved.kind === 'town') return { city: resolved.town.city, country: resolved.town.country };
  if (resolved.kind === 'region') return { region: resolved.code };
  return { interest: resolved.interest };
}

function nameOf(resolved: Resolved): { name: string } {
  if (resolved.kind === 'town') return { name: resolved.town.city };
  if (resolved.kind === 'region') return { name: resolved.name };
  return { name: resolved.interest };
}
