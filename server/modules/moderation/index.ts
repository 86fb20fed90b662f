import type { AuthService } from '../auth/auth.service.ts';
import { defineModule } from '../module.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { ComplaintsQueue } from './complaints-queue.service.ts';
import { flaggedMessagesRoutes } from './flagged-messages.routes.ts';
import { FlaggedMessages } from './flagged-messages.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { PhotoReview } from './photo-review.service.ts';
import { MemberStanding } from './standing.service.ts';
import { Warnings } from './warnings.service.ts';
import { warningsRoutes } from './warnings.routes.ts';

/**
 * The moderation module: the console's photo review, complaints and flagged-messages queues, members' standing (warnings,
 * suspensions, bans), and the warnings a member is shown until they acknowledge them.
 */
export const moderationModule = defineModule({
  services: ({ db, clock }, { auth, photos }: { auth: AuthService; photos: PhotosService }) => {
    const memberStanding = new MemberStanding(db, auth, clock);
    return {
      memberStanding,
      photoReview: new PhotoReview(db, photos, clock),
      complaintsQueue: new ComplaintsQueue(db, photos, memberStanding, clock),
      flaggedMessages: new FlaggedMessages(db, clock),
      warnings: new Warnings(db, clock),
    };
  },
  routes: async (app) => {
    await app.register(moderationRoutes, app.services);
    await app.register(warningsRoutes, app.services);
    await app.register(flaggedMessagesRoutes, app.services);
  },
});
