import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaff,
  disableStaff,
  endStaffSessions,
  listStaff,
  readAudit,
} from '../../../shared/contracts/endpoints/console-staff.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { StaffAccounts } from './staff-accounts.service.ts';

const change = { settlesMemberChanges: false };

/** An admin's part of the console: the staff accounts and the audit log. */
export const staffAccountsRoutes: FastifyPluginAsyncZod<{ staffAccounts: StaffAccounts }> = async (
  app,
  { staffAccounts },
) => {
  serveEndpoint(app, listStaff, {}, async () => {
    const accounts = await staffAccounts.list();
    return {
      staff: accounts.map((account) => ({
        id: account.id,
        email: account.email,
        name: account.name,
        role: account.role,
        created_at: account.createdAt.toISOString(),
        disabled: account.disabledAt !== null,
        locked: account.locked,
      })),
    };
  });

  serveEndpoint(app, createStaff, change, async (request) => {
    const enrolment = await staffAccounts.create(request.body, request.staff);
    return {
      id: enrolment.id,
      otpauth_uri: enrolment.otpauthUri,
      totp_secret: enrolment.totpSecret,
      recovery_codes: enrolment.recoveryCodes,
    };
  });

  serveEndpoint(app, endStaffSessions, change, async (request) =>
    staffAccounts.endSessions(request.body.id, request.staff),
  );

  serveEndpoint(app, disableStaff, change, async (request) => {
    await staffAccounts.setDisabled(request.body.id, request.body.disabled, request.staff);
    return { ok: true as const };
  });

  serveEndpoint(app, readAudit, {}, async (request) => {
    const { page, actor, action, object_type: objectType, object_id: objectId } = request.query;
    const { entries, more } = await staffAccounts.auditLog({ actor, action, objectType, objectId }, page);
    return {
      entries: entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actor: entry.actor,
        action: entry.action,
        object_type: entry.objectType,
        object_id: entry.objectId,
        site_id: entry.siteId,
        before: entry.before,
        after: entry.after,
      })),
      more,
    };
  });
};
