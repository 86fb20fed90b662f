import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, readNotifications } from '../../../shared/contracts/endpoints/notifications.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { NotificationsService } from './notifications.service.ts';

/** GET and PUT /api/notifications.php: the notifications page and its read state. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  serveEndpoint(app, listNotifications, {}, async (request) =>
    notifications.page(request.site.site, request.member, request.query.page),
  );
  serveEndpoint(app, readNotifications, { settlesMemberChanges: false }, async (request) => {
    await notifications.markRead(request.member, request.body.ids);
    return { ok: true as const };
  });
};
