import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE } from '../../../shared/constants.ts';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { TimeBonus, User } from '../../../shared/contracts/auth.ts';
import { lookingForOf } from '../../../shared/looking-for.ts';
import { timeBonusSecondsLeft } from '../../../shared/time-bonus.ts';
import type * as repo from './auth.repo.ts';

export type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.findSessionUser>>>;

function timeBonusAt(user: SessionRow['user'], now: Date): TimeBonus | null {
  const secondsLeft = timeBonusSecondsLeft(user, now);
  return secondsLeft > 0
    ? { code: TIME_BONUS_CODE, percentage: TIME_BONUS_PERCENTAGE, seconds_left: secondsLeft }
    : null;
}

/** The user answer of a session row at `now` (its time bonus counts down). */
export function toUser({ user, profile, photo }: SessionRow, now: Date): User {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    time_bonus: timeBonusAt(user, now),
    language: user.language,
    fictional_icon: user.fictional,
    notifications_disabled: user.notificationsDisabled,
    contact_hold: user.contactHold,
    dismissed_alerts: {
      profile_photo: user.photoAlertDismissedAt?.toISOString() ?? null,
      push: user.pushAlertDismissedAt?.toISOString() ?? null,
      time_bonus: user.timeBonusDismissedAt?.toISOString() ?? null,
    },
    profile: {
      name: profile.name,
      country: profile.country,
      main_image: photo
        ? { filename: `${photo.id}/profile.jpg`, thumb_filename: `${photo.id}/thumb.jpg`, status: photo.status }
        : null,
      status: profile.status,
      looking_for: lookingForOf(profile, ageOn(profile.dateOfBirth, now)),
    },
  };
}
