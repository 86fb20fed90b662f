import type { User } from '../../../shared/contracts/auth.ts';

/** Screens on which the profile-photo alert never shows (SPEC §4). */
const HIDDEN_ON: readonly string[] = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
];

/** SPEC §4: a logged-in member without a main image, not on the screens above, who has not dismissed it. */
export function showProfilePhotoAlert(user: User | null, routeName: string | undefined, dismissed: boolean): boolean {
  return Boolean(user && !user.profile.main_image && !HIDDEN_ON.includes(routeName ?? '') && !dismissed);
}
