import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportMember } from '../../../shared/contracts/endpoints/complaints.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ComplaintsService } from './complaints.service.ts';

/** Per address and hour: enough for real reports, too few to flood staff. */
const COMPLAINT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/complaints.php: a member reports another member (and may block them at once). */
export const complaintsRoutes: FastifyPluginAsyncZod<{ complaints: ComplaintsService }> = async (
  app,
  { complaints },
) => {
  const config = { rateLimit: COMPLAINT_RATE_LIMIT, settlesMemberChanges: true };
  serveEndpoint(app, reportMember, config, async (request) => {
    await complaints.report(request.site.site, request.member, request.body);
    return { ok: true as const };
  });
};
