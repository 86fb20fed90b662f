import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../shared/constants.ts';
import { clientHeaderRequired } from '../lib/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence beside SameSite cookies: a state-changing API request must carry the client header, which a
 * cross-site form cannot send and a cross-site script cannot add without a CORS preflight we never allow.
 */
export function registerClientHeaderCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (
      STATE_CHANGING.has(request.method) &&
      request.url.startsWith('/api/') &&
      request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE
    ) {
      done(clientHeaderRequired());
      return;
    }
    done();
  });
}
