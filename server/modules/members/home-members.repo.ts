import { and, eq, notExists, sql } from 'drizzle-orm';
import type { LookingFor } from '../../../shared/looking-for.ts';
import type { Db } from '../../db/client.ts';
import { likes, photos, profiles, users } from '../../db/schema/index.ts';
import { type Seeker, soughtBy, wouldSeek } from './looking-for.sql.ts';
import { cardColumns } from './member-card.ts';
import { cardPhoto, listedTo } from './members.policy.sql.ts';

/**
 * Up to `limit` members for the member's home page: listed to them (the member policy: active, visible, not
 * themselves, no block either way) with a card photo, of the genders and ages they look for, whom they have not
 * liked (a match among them); those who would look for them too first (`wouldSeek`), then the most recently active,
 * then the newest.
 */
export async function findHomeMembers(
  db: Db,
  filter: { siteId: string; memberId: string; lookingFor: LookingFor; seeker: Seeker | undefined },
  limit: number,
  today: Date,
) {
  const { siteId, memberId, lookingFor, seeker } = filter;
  const liked = db
    .select({ one: sql`1` })
    .from(likes)
    .where(and(eq(likes.likerId, memberId), eq(likes.likedId, profiles.userId)));
  return db
    .select(cardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(photos, cardPhoto)
    .where(and(listedTo(siteId, memberId), soughtBy(lookingFor, today), notExists(liked)))
    .orderBy(
      sql`${seeker ? wouldSeek(seeker) : sql`true`} desc`,
      sql`${profiles.lastActiveAt} desc nulls last`,
      sql`${profiles.signupDate} desc`,
      sql`${profiles.userId} desc`,
    )
    .limit(limit);
}
