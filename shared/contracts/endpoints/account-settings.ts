import { defineEndpoint } from '../endpoint.ts';

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
