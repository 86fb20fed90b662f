import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmDebit, requestDebitCode } from '../../../shared/contracts/endpoints/direct-debit.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { DirectDebits } from './direct-debit.ts';

/** Per address and hour: a few codes and tries for a real payer, too few to guess codes or flood phones. */
const CODE_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/** The direct-debit form (SPEC §2 /directdebit): ask for the code by SMS, then confirm with it. */
export const directDebitRoutes: FastifyPluginAsyncZod<{ directDebits: DirectDebits }> = async (
  app,
  { directDebits },
) => {
  serveEndpoint(app, requestDebitCode, { rateLimit: CODE_RATE_LIMIT, settlesMemberChanges: false }, async (request) =>
    directDebits.requestCode(request.site.site, request.member, request.body),
  );

  serveEndpoint(app, confirmDebit, { rateLimit: CONFIRM_RATE_LIMIT, settlesMemberChanges: false }, async (request) =>
    directDebits.confirm(request.site.site, request.member, request.body),
  );
};
