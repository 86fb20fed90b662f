import { NICHES, type Niche, SEARCH_FILTERS } from './constants.ts';
import { type LookingFor, lookingForSearchDefaults } from './looking-for.ts';

type SearchFilter = (typeof SEARCH_FILTERS)[number];

/**
 * Whom a niche's site puts forward (decision 032): its default search, the members its landers and home page show,
 * and the demo members its seed makes. Every field is optional: the general niche narrows nothing. A member can always
 * widen the search; the niche only decides where it starts and whom the public pages show.
 */
export interface NicheAudience {
  gender?: 'male' | 'female';
  /** The sexualities shown (profiles without one are shown too). */
  sexualities?: readonly ('hetero' | 'gay' | 'lesbian' | 'bi')[];
  minAge?: number;
  maxAge?: number;
  bodyType?: 'slim' | 'normal' | 'fat';
  /** An interest (shared/interests.ts) the public pages favour: members who name it come first. */
  interest?: string;
}

export const NICHE_AUDIENCES: Record<Niche, NicheAudience> = {
  general: {},
  she: { gender: 'female', sexualities: ['lesbian', 'bi'] },
  // Kink is an interest, not a gender or an age: the search starts wide, the public pages put those who name it first.
  bdsm: { interest: 'bdsm' },
  bbw: { gender: 'female', bodyType: 'fat' },
  gilf: { gender: 'female', minAge: 60 },
  milf: { gender: 'female', minAge: 35, maxAge: 55 },
  gay: { gender: 'male', sexualities: ['gay', 'bi'] },
};

/** The niche of a site's `niche` setting (1–7); general for any other number. */
export function nicheOf(setting: number): Niche {
  return NICHES[setting - 1] ?? 'general';
}

export const audienceOf = (setting: number): NicheAudience => NICHE_AUDIENCES[nicheOf(setting)];

/** A search's filters as the URL carries them (SEARCH_FILTERS), text values. */
export type SearchFilterValues = Partial<Record<SearchFilter, string>>;

/**
 * Where a niche's member search starts when the URL names no filter (decision 032): the audience's gender, age band and
 * body type, each only where the site's search offers the field (`search_fields`), so that the form shows what the
 * search applies. The web (features/members/search-params.ts) and the server's first-search prefill both start here.
 */
export function nicheSearchDefaults(setting: number, searchFields: readonly string[]): SearchFilterValues {
  const audience = audienceOf(setting);
  const offered = (field: string, value: string | number | undefined) =>
    value !== undefined && searchFields.includes(field) ? [[field, String(value)]] : [];
  return Object.fromEntries([
    ...offered('gender', audience.gender),
    ...offered('min_age', audience.minAge),
    ...offered('max_age', audience.maxAge),
    ...offered('body_type', audience.bodyType),
  ]) as SearchFilterValues;
}

/**
 * A search's filters from its URL: what the URL names, or, when it names none, where the member's looking-for starts
 * (issue 39), for a visitor where the niche starts. A URL that names a filter without a value (`gender=`) names the
 * search the member chose, however wide: no default.
 */
export function searchFiltersOf(
  params: URLSearchParams,
  setting: number,
  searchFields: readonly string[],
  lookingFor?: LookingFor,
): SearchFilterValues {
  if (!SEARCH_FILTERS.some((key) => params.has(key))) {
    return lookingFor ? lookingForSearchDefaults(lookingFor, searchFields) : nicheSearchDefaults(setting, searchFields);
  }
  return Object.fromEntries(
    SEARCH_FILTERS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}
