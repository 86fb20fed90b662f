import { Geocoder } from '../../lib/geocoder.ts';
import { defineModule } from '../module.ts';
import { geoRoutes } from './geo.routes.ts';
import { GeoService } from './geo.service.ts';

/** The geo module: offline reverse geocoding of the browser's position. */
export const geoModule = defineModule({
  services: ({ db }) => {
    // One gazetteer (about 8 MB once read) for the position step and the landers' towns.
    const geocoder = new Geocoder();
    return { geo: new GeoService(db, geocoder), geocoder };
  },
  routes: async (app) => {
    await app.register(geoRoutes, app.services);
  },
});
