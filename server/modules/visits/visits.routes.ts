import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { pageHiddenBody } from '../../../shared/contracts/visits.ts';
import type { VisitsService } from './visits.service.ts';

/** A page is left a few times a minute at most; a script filling the log meets this first. */
const PAGE_HIDDEN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** POST /api/page-hidden.php: the empty JSON beacon a page sends when it becomes hidden; the page is its Referer. */
export const visitsRoutes: FastifyPluginAsyncZod<{ visits: VisitsService }> = async (app, { visits }) => {
  app.post(
    '/api/page-hidden.php',
    {
      schema: { body: pageHiddenBody, response: { 200: okResponse } },
      config: { auth: 'optional', rateLimit: PAGE_HIDDEN_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request) => {
      const member = await request.findMember();
      await visits.logBounce(request.site.site.id, member?.id, request.headers.referer);
      return { ok: true as const };
    },
  );
};
