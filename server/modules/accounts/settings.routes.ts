import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSettingsBody,
  accountSettingsResponse,
  activateQuery,
  emailChangeBody,
  passwordBody,
  tokenBody,
} from '../../../shared/contracts/accounts.ts';
import { dismissAlertBody, okResponse } from '../../../shared/contracts/auth.ts';
import { linkInvalid } from '../../lib/app-error.ts';
import { clearSessionCookie } from '../../plugins/session-cookie.ts';
import type { AccountSettingsService } from './settings.service.ts';

export interface SettingsRoutesOptions {
  settings: AccountSettingsService;
}

/** The email-change request checks the password: limited like a login. */
const PASSWORD_CHECK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** The settings page: preferences, email change (confirmed at the new address), deletion and reactivation. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { settings }) => {
  const member = { auth: 'member' as const };
  const memberChange = { ...member, settlesMemberChanges: true };
  const limited = { auth: 'member' as const, rateLimit: PASSWORD_CHECK_RATE_LIMIT };

  app.get(
    '/api/account-settings.php',
    { schema: { response: { 200: accountSettingsResponse } }, config: member },
    async (request) => settings.get(request.member.id),
  );

  app.put(
    '/api/account-settings.php',
    { schema: { body: accountSettingsBody, response: { 200: accountSettingsResponse } }, config: memberChange },
    async (request) => settings.update(request.member.id, request.body),
  );

  app.post(
    '/api/alert-dismissal.php',
    { schema: { body: dismissAlertBody, response: { 200: okResponse } }, config: memberChange },
    async (request) => {
      await settings.dismissAlert(request.member.id, request.body.alert);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change.php',
    {
      schema: { body: emailChangeBody, response: { 200: okResponse } },
      config: { ...limited, settlesMemberChanges: false },
    },
    async (request) => {
      await settings.requestEmailChange(
        request.member,
        request.site.site,
        request.body.password,
        request.body.new_email,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change-do.php',
    {
      schema: { body: tokenBody, response: { 200: okResponse } },
      config: { auth: 'none', settlesMemberChanges: true },
    },
    async (request) => {
      if (!(await settings.confirmEmailChange(request.body.token))) throw linkInvalid();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account-delete.php',
    {
      schema: { body: passwordBody, response: { 200: okResponse } },
      config: { ...limited, settlesMemberChanges: true },
    },
    async (request, reply) => {
      await settings.deleteAccount(request.member, request.site.site, request.body.password);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/reactivate.php',
    { schema: { querystring: activateQuery }, config: { auth: 'none' } },
    async (request, reply) => {
      const reactivated = await settings.reactivate(request.query.token);
      return reply.redirect(reactivated ? '/login?reactivated=1' : '/activate/error');
    },
  );
};
