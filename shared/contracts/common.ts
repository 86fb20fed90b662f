import { z } from 'zod';

export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'two-letter country code')
  .transform((c) => c.toUpperCase());

/** A host name as a browser sends it, without the port. */
export const hostName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, 'host name');

/** Tracking values of a visit (network, ref, sub1-3). */
export const trackingValue = z.string().max(200);

export const errorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
