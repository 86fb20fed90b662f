import { type SQL, and, eq, gt, lte, sql } from 'drizzle-orm';
import { GENDERS } from '../../../shared/constants.ts';
import type { LookingFor } from '../../../shared/looking-for.ts';
import { profiles } from '../../db/schema/index.ts';

/** The date (YYYY-MM-DD) `years` before `today`. */
function yearsBefore(today: Date, years: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/**
 * Profiles whom `lookingFor` seeks on `today` (issue 39): of its gender where it names one (both genders: any
 * profile, one without a gender too), of an age in its band.
 */
export function soughtBy(lookingFor: LookingFor, today: Date): SQL {
  const genders = lookingFor.seeking_genders;
  return and(
    genders.length < GENDERS.length ? eq(profiles.gender, genders[0]!) : undefined,
    lte(profiles.dateOfBirth, yearsBefore(today, lookingFor.seeking_min_age)),
    gt(profiles.dateOfBirth, yearsBefore(today, lookingFor.seeking_max_age + 1)),
  )!;
}

/** Who searches, as the profiles they find would look for them: their gender (if given) and age. */
export interface Seeker {
  gender: (typeof GENDERS)[number] | null;
  age: number;
}

/**
 * Whether a profile would look for `seeker` too (ANIMINA's two-sided filters): it has no looking-for of its own, or
 * the seeker's gender is among the genders it seeks and the seeker's age in its band. For order, never to exclude.
 */
export function wouldSeek(seeker: Seeker): SQL<boolean> {
  const gender = seeker.gender ? sql`${seeker.gender} = any(${profiles.seekingGenders})` : sql`true`;
  return sql<boolean>`(${profiles.seekingGenders} is null or (${gender}
    and ${seeker.age} between coalesce(${profiles.seekingMinAge}, 0) and coalesce(${profiles.seekingMaxAge}, 999)))`;
}
