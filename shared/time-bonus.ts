import { SECOND_MS, TIME_BONUS_WINDOW_SECONDS } from './constants.ts';

/**
 * Seconds left of the welcome time bonus (SPEC §4): only for unpaid members, counted from signup over
 * TIME_BONUS_WINDOW_SECONDS; 0 when it has run out or does not apply.
 */
export function timeBonusSecondsLeft(member: { paidUser: boolean; signupDate: Date }, now: Date): number {
  if (member.paidUser) return 0;
  const elapsed = Math.floor((now.getTime() - member.signupDate.getTime()) / SECOND_MS);
  return Math.max(0, Math.min(TIME_BONUS_WINDOW_SECONDS, TIME_BONUS_WINDOW_SECONDS - elapsed));
}

/** The countdown text: hours, minutes and seconds, each zero-padded to two digits. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
