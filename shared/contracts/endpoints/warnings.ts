import { defineEndpoint } from '../endpoint.ts';

/** The member's warnings from staff not yet acknowledged: shown on their next visit until they are. */
export const listWarnings = defineEndpoint({
  method: 'GET',
  path: '/api/warnings.php',
  auth: 'member',
  schemas: ({ moderation }) => ({ response: moderation.warningsResponse }),
});

/** The member acknowledges a warning ("I understand"): it is not shown again. */
export const acknowledgeWarning = defineEndpoint({
  method: 'POST',
  path: '/api/warnings.php',
  auth: 'member',
  schemas: ({ moderation, auth }) => ({ body: moderation.warningSeenBody, response: auth.okResponse }),
});
