import { defineEndpoint } from '../endpoint.ts';

/** The town nearest to a position, offline (SPEC §7); `false` when no town is near. */
export const locateTown = defineEndpoint({
  method: 'GET',
  path: '/api/geocode.php',
  auth: 'optional',
  schemas: ({ geo }) => ({ query: geo.geocodeQuery, response: geo.geocodeResponse }),
});
