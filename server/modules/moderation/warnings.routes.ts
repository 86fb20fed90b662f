import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acknowledgeWarning, listWarnings } from '../../../shared/contracts/endpoints/warnings.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { Warnings } from './warnings.service.ts';

/** GET/POST /api/warnings.php: a member's unacknowledged warnings from staff, and acknowledging one. */
export const warningsRoutes: FastifyPluginAsyncZod<{ warnings: Warnings }> = async (app, { warnings }) => {
  serveEndpoint(app, listWarnings, {}, async (request) => warnings.unseen(request.member.id));

  serveEndpoint(app, acknowledgeWarning, { settlesMemberChanges: false }, async (request) => {
    await warnings.acknowledge(request.member.id, request.body.id);
    return { ok: true as const };
  });
};
