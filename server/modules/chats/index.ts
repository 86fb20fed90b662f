import type { ContactChecks } from '../contact-checks/contact-checks.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { defineModule } from '../module.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { chatsRoutes } from './chats.routes.ts';
import { ChatsService } from './chats.service.ts';

/** The chats module: conversations, messages and what they cost, gifts. */
export const chatsModule = defineModule({
  services: (
    { db, domainEvents, clock },
    {
      members,
      photos,
      contactChecks,
    }: { members: MembersService; photos: PhotosService; contactChecks: ContactChecks },
  ) => ({
    chats: new ChatsService({ db, events: domainEvents, members, photos, contactChecks, clock }),
  }),
  react: ({ domainEvents }, { chats }) =>
    domainEvents.record('member.confirmed', (tx, { memberId }, emit) => chats.releaseHeld(tx, memberId, emit)),
  routes: async (app) => {
    await app.register(chatsRoutes, app.services);
  },
});
