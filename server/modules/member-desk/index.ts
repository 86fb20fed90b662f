import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AccountSettingsService } from '../accounts/settings.service.ts';
import { defineModule } from '../module.ts';
import type { DirectDebits } from '../payments/direct-debit.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { MemberActions } from './member-actions.service.ts';
import { memberDeskRoutes } from './member-desk.routes.ts';
import { MemberDesk } from './member-desk.service.ts';

/**
 * The console's members area (issue 37 point 4): finding members across sites, a member's page, and the staff's
 * actions on a member through the services of the modules that own them, each audited.
 */
export const memberDeskModule = defineModule({
  services: (
    { db, domainEvents, clock },
    earlier: {
      sites: SitesService;
      photos: PhotosService;
      payments: PaymentsService;
      directDebits: DirectDebits;
      accounts: AccountsService;
      settings: AccountSettingsService;
    },
  ) => ({
    memberDesk: new MemberDesk({ db, photos: earlier.photos, payments: earlier.payments, clock }),
    memberActions: new MemberActions({ db, events: domainEvents, ...earlier }),
  }),
  routes: async (app) => {
    await app.register(memberDeskRoutes, app.services);
  },
});
