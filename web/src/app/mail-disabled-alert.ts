import type { User } from '../../../shared/contracts/auth.ts';

/** Screens on which the disabled-notifications alert never shows (SPEC §4): where mails are switched back on. */
const HIDDEN_ON: readonly string[] = ['settings', 'notifications'];

/** SPEC §4: a member whose notification mails are off (for any reason), not on the screens above, until dismissed. */
export function showMailDisabledAlert(user: User | null, routeName: string | undefined, dismissed: boolean): boolean {
  return Boolean(user && user.notifications_disabled.length > 0 && !HIDDEN_ON.includes(routeName ?? '') && !dismissed);
}

/** The dismissal is remembered per member and per set of reasons: a new reason shows the alert again. */
export const mailDisabledFlag = (user: User) => `mail-disabled:${user.id}:${user.notifications_disabled.join(',')}`;
