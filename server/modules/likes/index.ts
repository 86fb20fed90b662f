import type { ContactChecks } from '../contact-checks/contact-checks.service.ts';
import type { MemberHintsService } from '../members/member-hints.ts';
import type { MembersService } from '../members/members.service.ts';
import { defineModule } from '../module.ts';
import { likesRoutes } from './likes.routes.ts';
import { LikesService } from './likes.service.ts';

/** The likes module: the new-like modal. */
export const likesModule = defineModule({
  services: (
    { db, domainEvents, clock },
    {
      members,
      memberHints,
      contactChecks,
    }: { members: MembersService; memberHints: MemberHintsService; contactChecks: ContactChecks },
  ) => ({
    likes: new LikesService({ db, events: domainEvents, members, hints: memberHints, contactChecks, clock }),
  }),
  react: ({ domainEvents }, { likes }) =>
    domainEvents.record('member.confirmed', (tx, { memberId }, emit) => likes.releaseHeld(tx, memberId, emit)),
  routes: async (app) => {
    await app.register(likesRoutes, app.services);
  },
});
