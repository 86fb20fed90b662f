import type { User } from '../../../shared/contracts/auth.ts';
import { searchQuery } from '../../../shared/contracts/members.ts';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../../../shared/contracts/saved-searches.ts';
import type { Db } from '../../db/client.ts';
import { dayWindow, takeQuota } from '../../db/usage-quota.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { notFound, savedSearchesFull } from '../../lib/app-error.ts';
import type { SearchService } from '../members/search.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './saved-searches.repo.ts';

/** A saved search tells its owner of a new member at most once a (site's) day. */
const DAILY_NOTICE = { name: 'saved_search_notice', limit: 1 };

const toSavedSearch = (row: repo.SavedSearchRow): SavedSearch => ({
  id: row.id,
  filters: row.filters,
  notify: row.notify,
  created_at: row.createdAt.toISOString(),
});

export interface SavedSearchesDeps {
  db: Db;
  domainEvents: DomainEvents;
  clock: () => Date;
  search: SearchService;
  sites: SitesService;
}

/** A member's saved searches (each only the owner's), and the notice when a new member fits one. */
export class SavedSearchesService {
  constructor(private readonly deps: SavedSearchesDeps) {}

  async list(member: User): Promise<SavedSearch[]> {
    return (await repo.findOwn(this.deps.db, member.id)).map(toSavedSearch);
  }

  /** Keeps a search: 409 saved_searches_full once the member keeps MAX_SAVED_SEARCHES. */
  async save(member: User, filters: Record<string, string>, notify: boolean): Promise<SavedSearch> {
    const row = await this.deps.db.transaction((tx) =>
      repo.insertUpTo(tx, member.id, MAX_SAVED_SEARCHES, { filters, notify }),
    );
    if (!row) throw savedSearchesFull(MAX_SAVED_SEARCHES);
    return toSavedSearch(row);
  }

  /** Another member's search, or none, is 404: the same answer, so that ids tell nothing. */
  async setNotify(member: User, id: string, notify: boolean): Promise<SavedSearch> {
    const row = await repo.updateNotify(this.deps.db, member.id, id, notify);
    if (!row) throw notFound();
    return toSavedSearch(row);
  }

  async remove(member: User, id: string): Promise<void> {
    if (!(await repo.deleteOwn(this.deps.db, member.id, id))) throw notFound();
  }

  /**
   * The job after a member was confirmed: each saved search (notify on) of the site that the member fits, as its owner
   * searches (the member policy's listedTo: no block either way, not invisible), raises `saved_search.fitted` for the
   * owner's notification; once a day per search at most.
   */
  async announceNewMember(memberId: string): Promise<void> {
    const { db, domainEvents, clock, search, sites } = this.deps;
    const siteId = await repo.siteOf(db, memberId);
    const site = sites.all().find((s) => s.id === siteId);
    if (!site) return;
    for (const saved of await repo.findNotifying(db, site.id, memberId)) {
      const query = searchQuery.safeParse(saved.filters);
      if (!query.success || !(await search.fits(site, saved.ownerId, query.data, memberId))) continue;
      await domainEvents.transact(db, async (tx, emit) => {
        if (!(await takeQuota(tx, DAILY_NOTICE, saved.id, dayWindow(clock(), site.timeZone)))) return;
        const { ownerId, id: savedSearchId, filters } = saved;
        emit({ type: 'saved_search.fitted', ownerId, savedSearchId, filters, siteId: site.id, memberId });
      });
    }
  }
}
