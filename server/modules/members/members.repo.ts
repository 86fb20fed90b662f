import {
  type AnyColumn,
  type SQL,
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BLOCKS_LIST_LIMIT } from '../../../shared/contracts/members.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { blocks, complaints, likes, photos, profiles, users } from '../../db/schema/index.ts';
import { type Seeker, wouldSeek } from './looking-for.sql.ts';
import { cardColumns } from './member-card.ts';
import type { Blocks, MemberFacts } from './members.policy.ts';
import { cardPhoto, complaintHides, listedTo, related, reportedBetween } from './members.policy.sql.ts';

export interface MemberFilter {
  siteId: string;
  viewerId?: string;
  gender?: 'male' | 'female';
  country?: string;
  region?: string;
  /** Born on or before this date (YYYY-MM-DD): old enough. */
  bornOnOrBefore?: string;
  /** Born after this date: young enough. */
  bornAfter?: string;
  /** Read from the rows the age and gender indexes pick (no index of its own): only a bbw site's search starts with it. */
  bodyType?: 'slim' | 'normal' | 'fat';
  excludeIds?: string[];
  /** Only these members (those a searcher's blocks take out of a shared page, to count them). */
  onlyIds?: string[];
  /** The searching member: those who would look for them too come first (issue 39), an order, never a condition. */
  seeker?: Seeker;
}

/** Search reads profiles alone (listedTo: the member policy through `searchable`, which triggers keep ready). */
function conditions(filter: MemberFilter): SQL {
  return and(
    listedTo(filter.siteId, filter.viewerId),
    filter.gender ? eq(profiles.gender, filter.gender) : undefined,
    filter.country ? eq(profiles.country, filter.country) : undefined,
    filter.region ? eq(profiles.region, filter.region) : undefined,
    filter.bornOnOrBefore ? lte(profiles.dateOfBirth, filter.bornOnOrBefore) : undefined,
    filter.bornAfter ? gt(profiles.dateOfBirth, filter.bornAfter) : undefined,
    filter.bodyType ? eq(profiles.bodyType, filter.bodyType) : undefined,
    filter.excludeIds?.length ? notInArray(profiles.userId, filter.excludeIds) : undefined,
    filter.onlyIds ? inArray(profiles.userId, filter.onlyIds) : undefined,
  )!;
}

/** Newest members first, in the order of the search indexes (server/db/schema/users.ts). */
const newestFirst = (signupDate: AnyColumn, userId: AnyColumn) => [
  sql`${signupDate} desc nulls last`,
  sql`${userId} desc nulls last`,
];

/** A page's order before newestFirst: a sort key over `profiles`, members without one last (decision 033). */
export interface PageOrder {
  key: SQL;
  descending: boolean;
}

const byKey = (key: SQL | AnyColumn, order: PageOrder | undefined) =>
  order ? [sql`${key} ${sql.raw(order.descending ? 'desc' : 'asc')} nulls last`] : [];

/** The number of matches (`where`), counted no further than `cap + 1`: a range of the age indexes, not one row read. */
const matchCount = (where: SQL, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${profiles} where ${where} limit ${cap + 1}) as matches)`;

/** Those who would look for the seeker first (looking-for.sql.ts), as the page's `seeks_back`; all alike without one. */
const seeksBack = (seeker: Seeker | undefined) => (seeker ? wouldSeek(seeker) : sql<boolean>`true`).as('seeks_back');

/**
 * One page of matches, newest members first after `order`'s key (if any) and after those who would look for the
 * searching member (seeks_back): the page's members are picked from the search indexes alone (no row is read for the
 * filters or the skipped pages), then only they are joined for their cards. With `countUpTo`, every row also carries
 * the number of matches (matchCount), in the same round trip.
 */
export async function findMembers(
  db: Db,
  filter: MemberFilter,
  limit: number,
  offset = 0,
  countUpTo?: number,
  order?: PageOrder,
) {
  const where = conditions(filter);
  const page = db.$with('page').as(
    db
      .select({
        userId: profiles.userId,
        signupDate: profiles.signupDate,
        sortKey: (order?.key ?? sql`null`).as('sort_key'),
        seeksBack: seeksBack(filter.seeker),
      })
      .from(profiles)
      .where(where)
      .orderBy(
        ...byKey(order?.key ?? sql`null`, order),
        sql`seeks_back desc`,
        ...newestFirst(profiles.signupDate, profiles.userId),
      )
      .limit(limit)
      .offset(offset),
  );
  const matches = countUpTo === undefined ? sql<null>`null` : matchCount(where, countUpTo);
  return db
    .with(page)
    .select({ ...cardColumns, matches })
    .from(page)
    .innerJoin(profiles, eq(profiles.userId, page.userId))
    .innerJoin(users, eq(users.id, page.userId))
    .leftJoin(photos, cardPhoto)
    .orderBy(
      ...byKey(sql`${page.sortKey}`, order),
      sql`${page.seeksBack} desc`,
      ...newestFirst(page.signupDate, page.userId),
    );
}

/** The number of matches, counted no further than `cap + 1`. */
export async function countMembers(db: Db, filter: MemberFilter, cap: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select ${matchCount(conditions(filter), cap)} as count`);
  return row!.count;
}

/**
 * The profile of `memberId`, with what the member policy reads (`member`) and the main photo a card shows
 * (`cardPhotoId`); undefined when there is none.
 */
/** What the member policy reads of a member (members.policy.ts `MemberFacts`), over users joined with profiles. */
const memberFacts = {
  id: users.id,
  siteId: profiles.siteId,
  status: users.status,
  invisible: users.invisible,
  profileStatus: profiles.status,
};

export async function findProfile(db: Db, memberId: string) {
  const [row] = await db
    .select({
      profile: profiles,
      fictional: users.fictional,
      member: memberFacts,
      cardPhotoId: photos.id,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(photos, cardPhoto)
    .where(eq(profiles.userId, memberId));
  return row;
}

/** Which way blocks run between two members, and whether a complaint hides them (the policy's `Blocks`). */
export async function blocksBetween(db: Db, viewerId: string, memberId: string): Promise<Blocks> {
  const blocked = (blocker: string, blockedId: string) =>
    sql`exists (select 1 from ${blocks} where blocker_id = ${blocker} and blocked_id = ${blockedId})`;
  const [row] = await queryRows<Blocks>(
    db,
    sql`select ${blocked(viewerId, memberId)} as "byViewer", ${blocked(memberId, viewerId)} as "ofViewer",
      ${reportedBetween(viewerId, memberId)} as reported`,
  );
  return row!;
}

/** Whether two members are related (the member policy's `related`: matched, or a conversation between them). */
export async function isRelated(db: Db, viewerId: string, memberId: string): Promise<boolean> {
  const [row] = await queryRows<{ related: boolean }>(db, sql`select ${related(viewerId, memberId)} as related`);
  return row?.related === true;
}

/**
 * What canContact reads of a member, the blocks between them and the viewer, whether they are related (read only when
 * either is in invisible mode: no other rule needs it) and whether the viewer is in invisible mode, in one statement:
 * a `sql` template, as every statement of the send path (decision 019).
 */
export async function findContactFacts(
  db: Db,
  viewerId: string,
  memberId: string,
): Promise<{ member: MemberFacts; blocks: Blocks; related: boolean; viewerInvisible: boolean } | undefined> {
  const blocked = (blocker: string, blockedId: string) =>
    sql`exists (select 1 from ${blocks} where blocker_id = ${blocker} and blocked_id = ${blockedId})`;
  const [row] = await queryRows<MemberFacts & Blocks & { related: boolean; viewerInvisible: boolean }>(
    db,
    sql`select u.id, p.site_id as "siteId", u.status, u.invisible, p.status as "profileStatus",
      ${blocked(viewerId, memberId)} as "byViewer", ${blocked(memberId, viewerId)} as "ofViewer",
      ${reportedBetween(viewerId, memberId)} as reported, coalesce(v.invisible, false) as "viewerInvisible",
      (u.invisible or coalesce(v.invisible, false)) and ${related(viewerId, memberId)} as related
    from ${profiles} p join ${users} u on u.id = p.user_id left join ${users} v on v.id = ${viewerId}
    where p.user_id = ${memberId}`,
  );
  if (!row) return undefined;
  const { byViewer, ofViewer, reported, related: isRelatedPair, viewerInvisible, ...member } = row;
  return { member, blocks: { byViewer, ofViewer, reported }, related: isRelatedPair, viewerInvisible };
}

export async function findActivePhotos(db: Db, memberId: string) {
  return db
    .select({ id: photos.id, status: photos.status, visibility: photos.visibility })
    .from(photos)
    .where(and(eq(photos.userId, memberId), eq(photos.status, 'active')))
    .orderBy(asc(photos.createdAt), asc(photos.id));
}

/** Opening a liker's profile clears the like's new flag (SPEC §4). */
export async function markLikeSeen(db: Db, likerId: string, likedId: string) {
  await db
    .update(likes)
    .set({ isNew: false })
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId), eq(likes.isNew, true)));
}

export async function insertBlock(db: Db, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

const blockedBack = alias(blocks, 'blocked_back');

/**
 * The members of the site `viewerId` blocked, newest block first, but not deleted ones (no block of theirs is left to
 * lift); the card photo only of an active profile that has not blocked the viewer back (a blocked member cannot see
 * the blocker: SPEC §4).
 */
export async function findBlockedMembers(db: Db, siteId: string, viewerId: string) {
  const theyBlockedBack = db
    .select({ one: sql`1` })
    .from(blockedBack)
    .where(and(eq(blockedBack.blockerId, users.id), eq(blockedBack.blockedId, viewerId)));
  return db
    .select({ id: users.id, name: profiles.name, photoId: photos.id, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, and(cardPhoto, eq(profiles.status, 'active'), notExists(theyBlockedBack)))
    .where(and(eq(blocks.blockerId, viewerId), eq(profiles.siteId, siteId), ne(users.status, 'deleted')))
    .orderBy(desc(blocks.createdAt), desc(users.id))
    .limit(BLOCKS_LIST_LIMIT);
}

/** The members the viewer blocked or is blocked by, or a complaint hides (the policy's `Blocks`, either way). */
export async function blockedOrBlocking(db: Db, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  const reported = await db
    .select({ reporterId: complaints.reporterId, reportedId: complaints.reportedId })
    .from(complaints)
    .where(and(or(eq(complaints.reporterId, viewerId), eq(complaints.reportedId, viewerId)), complaintHides));
  return [
    ...rows.map((r) => (r.blockerId === viewerId ? r.blockedId : r.blockerId)),
    ...reported.map((r) => (r.reporterId === viewerId ? r.reportedId : r.reporterId)),
  ];
}

/** What a searcher's results are ordered by (`wouldSeek`): their gender and birth date; undefined without a profile. */
export async function findSeekerFacts(db: Db, memberId: string) {
  const [row] = await db
    .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.userId, memberId));
  return row;
}
