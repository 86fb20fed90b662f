import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberPresence, profiles, users } from '../../db/schema/index.ts';

/** What the activity and distance hints read of each member (and of the viewer), in one statement. */
export async function findHintFacts(db: Db, memberIds: string[], now: Date) {
  if (memberIds.length === 0) return [];
  const present = db
    .select({ one: sql`1` })
    .from(memberPresence)
    .where(and(eq(memberPresence.userId, users.id), gt(memberPresence.expiresAt, now)));
  return db
    .select({
      id: users.id,
      showActivity: users.showActivity,
      invisible: users.invisible,
      lastSeenAt: users.lastSeenAt,
      present: sql<boolean>`exists (${present})`,
      latitude: profiles.latitude,
      longitude: profiles.longitude,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, memberIds));
}

/** The member's town centre, if the member has one. */
export async function findTownPosition(db: Db, memberId: string) {
  const [row] = await db
    .select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  return row?.latitude == null || row.longitude == null
    ? undefined
    : { latitude: row.latitude, longitude: row.longitude };
}
