import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { pageHiddenBody, pageHiddenQuery } from '../../../shared/contracts/visits.ts';
import type { PresenceBoard } from '../../realtime/presence.ts';
import type { VisitsService } from './visits.service.ts';

/** A page is left a few times a minute at most; a script filling the log meets this first. */
const PAGE_HIDDEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * POST /api/page-hidden.php: the empty JSON beacon a page sends when it becomes hidden. A member counts as away from
 * then on (pushes and mails about their messages, likes and matches may go out); with `?lb=1` the page, its Referer,
 * is logged as a bounce.
 */
export const visitsRoutes: FastifyPluginAsyncZod<{ visits: VisitsService; presence: PresenceBoard }> = async (
  app,
  { visits, presence },
) => {
  app.post(
    '/api/page-hidden.php',
    {
      schema: { body: pageHiddenBody, querystring: pageHiddenQuery, response: { 200: okResponse } },
      config: { auth: 'optional', rateLimit: PAGE_HIDDEN_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request) => {
      const member = await request.findMember();
      if (member) await presence.away(member.id);
      if (request.query.lb) await visits.logBounce(request.site.site.id, member?.id, request.headers.referer);
      return { ok: true as const };
    },
  );
};
