import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePassword, requestPasswordReset, resetPassword } from '../../../shared/contracts/endpoints/passwords.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
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
  const requestConfig = { rateLimit: RESET_REQUEST_RATE_LIMIT, settlesMemberChanges: false };
  serveEndpoint(app, requestPasswordReset, requestConfig, async (request) => {
    await passwords.requestReset(request.site.site, request.body.email);
    return { ok: true as const };
  });

  const resetConfig = { rateLimit: RESET_RATE_LIMIT, settlesMemberChanges: true };
  serveEndpoint(app, resetPassword, resetConfig, async (request, reply) => {
    const session = await passwords.reset(request.site.site.id, request.body.token, request.body.password);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    setDeviceCookie(request, reply, session.device.value, session.device.expiresAt);
    return session.user;
  });

  serveEndpoint(app, changePassword, { settlesMemberChanges: true }, async (request) => {
    const { old_password: oldPassword, password } = request.body;
    await passwords.change(request.site.site, request.member, sessionToken(request)!, oldPassword, password);
    return { ok: true as const };
  });
};
