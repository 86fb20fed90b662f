import { defineEndpoint } from '../endpoint.ts';

/**
 * The site's settings (SPEC §7): the one call where the client may name its site (`forced_domain`, the page's host),
 * with the visit's tracking query.
 */
export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/api/settings.php',
  auth: 'none',
  schemas: ({ sites }) => ({ query: sites.settingsQuery, response: sites.settingsResponse }),
});

/** The company behind the site: its address, registrations and terms date (SPEC §7). */
export const getCompanyInfo = defineEndpoint({
  method: 'GET',
  path: '/api/companyinfo.php',
  auth: 'none',
  schemas: ({ sites }) => ({ response: sites.companyInfoResponse }),
});

/** The interests a profile may name, in the request's language. */
export const listInterests = defineEndpoint({
  method: 'GET',
  path: '/api/interests.php',
  auth: 'none',
  schemas: ({ sites }) => ({ response: sites.interestsResponse }),
});

/** The regions of the site's countries with each country's region label, in the request's language. */
export const listRegions = defineEndpoint({
  method: 'GET',
  path: '/api/regions.php',
  auth: 'none',
  schemas: ({ sites }) => ({ response: sites.regionsResponse }),
});
