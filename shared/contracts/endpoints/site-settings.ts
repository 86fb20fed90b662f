import { defineEndpoint, schemasFrom } from '../endpoint.ts';

const from = schemasFrom({ sites: () => import('../sites.ts') });

/** The site's settings for this page (SPEC §7): the route's tracking query, and the site named by the page's host. */
export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings.php',
  auth: 'none',
  schemas: from(({ sites }) => ({ query: sites.settingsQuery, response: sites.settingsResponse })),
});
