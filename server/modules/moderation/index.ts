import type { AuthService } from '../auth/auth.service.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { ContactChecks } from '../contact-checks/contact-checks.service.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { defineModule } from '../module.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { ComplaintsQueue } from './complaints-queue.service.ts';
import { heldContactsRoutes } from './held-contacts.routes.ts';
import { HeldContacts } from './held-contacts.service.ts';
import { flaggedMessagesRoutes } from './flagged-messages.routes.ts';
import { FlaggedMessages } from './flagged-messages.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { PhotoReview } from './photo-review.service.ts';
import { MemberStanding } from './standing.service.ts';
import { Warnings } from './warnings.service.ts';
import { warningsRoutes } from './warnings.routes.ts';

/**
 * The moderation module: the console's photo review, complaints, flagged-messages and held-contacts queues, members' standing (warnings,
 * suspensions, bans), and the warnings a member is shown until they acknowledge them.
 */
export const moderationModule = defineModule({
  services: (
    { db, domainEvents, clock },
    deps: {
      auth: AuthService;
      photos: PhotosService;
      sites: SitesService;
      contactChecks: ContactChecks;
      chats: ChatsService;
      likes: LikesService;
    },
  ) => {
    const { auth, photos } = deps;
    const memberStanding = new MemberStanding(db, auth, clock);
    return {
      memberStanding,
      photoReview: new PhotoReview(db, photos, clock),
      complaintsQueue: new ComplaintsQueue(db, photos, memberStanding, clock),
      flaggedMessages: new FlaggedMessages(db, clock),
      warnings: new Warnings(db, clock),
      heldContacts: new HeldContacts({ db, events: domainEvents, clock, ...deps }),
    };
  },
  routes: async (app) => {
    await app.register(moderationRoutes, app.services);
    await app.register(warningsRoutes, app.services);
    await app.register(flaggedMessagesRoutes, app.services);
    await app.register(heldContactsRoutes, app.services);
  },
});
