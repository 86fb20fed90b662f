import { defineEndpoint } from '../endpoint.ts';

/** The logged-in member (SPEC §7); a visitor gets 403 "authentication required", which does not log anyone out. */
export const getUser = defineEndpoint({
  method: 'GET',
  path: '/api/user.php',
  auth: 'member',
  schemas: ({ auth }) => ({ response: auth.userResponse }),
});

/**
 * Logs in with an email and password (SPEC §7), refused for some minutes after too many failed attempts (SPEC §4):
 * answers the member and sets the session cookie.
 */
export const logIn = defineEndpoint({
  method: 'POST',
  path: '/api/user.php',
  auth: 'optional',
  schemas: ({ auth }) => ({ body: auth.loginBody, response: auth.userResponse }),
});

/**
 * Saves this browser's push subscription for the logged-in member (SPEC §7): POST /api/user.php with `?push=1`, the
 * same route as the login, so the route reads the body itself and finds the member only then.
 */
export const savePushSubscription = defineEndpoint({
  method: 'POST',
  path: '/api/user.php',
  auth: 'optional',
  schemas: ({ auth, push }) => ({
    query: push.pushQuery,
    body: push.pushSubscriptionBody,
    response: auth.okResponse,
  }),
});

/** Saves a logged-in member's language on the account too, as mails come in it (SPEC §7); answers the member. */
export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/user.php',
  auth: 'member',
  schemas: ({ auth }) => ({ body: auth.languageBody, response: auth.userResponse }),
});

/** Ends the session (SPEC §7): a GET, though it changes state. */
export const logOut = defineEndpoint({
  method: 'GET',
  path: '/api/logout.php',
  auth: 'none',
  schemas: ({ auth }) => ({ response: auth.okResponse }),
});

/** The member closed an alert: the dismissal is stored with its time, so it stays closed everywhere (SPEC §4). */
export const dismissAlert = defineEndpoint({
  method: 'POST',
  path: '/api/alert-dismissal.php',
  auth: 'member',
  schemas: ({ auth }) => ({ body: auth.dismissAlertBody, response: auth.okResponse }),
});
