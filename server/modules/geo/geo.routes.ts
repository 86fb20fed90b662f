import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locateTown } from '../../../shared/contracts/endpoints/geo.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { GeoService } from './geo.service.ts';

/** A browser asks at most once an hour (SPEC §9 geolocation max age); this leaves room for a family behind one IP. */
const GEOCODE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** GET /api/geocode.php?lat=&lon=: offline reverse geocoding; `false` when no town is near. */
export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  serveEndpoint(app, locateTown, { rateLimit: GEOCODE_RATE_LIMIT }, async (request) =>
    geo.reverse(request.query.lat, request.query.lon, (await request.findMember())?.id),
  );
};
