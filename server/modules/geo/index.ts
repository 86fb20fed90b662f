import { Geocoder } from '../../lib/geocoder.ts';
import { defineModule } from '../module.ts';
import { geoRoutes } from './geo.routes.ts';
import { GeoService } from './geo.service.ts';

/** The geo module: offline reverse geocoding of the browser's position. */
export const geoModule = defineModule({
  services: ({ db }) => ({ geo: new GeoService(db, new Geocoder()) }),
  routes: async (app) => {
    await app.register(geoRoutes, app.services);
  },
});
