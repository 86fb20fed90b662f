import type { ChatsService } from '../chats/chats.service.ts';
import { defineModule } from '../module.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { FictionalProfiles } from './fictional-profiles.service.ts';
import { fictionalRoutes } from './fictional.routes.ts';
import { OperatorInbox } from './inbox.service.ts';
import { OperatorLive } from './operator-live.ts';

/**
 * The fictional module: staff make and edit fictional profiles, and operators answer members' conversations with them
 * (one operator per conversation at a time), their consoles kept live by OperatorLive (GET /api/admin/live).
 */
export const fictionalModule = defineModule({
  services: (
    { db, clock, domainEvents },
    { sites, photos, chats }: { sites: SitesService; photos: PhotosService; chats: ChatsService },
  ) => ({
    fictionalProfiles: new FictionalProfiles({ db, clock, sites, photos }),
    operatorInbox: new OperatorInbox({ db, clock, events: domainEvents, chats }),
    operatorLive: new OperatorLive(db),
  }),
  react: ({ bus, log }, { operatorLive }) => operatorLive.listen(bus, log),
  routes: async (app) => {
    await app.register(fictionalRoutes, app.services);
  },
});
