import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addSiteDomain,
  createDiscount,
  createSite,
  expireDiscount,
  listSites,
  readSite,
  removeGift,
  removeSiteDomain,
  saveBundle,
  saveGift,
  savePartnerOffer,
  saveSiteCompany,
  saveSiteSettings,
  setPrimaryDomain,
} from '../../../shared/contracts/endpoints/console-sites.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { SiteAdmin } from './site-admin.service.ts';
import type { SiteOffers } from './site-offers.service.ts';

const change = { settlesMemberChanges: false };
const ok = { ok: true as const };

/**
 * The console's sites area (admins): sites, their settings, hosts, company, bundles, partner offers, gifts and discount
 * codes.
 */
export const siteAdminRoutes: FastifyPluginAsyncZod<{ siteAdmin: SiteAdmin; siteOffers: SiteOffers }> = async (
  app,
  { siteAdmin, siteOffers },
) => {
  serveEndpoint(app, listSites, {}, () => siteAdmin.list());
  serveEndpoint(app, readSite, {}, (request) => siteAdmin.read(request.query.id));
  serveEndpoint(app, createSite, change, async (request) => ({
    id: await siteAdmin.create(request.body, request.staff),
  }));
  serveEndpoint(app, saveSiteSettings, change, async (request) => {
    await siteAdmin.saveSettings(request.body.id, request.body.settings, request.staff);
    return ok;
  });
  serveEndpoint(app, addSiteDomain, change, async (request) => {
    await siteAdmin.addDomain(request.body.site_id, request.body.host, request.staff);
    return ok;
  });
  serveEndpoint(app, removeSiteDomain, change, async (request) => {
    await siteAdmin.removeDomain(request.body.site_id, request.body.host, request.staff);
    return ok;
  });
  serveEndpoint(app, setPrimaryDomain, change, async (request) => {
    await siteAdmin.setPrimaryDomain(request.body.site_id, request.body.host, request.staff);
    return ok;
  });
  serveEndpoint(app, saveSiteCompany, change, async (request) => {
    await siteAdmin.saveCompany(request.body.site_id, request.body.company, request.staff);
    return ok;
  });
  serveEndpoint(app, saveBundle, change, async (request) => ({
    id: await siteOffers.saveBundle(request.body, request.staff),
  }));
  serveEndpoint(app, savePartnerOffer, change, async (request) => ({
    id: await siteOffers.savePartnerOffer(request.body, request.staff),
  }));
  serveEndpoint(app, saveGift, change, async (request) => {
    await siteOffers.saveGift(request.body, request.staff);
    return ok;
  });
  serveEndpoint(app, removeGift, change, async (request) => {
    await siteOffers.removeGift(request.body.site_id, request.body.key, request.staff);
    return ok;
  });
  serveEndpoint(app, createDiscount, change, async (request) => ({
    id: await siteOffers.createDiscount(request.body, request.staff),
  }));
  serveEndpoint(app, expireDiscount, change, async (request) => {
    await siteOffers.expireDiscount(request.body.site_id, request.body.id, request.staff);
    return ok;
  });
};
