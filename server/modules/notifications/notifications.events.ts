import type { DomainEvents } from '../../events/domain-events.ts';
import { insertNotification } from './notifications.repo.ts';

/** The events a member is told of on the notifications page, each written in the transaction that caused it. */
export function recordNotifications(events: DomainEvents): void {
  events.record('photo.rejected', (tx, { memberId, photoId }) =>
    insertNotification(tx, { userId: memberId, kind: 'photo_rejected', data: { photo_id: photoId } }),
  );
}
