import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { sites } from '../server/db/schema/index.ts';
import { seededRandom } from '../server/db/seed/random.ts';
import { regionsOf } from '../server/modules/sites/regions.ts';
import { generateProfiles } from './generate-profiles.ts';
import { loadPaths, reportLatency } from './load.ts';

/** The youngest and oldest ages generate-profiles.ts gives. */
const AGES = [18, 75] as const;
const PAGES = 20;
/** Drawn searches: far more distinct ones than a run sends, so the shared page cache hits only by chance. */
const SEARCHES = 200_000;

/**
 * Searches as members vary them: each country, with a gender or without (half each), any age band (two ages drawn
 * between 18 and 75), a region in one search of ten, and any of the first 20 pages.
 */
export function randomSearches(countries: string[], count = SEARCHES): string[] {
  // Seeded, so that every run draws the same searches.
  const { int, pick, chance } = seededRandom(15);
  return Array.from({ length: count }, () => {
    const country = pick(countries);
    const [min, max] = [int(...AGES), int(...AGES)].sort((a, b) => a - b);
    const query = new URLSearchParams({ country, min_age: String(min), max_age: String(max) });
    if (chance(0.5)) query.set('gender', pick(['female', 'male']));
    if (chance(0.1)) query.set('countryregion', pick(regionsOf(country)).code);
    query.set('page', String(int(1, PAGES)));
    return `/api/members.php?${query}`;
  });
}

/** The p95 goals of the search at 50 and at 4 connections. */
const TARGETS = [
  { connections: 50, p95Ms: 25 },
  { connections: 4, p95Ms: 10 },
];

/** Random searches by a logged-in member at 50 and at 4 connections, after a short warm-up of the server. */
export async function searchBench(url: string, cookie: string, countries: string[], label: string, seconds: number) {
  // Each run takes its own share of the drawn searches: none repeats what an earlier run left in the cache.
  const shares = TARGETS.length + 1;
  const paths = randomSearches(countries);
  const share = (index: number) => paths.slice((index * paths.length) / shares, ((index + 1) * paths.length) / shares);
  const headers = { cookie };
  await loadPaths(url, share(TARGETS.length), { seconds: 2, headers });
  let ok = true;
  for (const [index, { connections, p95Ms }] of TARGETS.entries()) {
    const result = await loadPaths(url, share(index), { seconds: seconds * 2, connections, headers });
    const name = `GET /api/members.php, random filters, ${connections} connections, ${label}`;
    ok = reportLatency(name, result, p95Ms) && ok;
  }
  return ok;
}

/** Fills the demo site with `count` generated members; returns the site's countries. */
export async function fillDemoSite(db: Db, count: number): Promise<string[]> {
  const [site] = await db.select().from(sites).where(eq(sites.domain, 'localhost'));
  await generateProfiles(db, site!.id, site!.countries, count);
  return site!.countries;
}
