import type { AppModule } from '../module.ts';
import { geoRoutes } from './geo.routes.ts';

/** The geo module: offline reverse geocoding of the browser's position. */
export const geoModule: AppModule = async (app) => {
  await app.register(geoRoutes, app.services);
};
