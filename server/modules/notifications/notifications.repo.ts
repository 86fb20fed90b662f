import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  /** The member the notification is about (a liker, a sender), if any. */
  actorId?: string;
  data?: Record<string, unknown>;
}

export async function insertNotification(tx: Db, { userId, kind, actorId, data = {} }: NewNotification) {
  await tx.insert(notifications).values({ userId, kind, actorId, data: JSON.stringify(data) });
}
