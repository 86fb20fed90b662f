import type { AppModule } from '../module.ts';
import { sitesRoutes } from './sites.routes.ts';

/** The sites module: the site's public data (settings, company info, interests, regions). */
export const sitesModule: AppModule = async (app, { env }) => {
  await app.register(sitesRoutes, { sites: app.services.sites, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
};
