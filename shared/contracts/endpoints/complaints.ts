import { defineEndpoint } from '../endpoint.ts';

/** A member reports another member (or one of their messages), and may block them at once. */
export const reportMember = defineEndpoint({
  method: 'POST',
  path: '/api/complaints.php',
  auth: 'member',
  schemas: ({ complaints, auth }) => ({ body: complaints.complaintBody, response: auth.okResponse }),
});
