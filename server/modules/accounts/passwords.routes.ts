import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeBody, passwordResetBody, passwordResetRequestBody } from '../../../shared/contracts/accounts.ts';
import { okResponse, userResponse } from '../../../shared/contracts/auth.ts';
import { sessionToken, setDeviceCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import type { PasswordsService } from './passwords.service.ts';

export interface PasswordsRoutesOptions {
  passwords: PasswordsService;
}

/** Per IP: the reset request answers whether an address has an account, so it must not serve to test many. */
const RESET_REQUEST_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
const RESET_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/** POST /api/password-reset.php (mail a link), POST /api/password-reset-do.php (use it), PUT /api/password.php. */
export const passwordsRoutes: FastifyPluginAsyncZod<PasswordsRoutesOptions> = async (app, { passwords }) => {
  app.post(
    '/api/password-reset.php',
    {
      schema: { body: passwordResetRequestBody, response: { 200: okResponse } },
      config: { auth: 'none', rateLimit: RESET_REQUEST_RATE_LIMIT, settlesMemberChanges: false },
    },
    async (request) => {
      await passwords.requestReset(request.site.site, request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset-do.php',
    {
      schema: { body: passwordResetBody, response: { 200: userResponse } },
      config: { auth: 'none', rateLimit: RESET_RATE_LIMIT, settlesMemberChanges: true },
    },
    async (request, reply) => {
      const session = await passwords.reset(request.site.site.id, request.body.token, request.body.password);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      setDeviceCookie(request, reply, session.device.value, session.device.expiresAt);
      return session.user;
    },
  );

  app.put(
    '/api/password.php',
    {
      schema: { body: passwordChangeBody, response: { 200: okResponse } },
      config: { auth: 'member', settlesMemberChanges: true },
    },
    async (request) => {
      const { old_password: oldPassword, password } = request.body;
      await passwords.change(request.site.site, request.member, sessionToken(request)!, oldPassword, password);
      return { ok: true as const };
    },
  );
};
