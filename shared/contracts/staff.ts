import { z } from 'zod';
import { text } from './common.ts';
import { STAFF_ROLES } from '../staff-roles.ts';

export const staffRole = z.enum(STAFF_ROLES);

/** POST /api/admin/login.php: the password step; the second factor follows on the session it opens. */
export const staffLoginBody = z.object({
  email: text().trim().toLowerCase().min(1).max(254),
  password: text().min(1).max(200),
});
/** POST /api/admin/second-factor.php: a 6-digit code of the authenticator, or a recovery code. */
export const secondFactorBody = z.object({ code: text().trim().min(6).max(40) });

export const staffMember = z.object({ id: text(), email: text(), name: text(), role: staffRole });
/** Who is logged in to the console, and what their role lets them do (the console's menu). */
export const staffMeResponse = z.object({ staff: staffMember, permissions: z.array(text()) });
export type StaffMeResponse = z.infer<typeof staffMeResponse>;

export const staffAccountsResponse = z.object({
  staff: z.array(staffMember.extend({ created_at: text(), disabled: z.boolean(), locked: z.boolean() })),
});
export const staffCreateBody = z.object({
  email: text().trim().toLowerCase().max(254).email(),
  name: text().trim().max(100).default(''),
  role: staffRole,
  password: text().min(12).max(200),
});
/** Shown once: what the new staff member's authenticator app takes, and their recovery codes. */
export const staffEnrolmentResponse = z.object({
  id: text(),
  otpauth_uri: text(),
  totp_secret: text(),
  recovery_codes: z.array(text()),
});
export const staffIdBody = z.object({ id: z.uuid() });
export const staffDisableBody = z.object({ id: z.uuid(), disabled: z.boolean() });
export const sessionsEndedResponse = z.object({ ended: z.number().int() });

/** GET /api/admin/audit.php: the audit log, newest first, filtered. */
export const auditQuery = z.object({
  actor: text().max(254).optional(),
  action: text().max(100).optional(),
  object_type: text().max(50).optional(),
  object_id: text().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const auditResponse = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      at: text(),
      actor: text(),
      action: text(),
      object_type: text(),
      object_id: text(),
      site_id: text().nullable(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  more: z.boolean(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
