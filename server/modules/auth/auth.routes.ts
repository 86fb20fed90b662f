import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getUser, logIn, logOut, savePushSubscription, setLanguage } from '../../../shared/contracts/endpoints/auth.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { jsonHeaders, smallJsonAnswer } from '../../lib/prepared-answer.ts';
import { PER_VIEWER_HEADERS } from '../../plugins/auth.ts';
import { schemasOf } from '../../plugins/contracts.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import {
  clearSessionCookie,
  deviceCookie,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session-cookie.ts';
import type { PushService } from '../push/push.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  push: PushService;
  sites: SitesService;
}

/** Per IP: enough for a family behind one address, too few to guess passwords. */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/**
 * POST, GET and PUT /api/user.php and GET /api/logout.php (SPEC §7). POST is the login, or with `?push=1` saves the
 * member's push subscription (its body is then a PushSubscription).
 *
 * POST serves two endpoints of one URL (logIn, savePushSubscription): registered by hand from both definitions, it
 * validates the body itself once the query tells which.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, push, sites }) => {
  const login = schemasOf(logIn);
  const pushSaving = schemasOf(savePushSubscription);
  app.post(
    logIn.path,
    {
      schema: { querystring: pushSaving.query, response: { 200: z.union([login.response, pushSaving.response]) } },
      config: { auth: logIn.auth, rateLimit: LOGIN_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request, reply) => {
      if (request.query.push) {
        await request.findMember();
        await push.saveSubscription(request.member.id, parseBody(pushSaving.body, request.body));
        return { ok: true as const };
      }
      const { email, password } = parseBody(login.body, request.body);
      const origin = { ip: request.ip, deviceCookie: deviceCookie(request) };
      const session = await auth.login(request.site.site.id, email, password, origin);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      setDeviceCookie(request, reply, session.device.value, session.device.expiresAt);
      return session.user;
    },
  );

  // The hot path: bytes already serialised through userResponse, kept while the session is cached. Answered before
  // Fastify when the session is in memory and the answer goes uncompressed (decision 023), else by the route.
  app.fastLane.add(getUser.path, (request) => {
    const record = sites.find(request.headers.host);
    const token = sessionToken(request);
    const member = record && token && auth.cachedUser(token, record.site.id);
    return member
      ? smallJsonAnswer(auth.userJson(member), request.headers['accept-encoding'], PER_VIEWER_HEADERS)
      : undefined;
  });
  serveEndpoint(app, getUser, {}, async (request, reply) =>
    reply.headers(jsonHeaders(PER_VIEWER_HEADERS)).send(auth.userJson(request.member)),
  );

  serveEndpoint(app, setLanguage, { settlesMemberChanges: true }, async (request) =>
    auth.setLanguage(request.member, request.body.language),
  );

  // A GET by SPEC §7, but it ends the session: it needs the client header like every change (no <img> logs out).
  const logoutConfig = { changesState: true, settlesMemberChanges: true };
  serveEndpoint(app, logOut, logoutConfig, async (request, reply) => {
    await auth.logout(sessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
};
