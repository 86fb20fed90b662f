import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activateQuery } from '../../../shared/contracts/accounts.ts';
import { ACTIVATION_COOKIE, ACTIVATION_COOKIE_SECONDS } from '../../../shared/constants.ts';
import { resendActivationMail, signUp } from '../../../shared/contracts/endpoints/accounts.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { setDeviceCookie, setSessionCookie } from '../../plugins/session-cookie.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { requestVisitorCountry } from '../sites/visitor-country.ts';
import { firstTouchOf } from '../visits/first-touch.ts';
import type { AccountsService } from './accounts.service.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  sites: SitesService;
  geoipCountryHeader: string | undefined;
}

/** Per IP: signup answers whether an address has an account, so it must not serve to test many addresses. */
const SIGNUP_RATE_LIMIT = { max: 10, timeWindow: '1 hour' };
const RESEND_RATE_LIMIT = { max: 5, timeWindow: '1 hour' };

/** POST /api/signup.php, GET /api/activate.php (the mailed link) and POST /api/activation-mail.php (resend). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  const { accounts, sites, geoipCountryHeader } = options;

  const signupConfig = { rateLimit: SIGNUP_RATE_LIMIT, settlesMemberChanges: false };
  serveEndpoint(app, signUp, signupConfig, async (request, reply) => {
    const record = request.site;
    const visitorCountry = requestVisitorCountry(sites, record, request, geoipCountryHeader);
    const country = record.site.countries.includes(visitorCountry) ? visitorCountry : record.site.countries[0]!;
    const language = requestLanguage(request, record.site.domainLanguage);
    const firstTouch = firstTouchOf(request, record.site.id);
    const session = await accounts.signup(record.site, request.body, { language, country, ip: request.ip }, firstTouch);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    setDeviceCookie(request, reply, session.device.value, session.device.expiresAt);
    return session.user;
  });

  // The mailed link answers a redirect, not JSON: no shared endpoint, the route is registered here.
  // The result page shows its news only to whoever came through the link: a short-lived cookie carries the outcome.
  const activate = { schema: { querystring: activateQuery }, config: { auth: 'none' as const } };
  app.get('/api/activate.php', activate, async (request, reply) => {
    const outcome = await accounts.activate(request.query.token);
    if (outcome === 'invalid') return reply.redirect('/activate/error');
    reply.setCookie(ACTIVATION_COOKIE, outcome, {
      path: '/activate',
      maxAge: ACTIVATION_COOKIE_SECONDS,
      sameSite: 'lax',
    });
    return reply.redirect('/activate/done');
  });

  const resendConfig = { rateLimit: RESEND_RATE_LIMIT, settlesMemberChanges: false };
  serveEndpoint(app, resendActivationMail, resendConfig, async (request) => {
    await accounts.resendActivation(request.site.site, request.member);
    return { ok: true as const };
  });
};
