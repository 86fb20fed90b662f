import type { DomainEvents, Emit } from '../../events/domain-events.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationKind } from '../../../shared/contracts/notifications.ts';
import * as repo from './notifications.repo.ts';

/** Writes one notification and raises `notification.created` for the live page and badge. */
async function notify(tx: Db, emit: Emit, row: repo.NewNotification & { kind: NotificationKind }, quiet?: true) {
  const notificationId = await repo.insertNotification(tx, row);
  const { userId: memberId, kind, actorId } = row;
  emit({ type: 'notification.created', memberId, notificationId, kind, actorId, ...(quiet ? { quiet } : {}) });
}

/**
 * The events a member is told of on the notifications page (likes, matches, rejected photos, new members who fit a
 * saved search), each written in the transaction that caused it. A like again after taking it back is told once a day
 * at most, so that liking and unliking cannot flood anyone's page.
 */
export function recordNotifications(events: DomainEvents): void {
  events.record('photo.rejected', (tx, { memberId, photoId, reason }, emit) =>
    notify(tx, emit, {
      userId: memberId,
      kind: 'photo_rejected',
      data: { photo_id: photoId, ...(reason && { reason }) },
    }),
  );
  events.record('like.created', async (tx, { likerId, likedId, quiet }, emit) => {
    if (await repo.toldToday(tx, { userId: likedId, kind: 'like', actorId: likerId })) return;
    await notify(tx, emit, { userId: likedId, kind: 'like', actorId: likerId }, quiet);
  });
  events.record('saved_search.fitted', (tx, { ownerId, savedSearchId, memberId }, emit) =>
    notify(tx, emit, {
      userId: ownerId,
      kind: 'saved_search',
      actorId: memberId,
      data: { saved_search_id: savedSearchId },
    }),
  );
  events.record('match.created', async (tx, { memberIds: [a, b], quiet }, emit) => {
    await notify(tx, emit, { userId: a, kind: 'match', actorId: b }, quiet);
    await notify(tx, emit, { userId: b, kind: 'match', actorId: a }, quiet);
  });
}
