import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { shownTo } from '../modules/members/members.policy.sql.ts';

/**
 * Whether `viewerId` may see `memberId` on the site (the member policy's `shownTo`: same site, not deleted,
 * invisible or disabled, not oneself, no block either way): one query before a live message names the member.
 */
export async function isShownTo(db: Db, siteId: string, viewerId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, memberId), shownTo(siteId, viewerId)))
    .limit(1);
  return rows.length > 0;
}
