import { defineModule } from '../module.ts';
import { recordNotifications } from './notifications.events.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';

/** The notifications module: the page of likes, matches and profile events (rows written by its event recorders). */
export const notificationsModule = defineModule({
  services: ({ db, clock }) => ({ notifications: new NotificationsService(db, clock) }),
  react: ({ domainEvents }) => recordNotifications(domainEvents),
  routes: async (app) => {
    await app.register(notificationsRoutes, app.services);
  },
});
