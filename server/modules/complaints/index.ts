import type { ChatsService } from '../chats/chats.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { defineModule } from '../module.ts';
import { complaintsRoutes } from './complaints.routes.ts';
import { ComplaintsService } from './complaints.service.ts';

/** The complaints module: a member reports another. */
export const complaintsModule = defineModule({
  services: ({ db, domainEvents, clock }, { members, chats }: { members: MembersService; chats: ChatsService }) => ({
    complaints: new ComplaintsService(db, domainEvents, members, chats, clock),
  }),
  routes: async (app) => {
    await app.register(complaintsRoutes, app.services);
  },
});
