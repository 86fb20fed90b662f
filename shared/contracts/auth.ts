import { z } from 'zod';
import { text } from './common.ts';
import { LANGUAGES } from '../languages.ts';
import { lookingForFields } from './looking-for.ts';
import { HOLD_STATUSES } from '../contact-checks.ts';

export const email = text().trim().toLowerCase().max(254).email();

export const loginBody = z.object({
  email: text().trim().toLowerCase().min(1).max(254),
  password: text().min(1).max(200),
});

export const languageBody = z.object({ language: z.enum(LANGUAGES) });

const mainImage = z.object({ filename: text(), thumb_filename: text(), status: text() });

/** The current member as GET/POST /api/user.php answer it (SPEC §3 "User"). */
/** The welcome time bonus while it runs (SPEC §4): the code, its percentage and the seconds left at answer time. */
export const timeBonus = z.object({ code: text(), percentage: z.number(), seconds_left: z.number().int() });
export type TimeBonus = z.infer<typeof timeBonus>;

/** Member alerts whose dismissal is stored with its time (SPEC §4). */
export const DISMISSIBLE_ALERTS = ['profile_photo', 'push', 'time_bonus'] as const;
export type DismissibleAlert = (typeof DISMISSIBLE_ALERTS)[number];
export const dismissAlertBody = z.object({ alert: z.enum(DISMISSIBLE_ALERTS) });

export const userResponse = z.object({
  id: text(),
  email: text(),
  status: z.enum(['not_confirmed', 'confirmed', 'deleted']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: text(),
  time_bonus: timeBonus.nullable(),
  language: text(),
  fictional_icon: z.boolean(),
  notifications_disabled: z.array(text()),
  /**
   * Whether the member's first contacts wait for a check (open), were discarded after one (rejected) or passed one
   * (approved); null while they never were held (issue 40, decision 040).
   */
  contact_hold: z.enum(HOLD_STATUSES).nullable(),
  /** When the member closed each alert, or null while it was never closed. */
  dismissed_alerts: z.object({
    profile_photo: text().nullable(),
    push: text().nullable(),
    time_bonus: text().nullable(),
  }),
  profile: z.object({
    name: text(),
    country: text(),
    main_image: mainImage.nullable(),
    status: z.enum(['active', 'disabled']),
    /** Who the member looks for: as chosen, else the default of their own profile (decision 035). */
    looking_for: lookingForFields,
  }),
});
export type User = z.infer<typeof userResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
