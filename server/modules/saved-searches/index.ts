import { enqueue } from '../../jobs/job-definition.ts';
import type { SearchService } from '../members/search.service.ts';
import { defineModule } from '../module.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { newMemberFitsJob, savedSearchesJobs } from './saved-searches.jobs.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { SavedSearchesService } from './saved-searches.service.ts';

/**
 * The saved-searches module: a member keeps up to MAX_SAVED_SEARCHES searches of /members; when a member is
 * confirmed, a job tells the owners of the searches they fit (a notification, written by the notifications module).
 */
export const savedSearchesModule = defineModule({
  services: ({ db, domainEvents, clock }, { search, sites }: { search: SearchService; sites: SitesService }) => ({
    savedSearches: new SavedSearchesService({ db, domainEvents, clock, search, sites }),
  }),
  react: ({ domainEvents }) =>
    domainEvents.record('member.confirmed', (tx, { memberId }) => enqueue(tx, newMemberFitsJob, { memberId })),
  jobs: (_infra, { savedSearches }) => savedSearchesJobs((memberId) => savedSearches.announceNewMember(memberId)),
  routes: async (app) => {
    await app.register(savedSearchesRoutes, app.services);
  },
});
