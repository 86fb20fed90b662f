import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DAY_MS, SEARCH_TRAFFIC_KEYS, TRACKING_COOKIE_DAYS, TRACKING_KEYS } from '../../../shared/constants.ts';
import { trackingValue } from '../../../shared/contracts/common.ts';
import { requestCookie } from '../../lib/cookies.ts';

/** Tracking values of a visit (SPEC §3): network, ref, sub1-3, each only where it has one. */
export type Tracking = Partial<Record<(typeof TRACKING_KEYS)[number], string>>;

/**
 * The first touch's tracking values, in the visitor's browser (named on /pages/cookies): the site's id and the values,
 * as JSON. The site's id keeps one site's values from another's (a host can name another site: settings'
 * `forced_domain`).
 */
export const TRACKING_COOKIE = 'tracking';
/** Set for the browser session once a visit without a source was counted (its value: the site's id). */
export const VISIT_COOKIE = 'tracking_visit';

const trackingCookie = z.object({
  site: z.uuid(),
  ...Object.fromEntries(TRACKING_KEYS.map((key) => [key, trackingValue.optional()])),
} as { site: z.ZodUUID } & Record<(typeof TRACKING_KEYS)[number], z.ZodOptional<typeof trackingValue>>);

/** The tracking values a query carries, valid ones only (as the contracts' `trackingValue`); undefined without any. */
export function trackingOfQuery(query: Record<string, unknown>): Tracking | undefined {
  const found = TRACKING_KEYS.flatMap((key) => {
    const value = trackingValue.safeParse(query[key]);
    return value.success && value.data ? [[key, value.data]] : [];
  });
  return found.length ? Object.fromEntries(found) : undefined;
}

/** The first touch of this site kept in the request's cookie; undefined without one, or for one that does not parse. */
export function firstTouchOf(request: { headers: IncomingHttpHeaders }, siteId: string): Tracking | undefined {
  const raw = requestCookie(request, TRACKING_COOKIE);
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = trackingCookie.safeParse(json);
  if (!parsed.success || parsed.data.site !== siteId) return undefined;
  return trackingOfQuery(parsed.data);
}

/** Whether tracking values name a traffic source (a network or a ref). */
export const hasTrafficSource = (tracking: Tracking | undefined) =>
  SEARCH_TRAFFIC_KEYS.some((key) => Boolean(tracking?.[key]));

/** HttpOnly, SameSite=Lax (it comes along from an ad's link), path /, Secure over HTTPS, kept TRACKING_COOKIE_DAYS. */
export function setTrackingCookie(request: FastifyRequest, reply: FastifyReply, siteId: string, tracking: Tracking) {
  reply.setCookie(TRACKING_COOKIE, JSON.stringify({ site: siteId, ...tracking }), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: (TRACKING_COOKIE_DAYS * DAY_MS) / 1000,
  });
}

/** The browser session's marker of a counted visit without a source: no Max-Age, gone when the browser closes. */
export function setVisitCookie(request: FastifyRequest, reply: FastifyReply, siteId: string) {
  reply.setCookie(VISIT_COOKIE, siteId, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

/** Whether this browser session already counted a visit of the site without a source. */
export const visitCounted = (request: { headers: IncomingHttpHeaders }, siteId: string) =>
  requestCookie(request, VISIT_COOKIE) === siteId;
