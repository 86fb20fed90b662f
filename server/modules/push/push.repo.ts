import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** One row per browser endpoint: a browser that moves to another member's login is that member's now. */
export async function upsertSubscription(
  db: Db,
  userId: string,
  endpoint: string,
  keys: { p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, userId, keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, keys } });
}
