import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invitationBody } from '../../../shared/contracts/accounts.ts';
import { okResponse } from '../../../shared/contracts/auth.ts';
import type { InvitationsService } from './invitations.service.ts';

export interface InvitationsRoutesOptions {
  invitations: InvitationsService;
}

/** Per IP as well as per member: many accounts behind one address cannot mail more than this. */
const INVITATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/invitations.php: a member invites a friend by mail. */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (app, { invitations }) => {
  app.post(
    '/api/invitations.php',
    {
      schema: { body: invitationBody, response: { 200: okResponse } },
      config: { auth: 'member', rateLimit: INVITATION_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request) => {
      await invitations.invite(request.member, request.site.site, request.body.email);
      return { ok: true as const };
    },
  );
};
