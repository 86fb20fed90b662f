import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sites, trafficVisits } from '../../db/schema/index.ts';

/**
 * One more visit of the site from the source on the day `at` falls on in the site's time zone: one statement, so
 * visits counted at the same moment are all kept.
 */
export async function countVisit(db: Db, siteId: string, source: string, at: Date): Promise<void> {
  await db
    .insert(trafficVisits)
    .select(
      db
        .select({
          day: sql<string>`(${at.toISOString()}::timestamptz at time zone ${sites.timeZone})::date`.as('day'),
          siteId: sites.id,
          source: sql<string>`${source}`.as('source'),
          visits: sql<number>`1`.as('visits'),
        })
        .from(sites)
        .where(eq(sites.id, siteId)),
    )
    .onConflictDoUpdate({
      target: [trafficVisits.day, trafficVisits.siteId, trafficVisits.source],
      set: { visits: sql`${trafficVisits.visits} + 1` },
    });
}
