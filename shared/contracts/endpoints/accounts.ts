import { defineEndpoint } from '../endpoint.ts';

/** Creates an account and logs it in (SPEC §4 Signup): answers the member and sets the session cookie. */
export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/signup.php',
  auth: 'none',
  schemas: ({ accounts, auth }) => ({ body: accounts.signupBody, response: auth.userResponse }),
});

/** Mails the member's activation link again (SPEC §4 Account). */
export const resendActivationMail = defineEndpoint({
  method: 'POST',
  path: '/api/activation-mail.php',
  auth: 'member',
  schemas: ({ auth }) => ({ response: auth.okResponse }),
});

/** A member invites a friend by mail. */
export const inviteFriend = defineEndpoint({
  method: 'POST',
  path: '/api/invitations.php',
  auth: 'member',
  schemas: ({ accounts, auth }) => ({ body: accounts.invitationBody, response: auth.okResponse }),
});

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

/** The settings page's preferences. */
export const getAccountSettings = defineEndpoint({
  method: 'GET',
  path: '/api/account-settings.php',
  auth: 'member',
  schemas: ({ accounts }) => ({ response: accounts.accountSettingsResponse }),
});

/** Changes some of the settings page's preferences; answers all of them. */
export const updateAccountSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/account-settings.php',
  auth: 'member',
  schemas: ({ accounts }) => ({ body: accounts.accountSettingsBody, response: accounts.accountSettingsResponse }),
});

/** The member closed an alert: the dismissal is stored with its time, so it stays closed everywhere (SPEC §4). */
export const dismissAlert = defineEndpoint({
  method: 'POST',
  path: '/api/alert-dismissal.php',
  auth: 'member',
  schemas: ({ auth }) => ({ body: auth.dismissAlertBody, response: auth.okResponse }),
});

/** Asks to change the account's email (the password confirms it): a link goes to the new address. */
export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/email-change.php',
  auth: 'member',
  schemas: ({ accounts, auth }) => ({ body: accounts.emailChangeBody, response: auth.okResponse }),
});

/** Confirms an email change through the link mailed to the new address. */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/email-change-do.php',
  auth: 'none',
  schemas: ({ accounts, auth }) => ({ body: accounts.tokenBody, response: auth.okResponse }),
});

/** Deletes the account (the password confirms it) and ends the session; a mailed link reactivates it (SPEC §4). */
export const deleteAccount = defineEndpoint({
  method: 'POST',
  path: '/api/account-delete.php',
  auth: 'member',
  schemas: ({ accounts, auth }) => ({ body: accounts.passwordBody, response: auth.okResponse }),
});
