import type { AppModule } from '../module.ts';
import { visitsRoutes } from './visits.routes.ts';

/** The visits module: page-bounce logging of visitors who came with `?lb` (SPEC §4, §7). */
export const visitsModule: AppModule = async (app) => {
  await app.register(visitsRoutes, app.services);
};
