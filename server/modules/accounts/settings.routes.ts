import type { FastifyRequest } from 'fastify';
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
import { clearSessionCookie, requestMember } from '../../plugins/session-cookie.ts';
import { requestSite } from '../../plugins/site-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import type { AccountSettingsService } from './settings.service.ts';

export interface SettingsRoutesOptions {
  settings: AccountSettingsService;
  auth: AuthService;
  sites: SitesService;
}

/** The email-change request checks the password: limited like a login. */
const PASSWORD_CHECK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** The settings page: preferences, email change (confirmed at the new address), deletion and reactivation. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { settings, auth, sites }) => {
  const member = (request: FastifyRequest) => requestMember(auth, sites, request);
  const limited = { rateLimit: PASSWORD_CHECK_RATE_LIMIT };

  app.get('/api/account-settings.php', { schema: { response: { 200: accountSettingsResponse } } }, async (request) =>
    settings.get((await member(request)).id),
  );

  app.put(
    '/api/account-settings.php',
    { schema: { body: accountSettingsBody, response: { 200: accountSettingsResponse } } },
    async (request) => settings.update((await member(request)).id, request.body),
  );

  app.post(
    '/api/alert-dismissal.php',
    { schema: { body: dismissAlertBody, response: { 200: okResponse } } },
    async (request) => {
      await settings.dismissAlert((await member(request)).id, request.body.alert);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change.php',
    { schema: { body: emailChangeBody, response: { 200: okResponse } }, config: limited },
    async (request) => {
      const user = await member(request);
      const { site } = requestSite(sites, request);
      await settings.requestEmailChange(user, site, request.body.password, request.body.new_email);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/email-change-do.php',
    { schema: { body: tokenBody, response: { 200: okResponse } } },
    async (request) => {
      if (!(await settings.confirmEmailChange(request.body.token))) throw linkInvalid();
      return { ok: true as const };
    },
  );

  app.post(
    '/api/account-delete.php',
    { schema: { body: passwordBody, response: { 200: okResponse } }, config: limited },
    async (request, reply) => {
      await settings.deleteAccount(await member(request), requestSite(sites, request).site, request.body.password);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get('/api/reactivate.php', { schema: { querystring: activateQuery } }, async (request, reply) => {
    const reactivated = await settings.reactivate(request.query.token);
    return reply.redirect(reactivated ? '/login?reactivated=1' : '/activate/error');
  });
};
