import { type AnyColumn, type SQL, and, eq, ne, or, sql } from 'drizzle-orm';
import { blocks, complaints, conversationMembers, likes, photos, profiles, users } from '../../db/schema/index.ts';

/**
 * The SQL twins of members.policy.ts, for queries that filter many members at once. members.policy.test.ts runs the
 * same fixtures through both forms (and through the `searchable` triggers) on PGlite and PostgreSQL.
 */

/**
 * A row of `complaints` that hides its two members from each other: open, or closed with any action but dismiss (a
 * complaint closed before decision 037 recorded none, and hides nothing).
 */
export const complaintHides = sql`(${complaints.status} = 'open' or ${complaints.action} <> 'dismiss')`;

/** Blocks' `reported`: a complaint between the two, filed either way, that hides them from each other. */
export function reportedBetween(a: AnyColumn | string, b: AnyColumn | string): SQL {
  return sql`exists (select 1 from ${complaints} where ((${complaints.reporterId} = ${a} and ${complaints.reportedId} = ${b})
    or (${complaints.reporterId} = ${b} and ${complaints.reportedId} = ${a})) and ${complaintHides})`;
}

/**
 * No block between the viewer and the member in `memberId`, in either direction, and no complaint that hides them
 * (viewBetween's blocks). Either may be a column or a member's id.
 */
export function notBlocked(viewerId: AnyColumn | string, memberId: AnyColumn | string): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${memberId})
    or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewerId}))
    and not ${reportedBetween(viewerId, memberId)}`;
}

/**
 * Pair's `related`: the viewer and the member in `memberId` liked each other (neither like held) or share a
 * conversation. `memberId` is a column, or a member's id.
 */
export function related(viewerId: string, memberId: AnyColumn | string): SQL {
  const liked = (liker: AnyColumn | string, liked: AnyColumn | string) =>
    sql`exists (select 1 from ${likes} where ${likes.likerId} = ${liker} and ${likes.likedId} = ${liked} and not ${likes.held})`;
  return sql`(${liked(viewerId, memberId)} and ${liked(memberId, viewerId)}
    or exists (select 1 from ${conversationMembers} where ${conversationMembers.userId} = ${viewerId}
      and ${conversationMembers.otherUserId} = ${memberId}))`;
}

/**
 * shownToOthers over `users` joined with `profiles`. The triggers of migration 0004 (`profile_search_fields`,
 * `member_search_fields`) keep the same condition in `profiles.searchable`, which search reads instead.
 */
const shownToOthers = and(ne(users.status, 'deleted'), eq(users.invisible, false), eq(profiles.status, 'active'))!;

/** shownToMember over `users` joined with `profiles`: shownToOthers, or invisible but related to the viewer. */
const shownToMember = (viewerId: string) =>
  and(
    ne(users.status, 'deleted'),
    or(eq(users.invisible, false), related(viewerId, users.id)),
    eq(profiles.status, 'active'),
  )!;

/**
 * canView(...) === 'shown' over `users` joined with `profiles`, with the relation read in SQL: for one-off lists of
 * members the viewer is related to or may be (a member's likers, chats, notifications). Search and discovery use
 * listedTo, which never shows an invisible member.
 */
export function shownTo(siteId: string, viewerId: string | undefined): SQL {
  if (!viewerId) return and(eq(profiles.siteId, siteId), shownToOthers)!;
  return and(
    eq(profiles.siteId, siteId),
    shownToMember(viewerId),
    ne(users.id, viewerId),
    notBlocked(viewerId, users.id),
  )!;
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
