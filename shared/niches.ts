import { NICHES, type Niche } from './constants.ts';

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
