import { z } from 'zod';
import { text } from './common.ts';

export const geocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** GET /api/geocode.php: the nearest town (and its region when the site knows it), or false (SPEC §7). */
export const geocodeResponse = z.union([
  z.object({ country: text(), region: text().nullable(), city: text() }),
  z.literal(false),
]);
export type GeocodeResult = z.infer<typeof geocodeResponse>;
