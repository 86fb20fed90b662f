import { defineEndpoint } from '../endpoint.ts';

/** The console's password step: opens a half-open session that the second factor completes. */
export const staffLogIn = defineEndpoint({
  method: 'POST',
  path: '/api/admin/login.php',
  auth: 'none',
  schemas: ({ staff, auth }) => ({ body: staff.staffLoginBody, response: auth.okResponse }),
});

/** The second factor: a TOTP code or a recovery code; the session then opens the console. */
export const staffSecondFactor = defineEndpoint({
  method: 'POST',
  path: '/api/admin/second-factor.php',
  auth: 'staff_login',
  schemas: ({ staff }) => ({ body: staff.secondFactorBody, response: staff.staffMeResponse }),
});

/** Who is logged in to the console and what their role may do. */
export const staffMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/me.php',
  auth: 'staff',
  can: 'console.use',
  schemas: ({ staff }) => ({ response: staff.staffMeResponse }),
});

/** Ends the console session. */
export const staffLogOut = defineEndpoint({
  method: 'POST',
  path: '/api/admin/logout.php',
  auth: 'none',
  schemas: ({ auth }) => ({ response: auth.okResponse }),
});

/** The staff accounts. */
export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff.php',
  auth: 'staff',
  can: 'staff.manage',
  schemas: ({ staff }) => ({ response: staff.staffAccountsResponse }),
});

/** A new staff account; its authenticator's secret and recovery codes are answered once. */
export const createStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff.php',
  auth: 'staff',
  can: 'staff.manage',
  schemas: ({ staff }) => ({ body: staff.staffCreateBody, response: staff.staffEnrolmentResponse }),
});

/** Ends every console session of a staff member. */
export const endStaffSessions = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff-sessions-end.php',
  auth: 'staff',
  can: 'staff.manage',
  schemas: ({ staff }) => ({ body: staff.staffIdBody, response: staff.sessionsEndedResponse }),
});

/** Disables a staff account (ending its sessions) or enables it again. */
export const disableStaff = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff-disable.php',
  auth: 'staff',
  can: 'staff.manage',
  schemas: ({ staff, auth }) => ({ body: staff.staffDisableBody, response: auth.okResponse }),
});

/** The audit log, newest first, filtered by actor, action and object. */
export const readAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit.php',
  auth: 'staff',
  can: 'audit.read',
  schemas: ({ staff }) => ({ query: staff.auditQuery, response: staff.auditResponse }),
});
