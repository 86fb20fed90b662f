import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activateQuery } from '../../../shared/contracts/accounts.ts';
import {
  confirmEmailChange,
  deleteAccount,
  getAccountSettings,
  requestEmailChange,
  updateAccountSettings,
} from '../../../shared/contracts/endpoints/account-settings.ts';
import { dismissAlert } from '../../../shared/contracts/endpoints/auth.ts';
import { emailBanned, linkInvalid } from '../../lib/app-error.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { clearSessionCookie } from '../../plugins/session-cookie.ts';
import type { AccountSettingsService } from './settings.service.ts';

export interface SettingsRoutesOptions {
  settings: AccountSettingsService;
}

/** The email-change request checks the password: limited like a login. */
const PASSWORD_CHECK_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };

/** The settings page: preferences, email change (confirmed at the new address), deletion and reactivation. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { settings }) => {
  const settles = { settlesMemberChanges: true };
  const limited = { rateLimit: PASSWORD_CHECK_RATE_LIMIT };

  serveEndpoint(app, getAccountSettings, {}, async (request) => settings.get(request.member.id));

  serveEndpoint(app, updateAccountSettings, settles, async (request) =>
    settings.update(request.member.id, request.body),
  );

  serveEndpoint(app, dismissAlert, settles, async (request) => {
    await settings.dismissAlert(request.member.id, request.body.alert);
    return { ok: true as const };
  });

  serveEndpoint(app, requestEmailChange, { ...limited, settlesMemberChanges: false }, async (request) => {
    await settings.requestEmailChange(request.member, request.site.site, request.body.password, request.body.new_email);
    return { ok: true as const };
  });

  serveEndpoint(app, confirmEmailChange, settles, async (request) => {
    const outcome = await settings.confirmEmailChange(request.site.site, request.body.token);
    if (outcome === 'banned') throw emailBanned();
    if (outcome === 'invalid') throw linkInvalid();
    return { ok: true as const };
  });

  serveEndpoint(app, deleteAccount, { ...limited, ...settles }, async (request, reply) => {
    await settings.deleteAccount(request.member, request.site.site, request.body.password);
    clearSessionCookie(reply);
    return { ok: true as const };
  });

  // The mailed link answers a redirect, not JSON: no shared endpoint, the route is registered here.
  app.get(
    '/api/reactivate.php',
    { schema: { querystring: activateQuery }, config: { auth: 'none' } },
    async (request, reply) => {
      const reactivated = await settings.reactivate(request.query.token);
      return reply.redirect(reactivated ? '/login?reactivated=1' : '/activate/error');
    },
  );
};
