import { defineModule } from '../module.ts';
import { staffAccountsRoutes } from './staff-accounts.routes.ts';
import { type StaffMember, StaffAccounts } from './staff-accounts.service.ts';
import { staffAuthRoutes } from './staff-auth.routes.ts';

declare module '../../plugins/auth.ts' {
  interface AuthTypes {
    staff: StaffMember;
  }
}

/** The staff module: staff accounts with two factors, their console sessions and the audit log (decision 031). */
export const staffModule = defineModule({
  services: ({ db, clock }) => ({ staffAccounts: new StaffAccounts(db, clock) }),
  routes: async (app) => {
    await app.register(staffAuthRoutes, app.services);
    await app.register(staffAccountsRoutes, app.services);
  },
});
