import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationKind,
  type NotificationsResponse,
} from '../../../shared/contracts/notifications.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { PHOTO_REJECTION_REASONS, type PhotoRejectionReason } from '../../../shared/moderation.ts';
import type { Db } from '../../db/client.ts';
import { type CardRow, toCard } from '../members/member-card.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './notifications.repo.ts';

/** The reason a rejected photo's notification names, if it names a known one. */
function rejectionReasonOf(data: string): PhotoRejectionReason | null {
  const { reason } = JSON.parse(data) as { reason?: unknown };
  return PHOTO_REJECTION_REASONS.find((known) => known === reason) ?? null;
}

/** The member's notifications page: likes, matches, profile events; about members they may still see. */
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async page(site: SiteRow, member: User, page: number): Promise<NotificationsResponse> {
    const offset = (page - 1) * NOTIFICATIONS_PAGE_SIZE;
    const [rows, unread] = await Promise.all([
      repo.findNotifications(this.db, site.id, member.id, NOTIFICATIONS_PAGE_SIZE + 1, offset),
      repo.countUnread(this.db, site.id, member.id),
    ]);
    const today = this.clock();
    return {
      notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map((row) => ({
        id: row.id,
        kind: row.kind as NotificationKind,
        created_at: row.createdAt.toISOString(),
        read: row.readAt !== null,
        reason: rejectionReasonOf(row.data),
        profile: row.actor?.id ? toCard(row.actor as CardRow, today) : null,
      })),
      more: rows.length > NOTIFICATIONS_PAGE_SIZE,
      unread,
    };
  }

  /** Marks the member's own notifications read: those of `ids`, or all. */
  async markRead(member: User, ids: string[] | undefined): Promise<void> {
    await repo.markRead(this.db, member.id, ids, this.clock());
  }
}
