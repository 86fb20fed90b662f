import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_PERMISSIONS, staffMay } from '../../../shared/staff-roles.ts';
import {
  staffLogIn,
  staffLogOut,
  staffMe,
  staffSecondFactor,
} from '../../../shared/contracts/endpoints/console-staff.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import { clearStaffCookie, setStaffCookie, staffSessionToken } from '../../plugins/session-cookie.ts';
import type { StaffAccounts, StaffMember } from './staff-accounts.service.ts';

/** Per IP: a few staff behind one office address, far too few to guess passwords or codes. */
const LOGIN_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
const change = { settlesMemberChanges: false };

const me = (staff: StaffMember) => ({
  staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role },
  permissions: Object.keys(STAFF_PERMISSIONS).filter((can) =>
    staffMay(staff.role, can as keyof typeof STAFF_PERMISSIONS),
  ),
});

/** The console's login (a password, then a TOTP or recovery code), who is logged in, and the logout. */
export const staffAuthRoutes: FastifyPluginAsyncZod<{ staffAccounts: StaffAccounts }> = async (
  app,
  { staffAccounts },
) => {
  serveEndpoint(app, staffLogIn, { ...change, rateLimit: LOGIN_RATE_LIMIT }, async (request, reply) => {
    const { token, expiresAt } = await staffAccounts.beginLogin(request.body.email, request.body.password);
    setStaffCookie(request, reply, token, expiresAt);
    return { ok: true as const };
  });

  serveEndpoint(app, staffSecondFactor, { ...change, rateLimit: LOGIN_RATE_LIMIT }, async (request, reply) => {
    const token = staffSessionToken(request)!;
    const { expiresAt } = await staffAccounts.completeLogin(token, request.staff, request.body.code);
    setStaffCookie(request, reply, token, expiresAt);
    return me(request.staff);
  });

  serveEndpoint(app, staffMe, {}, async (request) => me(request.staff));

  serveEndpoint(app, staffLogOut, change, async (request, reply) => {
    const token = staffSessionToken(request);
    if (token) await staffAccounts.logout(token);
    clearStaffCookie(reply);
    return { ok: true as const };
  });
};
