import { z } from 'zod';
import { text } from './common.ts';
import { memberCard } from './members.ts';
import { PHOTO_REJECTION_REASONS } from '../moderation.ts';

export const NOTIFICATION_KINDS = ['like', 'match', 'photo_rejected', 'message', 'saved_search'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications.php?page=: the member's notifications, newest first. */
export const notificationsQuery = z.object({ page: z.coerce.number().int().min(1).max(500).default(1) });

export const notification = z.object({
  id: text(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: text(),
  read: z.boolean(),
  /** Why a photo was rejected (photo_rejected only; null when not told). */
  reason: z.enum(PHOTO_REJECTION_REASONS).nullable(),
  /** The member it is about (a liker, a match, a new member who fits a saved search), while the member may see them; null for the member's own events. */
  profile: memberCard.nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  more: z.boolean(),
  /** Unread notifications in all. */
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** PUT /api/notifications.php: mark these of the member's notifications read (all when `ids` is left out). */
export const notificationsReadBody = z.object({ ids: z.array(z.uuid()).max(100).optional() });
