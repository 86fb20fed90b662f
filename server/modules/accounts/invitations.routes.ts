import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteFriend } from '../../../shared/contracts/endpoints/invitations.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { InvitationsService } from './invitations.service.ts';

export interface InvitationsRoutesOptions {
  invitations: InvitationsService;
}

/** Per IP as well as per member: many accounts behind one address cannot mail more than this. */
const INVITATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/invitations.php: a member invites a friend by mail. */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (app, { invitations }) => {
  const config = { rateLimit: INVITATION_RATE_LIMIT, settlesMemberChanges: false };
  serveEndpoint(app, inviteFriend, config, async (request) => {
    await invitations.invite(request.member, request.site.site, request.body.email);
    return { ok: true as const };
  });
};
