import { z } from 'zod';
import { GENDERS } from '../constants.ts';
import { INTERESTS } from '../interests.ts';
import { countryCode, text } from './common.ts';
import { checkAgeBand, lookingForFields } from './looking-for.ts';
import { fieldMessage } from './messages.ts';

/** The choice fields of a profile (SPEC §3) besides GENDERS; labels live in the catalogues as `profile.<field>.<value>`. */
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const HAIR_COLOURS = ['blond', 'brown', 'black', 'red', 'grey'] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey'] as const;
export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const RELATIONSHIP_STATUSES = [
  'single',
  'unmarried',
  'living_together',
  'married',
  'divorced',
  'widowed',
] as const;
export const MAX_INTERESTS = 20;

/** Prompts a member may answer in a few lines; a site shows those of its `visible_profile_notes`. */
export const PROFILE_NOTES = [
  'looking_for',
  'ideal_date',
  'work',
  'hobbies',
  'favourite_music',
  'favourite_place',
] as const;
export type ProfileNote = (typeof PROFILE_NOTES)[number];
export const MAX_NOTE_LENGTH = 500;
export const profileNotes = z.partialRecord(z.enum(PROFILE_NOTES), text().trim().max(MAX_NOTE_LENGTH));
export type ProfileNotes = z.infer<typeof profileNotes>;

export const locationStep = z.object({
  step: z.literal(1),
  country: countryCode,
  region: text().max(12).optional(),
  city: text().trim().max(80).optional(),
});

/** Step 2: who the member is and who they look for (issue 39). */
export const personalStep = z
  .object({
    step: z.literal(2),
    gender: z.enum(GENDERS),
    sexuality: z.enum(SEXUALITIES),
    ...lookingForFields.shape,
    hair_colour: z.enum(HAIR_COLOURS).optional(),
    eye_colour: z.enum(EYE_COLOURS).optional(),
    body_type: z.enum(BODY_TYPES).optional(),
    relationship_status: z.enum(RELATIONSHIP_STATUSES).optional(),
    tattoos: z.boolean().optional(),
  })
  .superRefine(checkAgeBand);

export const aboutStep = z.object({
  step: z.literal(3),
  about: text().trim().max(2000),
  interests: z.array(z.enum(INTERESTS)).max(MAX_INTERESTS),
});

/** One signup step (SPEC §2 steps 1 to 3: location, personal info, about me). */
export const signupStepBody = z.discriminatedUnion('step', [locationStep, personalStep, aboutStep]);
export type SignupStep = z.infer<typeof signupStepBody>;

const NAME_LENGTH = { min: 2, max: 40 };
const nameLength = fieldMessage('validation.name_length', { min: NAME_LENGTH.min, count: NAME_LENGTH.max });
/** The name others see (signup and profile); one message names both ends of its length. */
export const memberName = text().trim().min(NAME_LENGTH.min, nameLength).max(NAME_LENGTH.max, nameLength);

/**
 * The member's own profile as GET /api/profile.php answers it and PUT /api/profile.php takes it; looking-for only where
 * given (a staff's fictional profile has none; the service checks its age band's order, as no refinement may precede
 * the extensions below).
 */
export const ownProfileFields = z.object({
  name: memberName,
  gender: z.enum(GENDERS).nullable(),
  sexuality: z.enum(SEXUALITIES).nullable(),
  ...lookingForFields.partial().shape,
  country: countryCode,
  region: text().max(12).nullable(),
  city: text().trim().max(80).nullable(),
  about: text().trim().max(2000),
  signup_message: text().trim().max(2000),
  interests: z.array(z.enum(INTERESTS)).max(MAX_INTERESTS),
  hair_colour: z.enum(HAIR_COLOURS).nullable(),
  eye_colour: z.enum(EYE_COLOURS).nullable(),
  body_type: z.enum(BODY_TYPES).nullable(),
  relationship_status: z.enum(RELATIONSHIP_STATUSES).nullable(),
  tattoos: z.boolean().nullable(),
  notes: profileNotes,
});
export type OwnProfileFields = z.infer<typeof ownProfileFields>;

export const ownProfileResponse = ownProfileFields.extend({
  ...lookingForFields.shape,
  country: text(),
  age: z.number().int(),
  date_of_birth: text(),
});
export type OwnProfile = z.infer<typeof ownProfileResponse>;
