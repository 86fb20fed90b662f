import type { MemberCard, SearchQuery, SearchResponse } from '../../../shared/contracts/members.ts';
import { SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '../../../shared/constants.ts';
import type { DomainEventBus } from '../../events/event-bus.ts';
import type { Db } from '../../db/client.ts';
import { searchMembersOnly, searchNeedsTown } from '../../lib/app-error.ts';
import type { PartnerOffers } from '../sites/partner-offers.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { type Tracking, hasTrafficSource } from '../visits/first-touch.ts';
import { toCard } from './member-card.ts';
import type { MemberHintsService } from './member-hints.ts';
import { findTownPosition } from './member-hints.repo.ts';
import { mayVisitorSearch, viewBetween } from './members.policy.ts';
import { type MemberFilter, type PageOrder, blockedOrBlocking, countMembers, findMembers } from './members.repo.ts';
import { SearchCache } from './search-cache.ts';
import { searchOrder } from './search-order.ts';
import { Seekers } from './seekers.ts';

/** Below this many matches on the first page, similar members are offered as well. */
const SIMILAR_BELOW = 6;
/** How far the similar search widens the age range, in years each way. */
const SIMILAR_AGE_SLACK = 5;

/** Searchers whose block lists are kept in memory at most. */
const MAX_BLOCK_LISTS = 100_000;

/** The date (YYYY-MM-DD) `years` before `today`. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

type Page = Omit<SearchResponse, 'profiles' | 'similar' | 'offers'> & {
  profiles: MemberCard[];
  similar: MemberCard[];
  memberIds: string[];
};

/**
 * Member search (SPEC §3 search state): the site's search fields only, 24 a page, counted (the searcher included),
 * similar members on a thin first page, the site's partner offers beside them (never counted, never a result). Pages are shared between searchers (search-cache.ts); each searcher's own
 * blocks are applied to the shared page, and their own hints (member-hints.ts) added to its cards.
 */
export class SearchService {
  private readonly pages = new SearchCache<Page>();
  /** Searcher -> the members they blocked or are blocked by; dropped when a block of theirs changes (migration 0006). */
  private readonly blockLists = new Map<string, Set<string>>();
  /** Counts drops; a block list read before a drop is not kept after it (it may miss the new block). */
  private drops = 0;
  /** What orders a member's results: those who would look for them too first (issue 39). */
  private readonly seekers: Seekers;

  constructor(
    private readonly db: Db,
    private readonly partnerOffers: PartnerOffers,
    private readonly hints: MemberHintsService,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.seekers = new Seekers(db);
  }

  /**
   * A page of search as the viewer (a member's id, or undefined for a visitor: refused unless visitors may search,
   * who come with a traffic source when the query or the browser's first touch has one), and whether the shared page
   * came from the cache.
   */
  async search(
    site: SiteRow,
    viewerId: string | undefined,
    query: SearchQuery,
    firstTouch?: Tracking,
  ): Promise<{ response: SearchResponse; cached: boolean }> {
    const fromTrafficSource = hasTrafficSource(query) || hasTrafficSource(firstTouch);
    if (!viewerId && !mayVisitorSearch(site, fromTrafficSource)) throw searchMembersOnly();
    const today = this.clock();
    // A member's page is ordered by who they are (their gender and age): part of the filter, and so of the page's key.
    const seeker = viewerId ? await this.seekers.of(viewerId, today) : undefined;
    const filter = { ...this.filterOf(site, query, today), seeker };
    const from = query.sort === 'nearest' && viewerId ? await findTownPosition(this.db, viewerId) : undefined;
    if (query.sort === 'nearest' && !from) throw searchNeedsTown();
    const { order, key: orderKey } = searchOrder(query.sort, from);
    const key = JSON.stringify([filter, orderKey, query.page]);
    let page = this.pages.get(key, today.getTime());
    const cached = page !== undefined;
    const offers = this.partnerOffers.shownOn(site);
    if (!page) {
      page = await this.page(filter, query.page, today, order);
      this.pages.set(key, page, today.getTime());
    }
    if (!viewerId) return { response: { ...withoutIds(page), offers: await offers }, cached };
    // The searcher and anyone blocked either way are taken out of the shared page (never moved between pages, so
    // paging stays exact; such a page just shows fewer). The block list tells neither the direction nor a block from
    // a complaint's hide: each hides.
    const hidden = await this.blockListOf(viewerId);
    const shown = (card: MemberCard) => {
      const blocked = hidden.has(card.id);
      return viewBetween(viewerId, card.id, { byViewer: blocked, ofViewer: blocked, reported: blocked }) === 'shown';
    };
    // Each viewer's own hints (activity, distance) go onto the shared page's cards here, never into the cache.
    const [profiles, similar] = await this.hints.addTo(
      viewerId,
      page.profiles.filter(shown),
      page.similar.filter(shown),
    );
    const response = {
      ...withoutIds(page),
      offers: await offers,
      profiles,
      similar,
      numResults: await this.countWithout(filter, page.numResults, hidden),
    };
    return { response, cached };
  }

  /** Whether `memberId` is among the results of `query` as `viewerId` searches: listed to them, no block either way. */
  async fits(site: SiteRow, viewerId: string, query: SearchQuery, memberId: string): Promise<boolean> {
    const filter = { ...this.filterOf(site, query, this.clock()), viewerId, onlyIds: [memberId] };
    return (await countMembers(this.db, filter, 1)) > 0;
  }

  /** The shared page's count less the members of `hidden` (blocked either way) who match the search. */
  private async countWithout(filter: MemberFilter, numResults: number, hidden: Set<string>): Promise<number> {
    if (hidden.size === 0 || numResults === 0) return numResults;
    const taken = await countMembers(this.db, { ...filter, onlyIds: [...hidden] }, SEARCH_COUNT_CAP);
    return Math.max(0, numResults - taken);
  }

  /** Drops what is cached about each member who changed; everything after a gap in hearing of changes. */
  forgetChangedMembers(bus: DomainEventBus): void {
    bus.subscribe('member.changed', ({ memberId }) => (memberId ? this.forgetMember(memberId) : this.clear()));
  }

  /** Drops what is cached about a member who changed (pages showing them, their block list). */
  forgetMember(memberId: string): void {
    this.drops++;
    this.pages.evictMember(memberId);
    this.blockLists.delete(memberId);
    this.seekers.forget(memberId);
  }

  clear(): void {
    this.drops++;
    this.pages.clear();
    this.blockLists.clear();
    this.seekers.clear();
  }

  private async blockListOf(viewerId: string): Promise<Set<string>> {
    const cached = this.blockLists.get(viewerId);
    if (cached) return cached;
    const drops = this.drops;
    const list = new Set(await blockedOrBlocking(this.db, viewerId));
    if (drops === this.drops) {
      if (this.blockLists.size >= MAX_BLOCK_LISTS) this.blockLists.delete(this.blockLists.keys().next().value!);
      this.blockLists.set(viewerId, list);
    }
    return list;
  }

  private filterOf(site: SiteRow, query: SearchQuery, today: Date): MemberFilter {
    const offered = new Set(site.searchFields);
    const use = <T>(field: string, value: T) => (offered.has(field) ? value : undefined);
    const minAge = use('min_age', query.min_age);
    const maxAge = use('max_age', query.max_age);
    return {
      siteId: site.id,
      gender: use('gender', query.gender),
      country: use('country', query.country),
      region: use('region', query.countryregion),
      bornOnOrBefore: minAge === undefined ? undefined : yearsBefore(today, minAge),
      bornAfter: maxAge === undefined ? undefined : yearsBefore(today, maxAge + 1),
      bodyType: use('body_type', query.body_type),
    };
  }

  private async page(filter: MemberFilter, pageNumber: number, today: Date, order?: PageOrder): Promise<Page> {
    const offset = (pageNumber - 1) * SEARCH_PAGE_SIZE;
    const rows = await findMembers(this.db, filter, SEARCH_PAGE_SIZE + 1, offset, SEARCH_COUNT_CAP, order);
    // A page past the last match carries no count with it: only then is it asked apart.
    const numResults = rows[0]?.matches ?? (offset === 0 ? 0 : await countMembers(this.db, filter, SEARCH_COUNT_CAP));
    const profiles = rows.slice(0, SEARCH_PAGE_SIZE).map((row) => toCard(row, today));
    let similar: MemberCard[] = [];
    if (pageNumber === 1 && profiles.length < SIMILAR_BELOW) {
      const widen = (date: string | undefined, years: number) =>
        date === undefined ? undefined : yearsBefore(new Date(`${date}T00:00:00Z`), years);
      const wider: MemberFilter = {
        ...filter,
        region: undefined,
        bornOnOrBefore: widen(filter.bornOnOrBefore, -SIMILAR_AGE_SLACK),
        bornAfter: widen(filter.bornAfter, SIMILAR_AGE_SLACK),
        excludeIds: profiles.map((p) => p.id),
      };
      similar = (await findMembers(this.db, wider, SEARCH_PAGE_SIZE)).map((row) => toCard(row, today));
    }
    const memberIds = [...profiles, ...similar].map((card) => card.id);
    return { profiles, numResults, more: rows.length > SEARCH_PAGE_SIZE, similar, memberIds };
  }
}

const withoutIds = ({ memberIds: _ids, ...page }: Page): Omit<SearchResponse, 'offers'> => page;
