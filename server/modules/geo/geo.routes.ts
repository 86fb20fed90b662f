import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeQuery, geocodeResponse } from '../../../shared/contracts/geo.ts';
import { sessionToken } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { GeoService } from './geo.service.ts';

/** A browser asks at most once an hour (SPEC §9 geolocation max age); this leaves room for a family behind one IP. */
const GEOCODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export interface GeoRoutesOptions {
  geo: GeoService;
  auth: AuthService;
  sites: SitesService;
}

/** GET /api/geocode.php?lat=&lon=: offline reverse geocoding; `false` when no town is near. */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { geo, auth, sites }) => {
  app.get(
    '/api/geocode.php',
    {
      schema: { querystring: geocodeQuery, response: { 200: geocodeResponse } },
      config: { rateLimit: GEOCODE_RATE_LIMIT },
    },
    async (request) => {
      const member = await auth.currentUser(sessionToken(request), requestSite(sites, request).site.id);
      return geo.reverse(request.query.lat, request.query.lon, member?.id);
    },
  );
};
