import { type AnyColumn, type SQL, and, eq, ne, sql } from 'drizzle-orm';
import { blocks, photos, profiles, users } from '../../db/schema/index.ts';

/**
 * The SQL twins of members.policy.ts, for queries that filter many members at once. members.policy.test.ts runs the
 * same fixtures through both forms (and through the `searchable` triggers) on PGlite and PostgreSQL.
 */

/** No block between the viewer and the member in `memberId`, in either direction (viewBetween's blocks). */
export function notBlocked(viewerId: string, memberId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))`;
}

/**
 * shownToOthers over `users` joined with `profiles`. The triggers of migration 0004 (`profile_search_fields`,
 * `member_search_fields`) keep the same condition in `profiles.searchable`, which search reads instead.
 */
const shownToOthers = and(ne(users.status, 'deleted'), eq(users.invisible, false), eq(profiles.status, 'active'))!;

/** canView(...) === 'shown' over `users` joined with `profiles`: for one-off lists (a member's likers). */
export function shownTo(siteId: string, viewerId: string | undefined): SQL {
  const member = and(eq(profiles.siteId, siteId), shownToOthers)!;
  return viewerId ? and(member, ne(users.id, viewerId), notBlocked(viewerId, users.id))! : member;
}

/**
 * canView(...) === 'shown' over `profiles` alone, through `profiles.searchable`: the condition the partial search
 * indexes (migration 0003) are built on, so search and related members stay on them.
 */
export function listedTo(siteId: string, viewerId: string | undefined): SQL {
  return and(
    eq(profiles.siteId, siteId),
    eq(profiles.searchable, true),
    viewerId ? ne(profiles.userId, viewerId) : undefined,
    viewerId ? notBlocked(viewerId, profiles.userId) : undefined,
  )!;
}

/** The photo a member card shows, joined on `profiles`: the main photo when a visitor may see it (canSeePhoto). */
export const cardPhoto = and(
  eq(photos.id, profiles.mainPhotoId),
  eq(photos.status, 'active'),
  eq(photos.visibility, 'public'),
)!;
