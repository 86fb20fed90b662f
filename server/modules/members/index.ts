import { defineModule } from '../module.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { PartnerOffers } from '../sites/partner-offers.ts';
import { HomeMembersService } from './home-members.ts';
import { membersRoutes } from './members.routes.ts';
import { MemberHintsService } from './member-hints.ts';
import { MembersService } from './members.service.ts';
import { SearchService } from './search.service.ts';

/**
 * The members module: search, a member's profile, blocking, the members who fit a member on their home page; the
 * discovery hints other lists of members add.
 */
export const membersModule = defineModule({
  services: ({ db, clock }, { photos, partnerOffers }: { photos: PhotosService; partnerOffers: PartnerOffers }) => {
    const memberHints = new MemberHintsService(db, clock);
    return {
      memberHints,
      members: new MembersService(db, photos, memberHints, clock),
      search: new SearchService(db, partnerOffers, memberHints, clock),
      homeMembers: new HomeMembersService(db, memberHints, clock),
    };
  },
  react: ({ bus }, { search }) => search.forgetChangedMembers(bus),
  routes: async (app) => {
    await app.register(membersRoutes, app.services);
  },
});
