import { defineModule } from '../module.ts';
import type { MemberHintsService } from '../members/member-hints.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ShowcaseService } from '../showcase/showcase.service.ts';
import { landingsRoutes } from './landings.routes.ts';
import { LandingsService } from './landings.service.ts';

/** The landings module: profile landings, the members offered right after signup, the landing's member after it. */
export const landingsModule = defineModule({
  services: (
    { db, clock },
    {
      members,
      memberHints,
      showcase,
    }: { members: MembersService; memberHints: MemberHintsService; showcase: ShowcaseService },
  ) => ({
    landings: new LandingsService(db, members, memberHints, showcase, clock),
  }),
  routes: async (app) => {
    await app.register(landingsRoutes, app.services);
  },
});
