import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { complaintBody } from '../../../shared/contracts/complaints.ts';
import { requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { ComplaintsService } from './complaints.service.ts';

/** Per address and hour: enough for real reports, too few to flood staff. */
const COMPLAINT_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

export interface ComplaintsRoutesOptions {
  complaints: ComplaintsService;
  auth: AuthService;
  sites: SitesService;
}

/** POST /api/complaints.php: a member reports another member (and may block them at once). */
export const complaintsRoutes: FastifyPluginAsyncZod<ComplaintsRoutesOptions> = async (app, options) => {
  const { complaints, auth, sites } = options;
  app.post(
    '/api/complaints.php',
    { schema: { body: complaintBody, response: { 200: okResponse } }, config: { rateLimit: COMPLAINT_RATE_LIMIT } },
    async (request) => {
      const member = await requestMember(auth, sites, request);
      await complaints.report(requestSite(sites, request).site, member, request.body);
      return { ok: true as const };
    },
  );
};
