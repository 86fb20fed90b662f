import { z } from 'zod';
import { GENDERS, MAX_AGE, MIN_AGE } from '../constants.ts';
import { fieldMessage } from './messages.ts';

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

const seekingAge = z.coerce.number().int().min(MIN_AGE).max(MAX_AGE);

/** The looking-for fields as signup's personal step and the profile editor send them (each form checks the order). */
export const lookingForFields = z.object({
  seeking_genders: z.array(z.enum(GENDERS)).min(1, fieldMessage('validation.seeking_genders')).max(GENDERS.length),
  seeking_min_age: seekingAge,
  seeking_max_age: seekingAge,
});

/** A refinement of a schema with the looking-for fields: the band's youngest age is not above its oldest. */
export function checkAgeBand(value: Partial<LookingFor>, ctx: z.RefinementCtx): void {
  const { seeking_min_age: min, seeking_max_age: max } = value;
  if (min !== undefined && max !== undefined && min > max) {
    ctx.addIssue({ code: 'custom', path: ['seeking_max_age'], message: 'validation.age_range' });
  }
}

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
