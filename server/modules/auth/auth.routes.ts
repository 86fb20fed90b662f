import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageBody, loginBody, okResponse, userResponse } from '../../../shared/contracts/auth.ts';
import { pushQuery, pushSubscriptionBody } from '../../../shared/contracts/push.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { clearSessionCookie, requestMember, sessionToken, setSessionCookie } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { PushService } from '../push/push.service.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  sites: SitesService;
  push: PushService;
}

/** Per IP: enough for a family behind one address, too few to guess passwords. */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * POST, GET and PUT /api/user.php and GET /api/logout.php (SPEC §7). POST is the login, or with `?push=1` saves the
 * member's push subscription (its body is then a PushSubscription).
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sites, push }) => {
  const siteId = (request: FastifyRequest) => requestSite(sites, request).site.id;

  app.post(
    '/api/user.php',
    {
      schema: { querystring: pushQuery, response: { 200: z.union([userResponse, okResponse]) } },
      config: { rateLimit: LOGIN_RATE_LIMIT },
    },
    async (request, reply) => {
      if (request.query.push) {
        const member = await requestMember(auth, sites, request);
        await push.saveSubscription(member.id, parseBody(pushSubscriptionBody, request.body));
        return { ok: true as const };
      }
      const { email, password } = parseBody(loginBody, request.body);
      const { token, expiresAt } = await auth.login(siteId(request), email, password);
      setSessionCookie(request, reply, token, expiresAt);
      return auth.requireUser(token, siteId(request));
    },
  );

  app.get('/api/user.php', { schema: { response: { 200: userResponse } } }, (request, reply) => {
    const token = sessionToken(request);
    const json = auth.cachedUserJson(token, siteId(request));
    // The hot path (a cached session) answers at once with bytes already serialised through userResponse.
    if (json) return void (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    return auth.requireUser(token, siteId(request));
  });

  app.put('/api/user.php', { schema: { body: languageBody, response: { 200: userResponse } } }, async (request) =>
    auth.setLanguage(sessionToken(request), siteId(request), request.body.language),
  );

  // A GET by SPEC §7, but it ends the session: it needs the client header like every change (no <img> logs out).
  const logout = { schema: { response: { 200: okResponse } }, config: { changesState: true } };
  app.get('/api/logout.php', logout, async (request, reply) => {
    await auth.logout(sessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
};
