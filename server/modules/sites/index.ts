import type { AppModule } from '../module.ts';
import { sitesRoutes } from './sites.routes.ts';
import { installedAppRoutes } from './installed-app.routes.ts';

/**
 * The sites module: the site's public data (settings, company info, interests, regions), and what makes it an
 * installed app (manifest, icons, offline page).
 */
export const sitesModule: AppModule = async (app, { env }) => {
  await app.register(sitesRoutes, { sites: app.services.sites, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
  await app.register(installedAppRoutes);
};
