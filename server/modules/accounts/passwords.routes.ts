import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeBody, passwordResetBody, passwordResetRequestBody } from '../../../shared/contracts/accounts.ts';
import { okResponse, userResponse } from '../../../shared/contracts/auth.ts';
import { authenticationRequired } from '../../lib/app-error.ts';
import { sessionToken, setSessionCookie } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { PasswordsService } from './passwords.service.ts';

export interface PasswordsRoutesOptions {
  passwords: PasswordsService;
  auth: AuthService;
  sites: SitesService;
}

/** Per IP: the reset request answers whether an address has an account, so it must not serve to test many. */
const RESET_REQUEST_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
const RESET_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/password-reset.php (mail a link), POST /api/password-reset-do.php (use it), PUT /api/password.php. */
export const passwordsRoutes: FastifyPluginAsyncZod<PasswordsRoutesOptions> = async (app, options) => {
  const { passwords, auth, sites } = options;
  const siteId = (request: FastifyRequest) => requestSite(sites, request).site.id;

  app.post(
    '/api/password-reset.php',
    {
      schema: { body: passwordResetRequestBody, response: { 200: okResponse } },
      config: { rateLimit: RESET_REQUEST_RATE_LIMIT },
    },
    async (request) => {
      await passwords.requestReset(requestSite(sites, request).site, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset-do.php',
    { schema: { body: passwordResetBody, response: { 200: userResponse } }, config: { rateLimit: RESET_RATE_LIMIT } },
    async (request, reply) => {
      const session = await passwords.reset(siteId(request), request.body.token, request.body.password);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return auth.requireUser(session.token, siteId(request));
    },
  );

  app.put(
    '/api/password.php',
    { schema: { body: passwordChangeBody, response: { 200: okResponse } } },
    async (request) => {
      const token = sessionToken(request);
      const { site } = requestSite(sites, request);
      const user = await auth.requireUser(token, site.id);
      if (!token) throw authenticationRequired();
      await passwords.change(site, user, token, request.body.old_password, request.body.password);
      return { ok: true as const };
    },
  );
};
