import { defineModule } from '../module.ts';
import { visitsRoutes } from './visits.routes.ts';
import { VisitsService } from './visits.service.ts';

/** The visits module: the page-hidden beacon (a member away; page-bounce logging of visits with `?lb`, SPEC §4, §7). */
export const visitsModule = defineModule({
  services: ({ db }) => ({ visits: new VisitsService(db) }),
  routes: async (app) => {
    await app.register(visitsRoutes, app.services);
  },
});
