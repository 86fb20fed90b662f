import { defineEndpoint } from '../endpoint.ts';

/** Every site of the install, and the companies a new site may belong to. */
export const listSites = defineEndpoint({
  method: 'GET',
  path: '/api/admin/sites.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ response: siteAdmin.sitesListResponse }),
});

/** A new site with the demo's defaults for everything not asked; it answers on its domain at once. */
export const createSite = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sites.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.siteCreateBody, response: siteAdmin.siteCreatedResponse }),
});

/** One site: settings, hosts, company, bundles, partner offers, gifts and site-wide discount codes. */
export const readSite = defineEndpoint({
  method: 'GET',
  path: '/api/admin/site.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ query: siteAdmin.siteIdQuery, response: siteAdmin.siteDetailResponse }),
});

/** Every setting of a site at once. */
export const saveSiteSettings = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-settings.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.settingsSaveBody, response: siteAdmin.siteOkResponse }),
});

/** Another host the site answers on; refused when another site has it. */
export const addSiteDomain = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-domain-add.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.domainBody, response: siteAdmin.siteOkResponse }),
});

/** A host the site no longer answers on (never its primary domain). */
export const removeSiteDomain = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-domain-remove.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.domainBody, response: siteAdmin.siteOkResponse }),
});

/** One of the site's hosts becomes its primary domain; the old one stays a host of the site. */
export const setPrimaryDomain = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-domain-primary.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.domainBody, response: siteAdmin.siteOkResponse }),
});

/** The details of the site's company (shared by every site of that company). */
export const saveSiteCompany = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-company.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.companySaveBody, response: siteAdmin.siteOkResponse }),
});

/** A credit bundle added (no id) or changed; `active: false` takes it off sale. */
export const saveBundle = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-bundle.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.bundleSaveBody, response: siteAdmin.siteCreatedResponse }),
});

/** A gift offered (or its price and place changed). */
export const saveGift = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-gift.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.giftSaveBody, response: siteAdmin.siteOkResponse }),
});

/** A gift no longer offered. */
export const removeGift = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-gift-remove.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.giftRemoveBody, response: siteAdmin.siteOkResponse }),
});

/** A new site-wide discount code. */
export const createDiscount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-discount.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.discountCreateBody, response: siteAdmin.siteCreatedResponse }),
});

/** A discount code that no longer applies, from now on. */
export const expireDiscount = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-discount-expire.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.discountExpireBody, response: siteAdmin.siteOkResponse }),
});

/** A partner offer (cam or resell card) added (no id) or changed; `active: false` deactivates it. */
export const savePartnerOffer = defineEndpoint({
  method: 'POST',
  path: '/api/admin/site-partner-offer.php',
  auth: 'staff',
  can: 'sites.manage',
  schemas: ({ siteAdmin }) => ({ body: siteAdmin.partnerOfferSaveBody, response: siteAdmin.siteCreatedResponse }),
});
