import type { AppModule } from '../module.ts';
import { visitsRoutes } from './visits.routes.ts';

/** The visits module: the page-hidden beacon (a member away; page-bounce logging of visits with `?lb`, SPEC §4, §7). */
export const visitsModule: AppModule = async (app) => {
  await app.register(visitsRoutes, app.services);
};
