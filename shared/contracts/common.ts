import { z } from 'zod';
import { issueMessage } from './messages.ts';

/**
 * Every issue a schema gives no message of its own gets a catalogue key (messages.ts). Every contract imports this
 * module, so server and web validate with the same messages whatever they load first.
 */
z.config({ customError: issueMessage });

/**
 * Every string of every contract: no NUL character (PostgreSQL cannot store one, and no person types one). ESLint
 * forbids a bare z.string() in shared/contracts, so no field can forget this.
 */
// eslint-disable-next-line no-restricted-syntax -- the one place a contract string is made
export const text = () => z.string().refine((value) => !value.includes('\u0000'), 'validation.invalid_characters');

export const countryCode = text()
  .regex(/^[A-Za-z]{2}$/, 'validation.country_not_served')
  .transform((c) => c.toUpperCase());

/** A host name as a browser sends it, without the port. */
export const hostName = text()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i);

/** Tracking values of a visit (network, ref, sub1-3). */
export const trackingValue = text().max(200);

/**
 * A tracking value the web app passes on from the page's URL as it found it (signup): one that is no
 * trackingValue is dropped, as the first touch drops it (visits/first-touch.ts), never refusing the request: the
 * visitor cannot change the link of the ad that brought them.
 */
export const carriedTrackingValue = trackingValue.optional().catch(undefined);

export const errorResponse = z.object({
  statusCode: z.number().int(),
  code: text(),
  message: text(),
  fields: z.record(text(), text()).optional(),
});
