import type { AuthService } from '../auth/auth.service.ts';
import { defineModule } from '../module.ts';
import { accountJobs } from './accounts.jobs.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { AccountsService } from './accounts.service.ts';
import { InvitationsService } from './invitations.service.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { PasswordsService } from './passwords.service.ts';
import { passwordsRoutes } from './passwords.routes.ts';
import { AccountSettingsService } from './settings.service.ts';
import { settingsRoutes } from './settings.routes.ts';

/** The accounts module: signup and activation, invitations, passwords, account settings. */
export const accountsModule = defineModule({
  services: ({ db, domainEvents, storage, clock }, { auth }: { auth: AuthService }) => {
    const invitations = new InvitationsService({ db, events: domainEvents, clock });
    return {
      invitations,
      accounts: new AccountsService({ db, auth, invitations, domainEvents, clock }),
      passwords: new PasswordsService({ db, events: domainEvents, auth, clock }),
      settings: new AccountSettingsService({ db, events: domainEvents, auth, storage, clock }),
    };
  },
  jobs: ({ db, mailer }, { settings }) => accountJobs({ db, mailer, settings }),
  routes: async (app, { env }) => {
    await app.register(accountsRoutes, { ...app.services, geoipCountryHeader: env.GEOIP_COUNTRY_HEADER });
    await app.register(invitationsRoutes, app.services);
    await app.register(passwordsRoutes, app.services);
    await app.register(settingsRoutes, app.services);
  },
});
