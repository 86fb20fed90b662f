import { type SQL, and, desc, eq, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles, users } from '../../db/schema/index.ts';
import type { LookingFor } from '../../../shared/looking-for.ts';
import type { NicheAudience } from '../../../shared/niches.ts';
import { cardColumns } from '../members/member-card.ts';
import { soughtBy } from '../members/looking-for.sql.ts';
import { cardPhoto, listedTo } from '../members/members.policy.sql.ts';

/** Where the members come from: a town (with its country), a region, or anyone who names an interest. */
export type ShowcasePlace = { city: string; country: string } | { region: string } | { interest: string };

/** The date (YYYY-MM-DD) `years` before `today`. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

function audienceConditions(audience: NicheAudience, today: Date): (SQL | undefined)[] {
  return [
    audience.gender ? eq(profiles.gender, audience.gender) : undefined,
    audience.sexualities
      ? or(isNull(profiles.sexuality), inArray(profiles.sexuality, [...audience.sexualities]))
      : undefined,
    audience.bodyType ? eq(profiles.bodyType, audience.bodyType) : undefined,
    audience.minAge ? lte(profiles.dateOfBirth, yearsBefore(today, audience.minAge)) : undefined,
    audience.maxAge ? gte(profiles.dateOfBirth, yearsBefore(today, audience.maxAge + 1)) : undefined,
    audience.interest ? sql`${audience.interest} = any(${profiles.interests})` : undefined,
  ];
}

function placeCondition(place: ShowcasePlace | undefined): SQL | undefined {
  if (!place) return undefined;
  if ('city' in place) return and(eq(profiles.city, place.city), eq(profiles.country, place.country));
  if ('region' in place) return eq(profiles.region, place.region);
  return sql`${place.interest} = any(${profiles.interests})`;
}

/** Whom a showcase looks for: the site's, whom the viewer (a visitor when none) may see, whom a member looks for. */
export interface ShowcaseQuery {
  siteId: string;
  viewerId?: string;
  lookingFor?: LookingFor;
  audience?: NicheAudience;
  place?: ShowcasePlace;
  excludeIds?: string[];
}

/**
 * Up to `limit` members whom the viewer may see (a visitor: only those who agreed, `users.in_showcase`) (the member policy's `listedTo`) with an approved public main photo
 * (the policy's `cardPhoto`, joined inner: a showcase never shows a member without one), newest first.
 */
export async function findShowcaseMembers(db: Db, query: ShowcaseQuery, limit: number, today: Date) {
  return db
    .select(cardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(photos, cardPhoto)
    .where(
      and(
        listedTo(query.siteId, query.viewerId),
        // A visitor sees only members who agreed to be shown on public pages (decision 035).
        query.viewerId ? undefined : eq(users.inShowcase, true),
        query.lookingFor ? soughtBy(query.lookingFor, today) : undefined,
        ...(query.audience ? audienceConditions(query.audience, today) : []),
        placeCondition(query.place),
        query.excludeIds?.length ? notInArray(profiles.userId, query.excludeIds) : undefined,
      ),
    )
    .orderBy(desc(profiles.signupDate), desc(profiles.userId))
    .limit(limit);
}

/** The towns with the most members whom visitors may see, per country: for the map lander's towns. */
export async function townsWithMembers(db: Db, siteId: string, limit: number) {
  return db
    .select({ city: profiles.city, country: profiles.country, members: sql<number>`count(*)::int` })
    .from(profiles)
    .where(and(listedTo(siteId, undefined), sql`${profiles.city} is not null`))
    .groupBy(profiles.city, profiles.country)
    .orderBy(desc(sql`count(*)`))
    .limit(limit);
}
