import { GENDERS, MAX_AGE, MIN_AGE, type SEARCH_FILTERS } from './constants.ts';

type Gender = (typeof GENDERS)[number];
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

/** Who a member looks for (issue 39): one or more of the site's genders and an age band within the app's ages. */
export interface LookingFor {
  seeking_genders: Gender[];
  seeking_min_age: number;
  seeking_max_age: number;
}

/** The default age band around the member's own age (decision 035): this many years younger and older. */
export const LOOKING_FOR_YOUNGER = 5;
export const LOOKING_FOR_OLDER = 10;

/** The genders a member's own gender and sexuality look for: hetero the other, gay or lesbian the same, else both. */
export function gendersSought(gender: Gender | null, sexuality: Sexuality | null): Gender[] {
  if (gender && sexuality === 'hetero') return GENDERS.filter((g) => g !== gender);
  if (gender && (sexuality === 'gay' || sexuality === 'lesbian')) return [gender];
  return [...GENDERS];
}

const clipAge = (age: number) => Math.min(MAX_AGE, Math.max(MIN_AGE, age));

/** Where looking-for starts when the member has not chosen (decision 035): by their gender, sexuality and age. */
export function defaultLookingFor(own: {
  gender: Gender | null;
  sexuality: Sexuality | null;
  age: number;
}): LookingFor {
  return {
    seeking_genders: gendersSought(own.gender, own.sexuality),
    seeking_min_age: clipAge(own.age - LOOKING_FOR_YOUNGER),
    seeking_max_age: clipAge(own.age + LOOKING_FOR_OLDER),
  };
}

/** A profile as stored: the member's own gender and sexuality, and what they chose to look for (or null). */
export interface StoredProfile {
  gender: Gender | null;
  sexuality: Sexuality | null;
  seekingGenders: Gender[] | null;
  seekingMinAge: number | null;
  seekingMaxAge: number | null;
}

/** What a member of `age` looks for: what they chose, else the default of their own profile. */
export function lookingForOf(profile: StoredProfile, age: number): LookingFor {
  const start = defaultLookingFor({ ...profile, age });
  return {
    seeking_genders: profile.seekingGenders?.length ? profile.seekingGenders : start.seeking_genders,
    seeking_min_age: profile.seekingMinAge ?? start.seeking_min_age,
    seeking_max_age: profile.seekingMaxAge ?? start.seeking_max_age,
  };
}

/**
 * Where a member's search starts when the URL names no filter (issue 39): the gender they look for (none when they
 * look for both) and their age band, each only where the site's search offers the field.
 */
export function lookingForSearchDefaults(
  lookingFor: LookingFor,
  searchFields: readonly string[],
): Partial<Record<(typeof SEARCH_FILTERS)[number], string>> {
  const [onlyGender] = lookingFor.seeking_genders.length === 1 ? lookingFor.seeking_genders : [];
  const offered = (field: string, value: string | number | undefined) =>
    value !== undefined && searchFields.includes(field) ? [[field, String(value)]] : [];
  return Object.fromEntries([
    ...offered('gender', onlyGender),
    ...offered('min_age', lookingFor.seeking_min_age),
    ...offered('max_age', lookingFor.seeking_max_age),
  ]);
}
