import type { AppModule } from '../module.ts';
import { chatsRoutes } from './chats.routes.ts';

/** The chats module: conversations, messages and what they cost, gifts. */
export const chatsModule: AppModule = async (app) => {
  await app.register(chatsRoutes, app.services);
};
