import { defineModule } from '../module.ts';
import { crawlerRoutes } from './crawler.routes.ts';
import { installedAppRoutes } from './installed-app.routes.ts';
import { PartnerOffers } from './partner-offers.ts';
import { SiteChanges } from './site-changes.ts';
import { SitesService } from './sites.service.ts';
import { sitesRoutes } from './sites.routes.ts';

export { servedPage } from './served-page.ts';
export { canonicalPageUrl, localOrigin, pointLocalSitesAt } from './local-origin.ts';

/**
 * The sites module: the site's public data (settings, company info, interests, regions, the partner offers it shows),
 * what makes it an installed app (manifest, icons, offline page), what crawlers read (robots.txt, sitemap.xml), and
 * the page the web app is served in (served-page.ts).
 */
export const sitesModule = defineModule({
  services: ({ db, database, log, clock }) => {
    const sites = new SitesService(db);
    return { sites, siteChanges: new SiteChanges(database, sites, log), partnerOffers: new PartnerOffers(db, clock) };
  },
  routes: async (app, { env }) => {
    await app.register(sitesRoutes, {
      sites: app.services.sites,
      traffic: app.services.traffic,
      geoipCountryHeader: env.GEOIP_COUNTRY_HEADER,
    });
    await app.register(installedAppRoutes);
    await app.register(crawlerRoutes, { sites: app.services.sites });
  },
});
