import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import { sites } from '../server/db/schema/index.ts';
import { generateProfiles } from './generate-profiles.ts';

/** Filtered searches as members run them: both genders, each country, age bands, first pages. */
export function searchRequests(countries: string[]) {
  const bands = [
    [18, 30],
    [25, 40],
    [35, 50],
    [45, 65],
  ];
  return countries.flatMap((country) =>
    ['female', 'male'].flatMap((gender) =>
      bands.map(([min, max]) => ({
        path: `/api/members.php?gender=${gender}&country=${country}&min_age=${min}&max_age=${max}`,
      })),
    ),
  );
}

/** Fills the demo site with `count` generated members; returns the site's countries. */
export async function fillDemoSite(db: Db, count: number): Promise<string[]> {
  const [site] = await db.select().from(sites).where(eq(sites.domain, 'localhost'));
  await generateProfiles(db, site!.id, site!.countries, count);
  return site!.countries;
}
