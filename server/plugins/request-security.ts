import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/constants.ts';
import { clientHeaderRequired } from '../lib/app-error.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';
import { SECURITY_HEADERS } from '../lib/security-headers.ts';

/** The headers this plugin sets, for the fast lane and the test checkout page, which write them too. */
export { SECURITY_HEADERS };

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One hook for all (each hook costs on every request): the security headers, the request's id (X-Request-Id, on
 * every answer, errors and 404s included: what an operator finds the request's log lines by), and the CSRF defence beside
 * SameSite cookies: every state-changing request (by its method, or a GET whose route says `changesState`) must
 * carry the client header, which a cross-site form or image cannot send and a cross-site script cannot add without
 * a CORS preflight we never allow. Only a route declaring `acceptsCrossSite` (posted to by a payment provider, a mail
 * client or the mail system, acting for no session; or the test checkout page, which acts only with the payer's
 * SameSite=Lax cookie, never sent on a cross-site post) goes without. It goes by the request and the route it was routed to, never by the raw URL
 * (which can be written as `/%61pi/...`).
 */
export function registerRequestSecurity(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    reply.header(REQUEST_ID_HEADER, request.id);
    const { config } = request.routeOptions;
    const changesState = STATE_CHANGING.has(request.method) || config.changesState === true;
    const refused = changesState && !config.acceptsCrossSite && request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE;
    done(refused ? clientHeaderRequired() : undefined);
  });
}
