import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listChatsWaitingForStaff, sendAsFictional } from '../../../shared/contracts/endpoints/staff.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { ChatsService } from '../chats/chats.service.ts';

export interface StaffRoutesOptions {
  chats: ChatsService;
}

/** The console's answers as fictional profiles, through the chats service; each route declares its permission. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { chats }) => {
  const change = { settlesMemberChanges: false };

  serveEndpoint(app, listChatsWaitingForStaff, {}, async () => ({ chats: await chats.waitingForStaff() }));

  serveEndpoint(app, sendAsFictional, change, async (request) =>
    chats.sendAsFictional(request.body.profile_id, request.body.to_id, request.body.text),
  );
};
