import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideHeldContact, listHeldContacts } from '../../../shared/contracts/endpoints/console-moderation.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { HeldContacts } from './held-contacts.service.ts';

/** The console's queue of new members whose first contacts are held in a spam wave (decision 040). */
export const heldContactsRoutes: FastifyPluginAsyncZod<{ heldContacts: HeldContacts }> = async (
  app,
  { heldContacts },
) => {
  serveEndpoint(app, listHeldContacts, {}, async (request) => heldContacts.list(request.query.status));

  // The member's contact_hold changes: other instances' caches hear of it before the answer.
  serveEndpoint(app, decideHeldContact, { settlesMemberChanges: true }, async (request) =>
    heldContacts.decide(request.staff, request.body.member_id, request.body.decision),
  );
};
