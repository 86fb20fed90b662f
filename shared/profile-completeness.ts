import type { OwnPhoto } from './contracts/photos.ts';
import type { OwnProfile } from './contracts/profile.ts';

/**
 * How complete the member's own profile is (issue 39 point 4, decision 033): what each part weighs, out of 100. The
 * details' weight is shared evenly by the detail fields the site asks. Who the member looks for is not counted: a
 * chosen answer cannot be told from the default signup gives.
 */
export const COMPLETENESS_WEIGHTS = {
  main_photo: 30,
  details: 25,
  about: 20,
  photos: 15,
  town: 10,
} as const;
export type CompletenessStep = keyof typeof COMPLETENESS_WEIGHTS;

/** The optional choice fields of a profile that count as its details. */
export const DETAIL_FIELDS = ['hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;
/** Photos the meter asks for beside the main one, all counted (main included). */
export const COMPLETE_PHOTO_COUNT = 3;
/** The shortest about text that counts: a few sentences. */
export const COMPLETE_ABOUT_LENGTH = 100;

export interface Completeness {
  /** 0 to 100, rounded down: 100 only when nothing is missing. */
  percent: number;
  /** The missing part that adds the most (the first named in COMPLETENESS_WEIGHTS among equals); none at 100. */
  next?: CompletenessStep;
}

type Profile = Pick<OwnProfile, 'about' | 'city' | (typeof DETAIL_FIELDS)[number]>;
type Photo = Pick<OwnPhoto, 'status' | 'main'>;

/** A part of the profile: done `got` of `of` (a detail field each, else one). */
interface Part {
  step: CompletenessStep;
  got: number;
  of: number;
}

const weightOf = ({ step, got, of }: Part) => ({
  weight: COMPLETENESS_WEIGHTS[step],
  gained: (COMPLETENESS_WEIGHTS[step] * got) / of,
});

/**
 * The completeness of `profile` with `photos` (those in review count: the member did their part) on a site that asks
 * the fields `askedFields` (its `visible_profile_fields`): parts it does not ask (the about text, details) are left
 * out, the rest weighed up to 100. The next step is the missing part that adds the most.
 */
export function profileCompleteness(
  profile: Profile,
  photos: readonly Photo[],
  askedFields: readonly string[],
): Completeness {
  const kept = photos.filter((photo) => photo.status === 'active' || photo.status === 'in_review');
  const details = DETAIL_FIELDS.filter((field) => askedFields.includes(field));
  const parts: Part[] = [
    { step: 'main_photo', got: Number(kept.some((photo) => photo.main)), of: 1 },
    { step: 'details', got: details.filter((field) => profile[field] !== null).length, of: details.length },
    { step: 'about', got: Number(profile.about.trim().length >= COMPLETE_ABOUT_LENGTH), of: 1 },
    { step: 'photos', got: Number(kept.length >= COMPLETE_PHOTO_COUNT), of: 1 },
    { step: 'town', got: Number(Boolean(profile.city?.trim())), of: 1 },
  ];
  const asked = parts.filter((part) => part.of > 0 && (part.step !== 'about' || askedFields.includes('about')));
  const weighed = asked.map((part) => ({ step: part.step, ...weightOf(part) }));
  const total = weighed.reduce((sum, part) => sum + part.weight, 0);
  const gained = weighed.reduce((sum, part) => sum + part.gained, 0);
  // Sorted by what is still missing, most first; the sort is stable, so equals keep the weights' order.
  const [next] = weighed
    .filter((part) => part.gained < part.weight)
    .sort((a, b) => b.weight - b.gained - (a.weight - a.gained));
  return { percent: Math.floor((100 * gained) / total), next: next?.step };
}
