import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../shared/contracts/auth.ts';
import {
  notificationsQuery,
  notificationsReadBody,
  notificationsResponse,
} from '../../../shared/contracts/notifications.ts';
import type { NotificationsService } from './notifications.service.ts';

/** GET and PUT /api/notifications.php: the notifications page and its read state. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications.php',
    {
      schema: { querystring: notificationsQuery, response: { 200: notificationsResponse } },
      config: { auth: 'member' },
    },
    async (request) => notifications.page(request.site.site, request.member, request.query.page),
  );
  app.put(
    '/api/notifications.php',
    {
      schema: { body: notificationsReadBody, response: { 200: okResponse } },
      config: { auth: 'member', settlesMemberChanges: false },
    },
    async (request) => {
      await notifications.markRead(request.member, request.body.ids);
      return { ok: true as const };
    },
  );
};
