import { defineModule } from '../module.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { SiteAdmin } from './site-admin.service.ts';
import { siteAdminRoutes } from './site-admin.routes.ts';
import { SiteOffers } from './site-offers.service.ts';

/** The console's sites area: create and edit sites, their hosts, company and offers, each change audited. */
export const siteAdminModule = defineModule({
  services: ({ db, clock }, { sites }: { sites: SitesService }) => {
    const siteOffers = new SiteOffers(db, clock);
    return { siteOffers, siteAdmin: new SiteAdmin(db, sites, siteOffers, clock) };
  },
  routes: async (app) => {
    await app.register(siteAdminRoutes, app.services);
  },
});
