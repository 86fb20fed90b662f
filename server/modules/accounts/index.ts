import type { AppModule } from '../module.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { passwordsRoutes } from './passwords.routes.ts';
import { settingsRoutes } from './settings.routes.ts';

/** The accounts module: signup and activation, invitations, passwords, account settings. */
export const accountsModule: AppModule = async (app, { env }) => {
  await app.register(accountsRoutes, { ...app.services, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
  await app.register(invitationsRoutes, app.services);
  await app.register(passwordsRoutes, app.services);
  await app.register(settingsRoutes, app.services);
};
