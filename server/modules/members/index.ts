import type { AppModule } from '../module.ts';
import { membersRoutes } from './members.routes.ts';

/** The members module: search, a member's profile, blocking. */
export const membersModule: AppModule = async (app) => {
  await app.register(membersRoutes, app.services);
};
