import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markPageHidden } from '../../../shared/contracts/endpoints/visits.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { PresenceBoard } from '../../realtime/presence.ts';
import type { VisitsService } from './visits.service.ts';

/** A page is left a few times a minute at most; a script filling the log meets this first. */
const PAGE_HIDDEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * POST /api/page-hidden.php: the page-hidden beacon; the member is away, the page maybe a bounce. A beacon
 * (navigator.sendBeacon) cannot carry the client header, so the route takes posts without it (`acceptsCrossSite`):
 * a cross-site post comes without the member's SameSite=Lax cookie, so it makes no member away, and a bounce row
 * anyone may cause anyway (rate-limited per address).
 */
export const visitsRoutes: FastifyPluginAsyncZod<{ visits: VisitsService; presence: PresenceBoard }> = async (
  app,
  { visits, presence },
) => {
  const config = { rateLimit: PAGE_HIDDEN_RATE_LIMIT, settlesMemberChanges: false, acceptsCrossSite: true };
  serveEndpoint(app, markPageHidden, config, async (request) => {
    const member = await request.findMember();
    if (member) await presence.away(member.id);
    if (request.query.lb) await visits.logBounce(request.site.site.id, member?.id, request.headers.referer);
    return { ok: true as const };
  });
};
