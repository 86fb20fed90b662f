import { defineEndpoint } from '../endpoint.ts';

/** A member invites a friend by mail. */
export const inviteFriend = defineEndpoint({
  method: 'POST',
  path: '/api/invitations.php',
  auth: 'member',
  schemas: ({ accounts, auth }) => ({ body: accounts.invitationBody, response: auth.okResponse }),
});
