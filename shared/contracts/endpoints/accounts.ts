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
