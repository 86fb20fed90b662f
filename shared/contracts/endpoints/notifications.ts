import { defineEndpoint } from '../endpoint.ts';

/** A page of the member's notifications, newest first, with how many are unread. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications.php',
  auth: 'member',
  schemas: ({ notifications }) => ({
    query: notifications.notificationsQuery,
    response: notifications.notificationsResponse,
  }),
});

/** Marks these of the member's notifications read (all when `ids` is left out). */
export const readNotifications = defineEndpoint({
  method: 'PUT',
  path: '/api/notifications.php',
  auth: 'member',
  schemas: ({ notifications, auth }) => ({
    body: notifications.notificationsReadBody,
    response: auth.okResponse,
  }),
});
