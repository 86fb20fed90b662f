import { defineModule } from '../module.ts';
import { TrafficService } from './traffic.service.ts';
import { visitsRoutes } from './visits.routes.ts';
import { VisitsService } from './visits.service.ts';

/**
 * The visits module: the page-hidden beacon (a member away; page-bounce logging of visits with `?lb`, SPEC §4, §7),
 * and the first touch's tracking values with the visits per source (traffic.service.ts).
 */
export const visitsModule = defineModule({
  services: ({ db, clock }) => ({ visits: new VisitsService(db), traffic: new TrafficService(db, clock) }),
  routes: async (app) => {
    await app.register(visitsRoutes, app.services);
  },
});
