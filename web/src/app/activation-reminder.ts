import type { User } from '../../../shared/contracts/auth.ts';

/** Screens on which the activation reminder never shows (SPEC §4; complete-signup says the same thing itself). */
const HIDDEN_ON: readonly string[] = ['signup', 'complete-signup', 'settings', 'notifications'];
const SMARTPHONE_MAX_WIDTH = 575;

export interface ActivationReminderContext {
  user: User | null;
  routeName: string | undefined;
  search: string;
  viewportWidth: number;
}

/**
 * SPEC §4: for a member who is not confirmed and whose profile is disabled; a modal when the query
 * api_signup_complete is set on a smartphone, otherwise an alert; never on signup, settings or notifications, nor
 * when notifications are disabled.
 */
export function activationReminder({ user, routeName, search, viewportWidth }: ActivationReminderContext) {
  if (!user || user.status !== 'not_confirmed' || user.profile.status !== 'disabled') return null;
  if (HIDDEN_ON.includes(routeName ?? '') || user.notifications_disabled.length > 0) return null;
  const afterSignup = new URLSearchParams(search).has('api_signup_complete');
  return afterSignup && viewportWidth <= SMARTPHONE_MAX_WIDTH ? 'modal' : 'alert';
}
