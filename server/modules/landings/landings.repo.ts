import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles, trackingData, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto } from '../members/members.policy.sql.ts';

/**
 * The member of a profile landing: their card (the photo only when it is the approved public main photo: the
 * policy's `cardPhoto`), their about text, and what the member policy reads; undefined when there is none.
 */
export async function findLandingMember(db: Db, memberId: string) {
  const [row] = await db
    .select({
      ...cardColumns,
      about: profiles.about,
      facts: {
        id: users.id,
        siteId: profiles.siteId,
        status: users.status,
        invisible: users.invisible,
        profileStatus: profiles.status,
      },
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    // The landing is public: the photo only of a member who agreed to be shown to visitors (decision 035).
    .leftJoin(photos, and(cardPhoto, eq(users.inShowcase, true)))
    .where(eq(users.id, memberId));
  return row;
}

/** The member whose profile landing `memberId` signed up from, if any (tracking_data.landing_member_id). */
export async function findLandingMemberId(db: Db, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: trackingData.landingMemberId })
    .from(trackingData)
    .where(eq(trackingData.userId, memberId));
  return row?.id ?? undefined;
}
