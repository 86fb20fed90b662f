import { defineEndpoint } from '../endpoint.ts';

/**
 * The empty JSON beacon a page sends when it becomes hidden (SPEC §7): a member counts as away from then on (pushes
 * and mails about their messages, likes and matches may go out); with `?lb=1` the page, its Referer, is logged as a
 * bounce (SPEC §4).
 */
export const markPageHidden = defineEndpoint({
  method: 'POST',
  path: '/api/page-hidden.php',
  auth: 'optional',
  schemas: ({ visits, auth }) => ({
    body: visits.pageHiddenBody,
    query: visits.pageHiddenQuery,
    response: auth.okResponse,
  }),
});
