import { type SQL, type SQLWrapper, and, eq, gte, lt, notExists, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  emailTokens,
  messages,
  payments,
  sessions,
  sites,
  trackingData,
  trafficVisits,
  users,
} from '../../db/schema/index.ts';

/** The days asked for (both included, each in its site's time zone), and the site, if only one. */
export interface FigureRange {
  from: string;
  to: string;
  siteId: string | undefined;
}

/** A count of a day (YYYY-MM-DD in the site's time zone), a site and a traffic source. */
export interface DayCount {
  day: string;
  siteId: string;
  source: string;
  count: number;
}

const DAY_MS = 86_400_000;
/** Time zones are within 14 hours of UTC: a day of any site lies within a day either side of the UTC dates. */
const utcBounds = ({ from, to }: FigureRange) => ({
  start: new Date(Date.parse(from) - DAY_MS),
  end: new Date(Date.parse(to) + 2 * DAY_MS),
});

/** The day of a moment in its member's site's time zone. */
const dayOf = (at: SQLWrapper) => sql<string>`to_char(${at} at time zone ${sites.timeZone}, 'YYYY-MM-DD')`;
/** The member's traffic source: the network their signup came from, or "none". */
const source = sql<string>`coalesce(${trackingData.network}, 'none')`;
const count = sql<number>`count(*)::int`;

/**
 * A moment within the range: first between the UTC bounds (the moment's own column, which an index on it can serve),
 * then exactly within the site's days.
 */
function inRange(at: AnyPgColumn, range: FigureRange): SQL {
  const { start, end } = utcBounds(range);
  return and(
    gte(at, start),
    lt(at, end),
    sql`(${at} at time zone ${sites.timeZone})::date between ${range.from}::date and ${range.to}::date`,
  )!;
}

/** Real members (not fictional profiles, not the old staff accounts) of the site asked for, if any. */
function members(range: FigureRange): SQL {
  return and(
    eq(users.fictional, false),
    eq(users.role, 'member'),
    range.siteId ? eq(users.siteId, range.siteId) : undefined,
  )!;
}

/** Groups by the three first columns: day, site, source. */
const byDaySiteSource = sql`1, 2, 3`;

/** Visits of the landing pages by day (counted in the site's time zone), site and source (visits/traffic.service.ts). */
export function countVisits(db: Db, range: FigureRange): Promise<DayCount[]> {
  return db
    .select({
      day: sql<string>`${trafficVisits.day}::text`,
      siteId: trafficVisits.siteId,
      source: trafficVisits.source,
      count: trafficVisits.visits,
    })
    .from(trafficVisits)
    .where(
      and(
        sql`${trafficVisits.day} between ${range.from}::date and ${range.to}::date`,
        range.siteId ? eq(trafficVisits.siteId, range.siteId) : undefined,
      ),
    );
}

/** New members by the day they signed up. */
export function countSignups(db: Db, range: FigureRange): Promise<DayCount[]> {
  return db
    .select({ day: dayOf(users.signupDate), siteId: users.siteId, source, count })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(and(members(range), inRange(users.signupDate, range)))
    .groupBy(byDaySiteSource);
}

/**
 * Members by the day they confirmed their address: the first use of one of their activation links (the account keeps
 * no time of its own for it; confirming is using that link, in the same transaction).
 */
export function countActivations(db: Db, range: FigureRange): Promise<DayCount[]> {
  const earlier = alias(emailTokens, 'earlier');
  const firstUse = notExists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.userId, emailTokens.userId),
          eq(earlier.purpose, 'activation'),
          lt(earlier.usedAt, emailTokens.usedAt),
        ),
      ),
  );
  return db
    .select({ day: dayOf(emailTokens.usedAt), siteId: users.siteId, source, count })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(and(eq(emailTokens.purpose, 'activation'), members(range), inRange(emailTokens.usedAt, range), firstUse))
    .groupBy(byDaySiteSource);
}

/** Members by the day of their first completed payment. */
export function countFirstPayments(db: Db, range: FigureRange): Promise<DayCount[]> {
  const earlier = alias(payments, 'earlier');
  const first = notExists(
    db
      .select({ one: sql`1` })
      .from(earlier)
      .where(
        and(
          eq(earlier.userId, payments.userId),
          eq(earlier.status, 'completed'),
          or(
            lt(earlier.completedAt, payments.completedAt),
            and(eq(earlier.completedAt, payments.completedAt), lt(earlier.id, payments.id)),
          ),
        ),
      ),
  );
  return db
    .select({ day: dayOf(payments.completedAt), siteId: users.siteId, source, count })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(and(eq(payments.status, 'completed'), members(range), inRange(payments.completedAt, range), first))
    .groupBy(byDaySiteSource);
}

/** Revenue per currency, in cents, by the day payments completed: their amounts, and what refunds and chargebacks took back. */
export function sumRevenue(db: Db, range: FigureRange) {
  return db
    .select({
      day: dayOf(payments.completedAt),
      siteId: users.siteId,
      source,
      currency: payments.currency,
      grossCents: sql<number>`sum(round(${payments.amount} * 100))::int`,
      reversedCents: sql<number>`sum(${payments.refundedCents} + ${payments.chargedBackCents})::int`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(and(eq(payments.status, 'completed'), members(range), inRange(payments.completedAt, range)))
    .groupBy(sql`1, 2, 3, 4`);
}

/** Messages sent, by the sender's site and source: by members, and by fictional profiles (staff answering as them). */
export function countMessages(db: Db, range: FigureRange) {
  return db
    .select({
      day: dayOf(messages.createdAt),
      siteId: users.siteId,
      source,
      byMembers: sql<number>`(count(*) filter (where not ${users.fictional}))::int`,
      byFictional: sql<number>`(count(*) filter (where ${users.fictional}))::int`,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(
      and(
        eq(users.role, 'member'),
        range.siteId ? eq(users.siteId, range.siteId) : undefined,
        inRange(messages.createdAt, range),
      ),
    )
    .groupBy(byDaySiteSource);
}

/**
 * Members active on a day: those who opened a session (logged in or signed up), sent a message, or were last seen
 * (users.last_seen_at) that day, each counted once a day.
 */
export function countActiveMembers(db: Db, range: FigureRange): Promise<DayCount[]> {
  const { start, end } = utcBounds(range);
  const between = (at: AnyPgColumn) => and(gte(at, start), lt(at, end));
  const moment = (userId: AnyPgColumn, at: AnyPgColumn) => ({
    userId: sql<string>`${userId}`.as('seen_member'),
    at: sql<Date>`${at}`.as('seen_at'),
  });
  const seen = unionAll(
    db.select(moment(sessions.userId, sessions.createdAt)).from(sessions).where(between(sessions.createdAt)),
    db.select(moment(messages.senderId, messages.createdAt)).from(messages).where(between(messages.createdAt)),
    db.select(moment(users.id, users.lastSeenAt)).from(users).where(between(users.lastSeenAt)),
  ).as('seen');
  return db
    .select({
      day: dayOf(seen.at),
      siteId: users.siteId,
      source,
      count: sql<number>`count(distinct ${seen.userId})::int`,
    })
    .from(seen)
    .innerJoin(users, eq(users.id, seen.userId))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .leftJoin(trackingData, eq(trackingData.userId, users.id))
    .where(
      and(
        members(range),
        sql`(${seen.at} at time zone ${sites.timeZone})::date between ${range.from}::date and ${range.to}::date`,
      ),
    )
    .groupBy(byDaySiteSource);
}

/** Every site, by name: the dashboard's filter. */
export function listSites(db: Db) {
  return db.select({ id: sites.id, name: sites.name, timeZone: sites.timeZone }).from(sites).orderBy(sites.name);
}
