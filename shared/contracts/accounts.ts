import { z } from 'zod';
import { EMAIL_NOTIFICATION_KINDS, MAX_AGE, MIN_AGE, PUSH_NOTIFICATION_KINDS } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { text, carriedTrackingValue } from './common.ts';
import { fieldMessage } from './messages.ts';
import { memberName } from './profile.ts';

/** Field messages are catalogue keys (messages.ts); the server and the web app translate them. */
export const signupEmail = text()
  .trim()
  .toLowerCase()
  .max(254, 'validation.email_invalid')
  .pipe(z.email('validation.email_invalid'));

export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900;
}

const birthDateMissing = fieldMessage('validation.birth_date_min_age', { count: MIN_AGE });

/** A member older than the search's MAX_AGE could never be found: a birth date that far back is a typing slip. */
export const dateOfBirth = text()
  .min(1, birthDateMissing)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.birth_date_invalid')
  .refine(isRealDate, 'validation.birth_date_invalid')
  .refine((value) => ageOn(value, new Date()) >= MIN_AGE, birthDateMissing)
  .refine(
    (value) => ageOn(value, new Date()) <= MAX_AGE,
    fieldMessage('validation.birth_date_max_age', { count: MAX_AGE }),
  );

const PASSWORD_MIN_LENGTH = 8;
/** A new password: too short says the minimum (SPEC's wording); too long says the maximum (validation.too_long). */
export const newPassword = text()
  .min(PASSWORD_MIN_LENGTH, fieldMessage('validation.password_length', { count: PASSWORD_MIN_LENGTH }))
  .max(200);

export const signupBody = z
  .object({
    email: signupEmail,
    name: memberName,
    date_of_birth: dateOfBirth,
    signup_message: text().trim().max(2000).default(''),
    password: newPassword,
    network: carriedTrackingValue,
    ref: carriedTrackingValue,
    sub1: carriedTrackingValue,
    sub2: carriedTrackingValue,
    sub3: carriedTrackingValue,
    /** The code of an invitation link (`/signup?invite=`); required on an invite-only site. */
    invite: text().trim().max(100).optional(),
    /** The member whose profile landing the signup came from (/members/{id}/signup): the first contact offered. */
    landing_member_id: z.uuid().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.name.startsWith('@') || body.name.toLowerCase() === body.email) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'validation.name_not_email' });
    }
  });
export type SignupBody = z.infer<typeof signupBody>;

export const activateQuery = z.object({ token: text().max(200).default('') });

const repeated = <T extends { password: string; password_repeat: string }>(body: T, ctx: z.RefinementCtx) => {
  if (body.password !== body.password_repeat) {
    ctx.addIssue({ code: 'custom', path: ['password_repeat'], message: 'validation.passwords_differ' });
  }
};

export const passwordResetRequestBody = z.object({ email: signupEmail });

export const passwordResetBody = z
  .object({ token: text().min(1).max(200), password: newPassword, password_repeat: text().max(200) })
  .superRefine(repeated);

export const passwordChangeBody = z
  .object({ old_password: text().max(200), password: newPassword, password_repeat: text().max(200) })
  .superRefine(repeated);

export const accountSettingsResponse = z.object({
  email: text(),
  language: z.enum(LANGUAGES),
  email_notifications: z.array(z.enum(EMAIL_NOTIFICATION_KINDS)),
  push_notifications: z.array(z.enum(PUSH_NOTIFICATION_KINDS)),
  /** Why mail is off for this member, if it is: user, fbl, bounce, unsubscribe. */
  notifications_disabled: z.array(text()),
  geolocation_enabled: z.boolean(),
  invisible: z.boolean(),
  /** Others see when the member is online or was last active, and the member sees theirs (decision 033). */
  show_activity: z.boolean(),
  /** The member shows and sees read receipts in chats (both members must, decision 034). */
  read_receipts: z.boolean(),
  /** Visitors may see the member's public main photo on the home page and landers (decision 035). */
  in_showcase: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsResponse>;

/** A partial update of the settings page; `mail_enabled: false` switches all notification mail off. */
export const accountSettingsBody = z
  .object({
    language: z.enum(LANGUAGES),
    email_notifications: z.array(z.enum(EMAIL_NOTIFICATION_KINDS)).max(EMAIL_NOTIFICATION_KINDS.length),
    push_notifications: z.array(z.enum(PUSH_NOTIFICATION_KINDS)).max(PUSH_NOTIFICATION_KINDS.length),
    mail_enabled: z.boolean(),
    geolocation_enabled: z.boolean(),
    invisible: z.boolean(),
    show_activity: z.boolean(),
    read_receipts: z.boolean(),
    in_showcase: z.boolean(),
  })
  .partial();

export const emailChangeBody = z.object({
  password: text().max(200),
  new_email: text()
    .trim()
    .toLowerCase()
    .max(254, 'validation.new_email_invalid')
    .pipe(z.email('validation.new_email_invalid')),
});

export const tokenBody = z.object({ token: text().min(1).max(200) });
export const passwordBody = z.object({ password: text().max(200) });

export const invitationBody = z.object({ email: signupEmail });

/**
 * A member's export of their own data (GDPR art. 15 and 20; decision 039): whether one was asked for today (the
 * next can be asked the site's next day), and the newest one: being built (the mail with the link follows), ready
 * until `expires_at`, or expired.
 */
export const dataExportResponse = z.object({
  requested_today: z.boolean(),
  latest: z
    .object({
      status: z.enum(['building', 'ready', 'expired']),
      requested_at: text(),
      expires_at: text().nullable(),
    })
    .nullable(),
});
export type DataExportState = z.infer<typeof dataExportResponse>;
