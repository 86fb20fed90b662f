import type { AppModule } from '../module.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/** The notifications module: the page of likes, matches and profile events (rows written by its event recorders). */
export const notificationsModule: AppModule = async (app) => {
  await app.register(notificationsRoutes, app.services);
};
