import type { User } from '../../../shared/contracts/auth.ts';
import type { AuthOptions } from '../../plugins/auth.ts';
import { defineModule } from '../module.ts';
import type { SiteRecord, SitesService } from '../sites/sites.service.ts';
import type { StaffAccounts } from '../staff/staff-accounts.service.ts';
import { staffMay } from '../../../shared/staff-roles.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { MemberChanges } from './member-changes.ts';

declare module '../../plugins/auth.ts' {
  interface AuthTypes {
    site: SiteRecord;
    member: User;
  }
}

/** What the auth plugin (plugins/auth.ts) asks: the site of a host, the member of a session, the staff of a console session. */
export function authOptions({
  sites,
  auth,
  staffAccounts,
}: {
  sites: SitesService;
  auth: AuthService;
  staffAccounts: StaffAccounts;
}): AuthOptions {
  return {
    siteOf: (host) => sites.resolve(host),
    cachedMemberOf: (token, record) => auth.cachedUser(token, record.site.id),
    memberOf: (token, record) => auth.currentUser(token, record.site.id),
    staffOf: async (token) => {
      const staff = await staffAccounts.sessionOf(token);
      return staff && { staff, verified: staff.verified };
    },
    staffMay: (staff, permission) => staffMay(staff.role, permission),
  };
}

/** The auth module: login, the current member, language, logout and the push subscription (SPEC §7 user.php). */
export const authModule = defineModule({
  services: ({ db, database, bus, clock }) => ({
    auth: new AuthService(db, clock),
    memberChanges: new MemberChanges(database, bus),
  }),
  react: ({ bus }, { auth }) => auth.forgetChangedMembers(bus),
  routes: async (app) => {
    await app.register(authRoutes, app.services);
  },
});
