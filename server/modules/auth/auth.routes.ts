import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageBody, loginBody, okResponse, userResponse } from '../../../shared/contracts/auth.ts';
import { clearSessionCookie, sessionToken, setSessionCookie } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  sites: SitesService;
}

/** Per IP: enough for a family behind one address, too few to guess passwords. */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** POST, GET and PUT /api/user.php and GET /api/logout.php (SPEC §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sites }) => {
  const siteId = (request: FastifyRequest) => requestSite(sites, request).site.id;

  app.post(
    '/api/user.php',
    { schema: { body: loginBody, response: { 200: userResponse } }, config: { rateLimit: LOGIN_RATE_LIMIT } },
    async (request, reply) => {
      const { token, expiresAt } = await auth.login(siteId(request), request.body.email, request.body.password);
      setSessionCookie(request, reply, token, expiresAt);
      return auth.requireUser(token, siteId(request));
    },
  );

  app.get('/api/user.php', { schema: { response: { 200: userResponse } } }, async (request) =>
    auth.requireUser(sessionToken(request), siteId(request)),
  );

  app.put('/api/user.php', { schema: { body: languageBody, response: { 200: userResponse } } }, async (request) =>
    auth.setLanguage(sessionToken(request), siteId(request), request.body.language),
  );

  app.get('/api/logout.php', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
    await auth.logout(sessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
};
