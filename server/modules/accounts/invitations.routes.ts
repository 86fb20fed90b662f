import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationBody } from '../../../shared/contracts/accounts.ts';
import { okResponse } from '../../../shared/contracts/auth.ts';
import { requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { InvitationsService } from './invitations.service.ts';

export interface InvitationsRoutesOptions {
  invitations: InvitationsService;
  auth: AuthService;
  sites: SitesService;
}

/** Per IP as well as per member: many accounts behind one address cannot mail more than this. */
const INVITATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/invitations.php: a member invites a friend by mail. */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (app, options) => {
  const { invitations, auth, sites } = options;
  app.post(
    '/api/invitations.php',
    { schema: { body: invitationBody, response: { 200: okResponse } }, config: { rateLimit: INVITATION_RATE_LIMIT } },
    async (request) => {
      const member = await requestMember(auth, sites, request);
      await invitations.invite(member, requestSite(sites, request).site, request.body.email);
      return { ok: true as const };
    },
  );
};
