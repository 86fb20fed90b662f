import { defineEndpoint } from '../endpoint.ts';

/** Mails a link to set a new password. */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset.php',
  auth: 'none',
  schemas: ({ accounts, auth }) => ({ body: accounts.passwordResetRequestBody, response: auth.okResponse }),
});

/** Sets a new password through the mailed link; the member is logged in afterwards (answers the member). */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset-do.php',
  auth: 'none',
  schemas: ({ accounts, auth }) => ({ body: accounts.passwordResetBody, response: auth.userResponse }),
});

/** A logged-in member changes their password, giving the old one. */
export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/api/password.php',
  auth: 'member',
  schemas: ({ accounts, auth }) => ({ body: accounts.passwordChangeBody, response: auth.okResponse }),
});
