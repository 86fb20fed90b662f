import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dismissFlaggedMessage, listFlaggedMessages } from '../../../shared/contracts/endpoints/console-moderation.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { FlaggedMessages } from './flagged-messages.service.ts';

/** The console's queue of messages flagged for scam or contact-detail patterns (decision 038). */
export const flaggedMessagesRoutes: FastifyPluginAsyncZod<{ flaggedMessages: FlaggedMessages }> = async (
  app,
  { flaggedMessages },
) => {
  serveEndpoint(app, listFlaggedMessages, {}, async (request) => flaggedMessages.list(request.query.status));

  // A flag changes no member: nothing for other instances' caches to hear of first.
  serveEndpoint(app, dismissFlaggedMessage, { settlesMemberChanges: false }, async (request) => {
    await flaggedMessages.dismiss(request.staff, request.body.id);
    return { ok: true as const };
  });
};
