import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { showProfilePhotoAlert } from './profile-photo-alert.ts';

const user = {
  profile: { name: 'A', country: 'NL', main_image: null, status: 'active' },
} as unknown as User;
const withPhoto = {
  ...user,
  profile: { ...user.profile, main_image: { filename: 'p', thumb_filename: 't', status: 'active' } },
} as User;

describe('profile-photo alert (SPEC §4)', () => {
  it('shows to a logged-in member without a main image', () => {
    expect(showProfilePhotoAlert(user, 'members', false)).toBe(true);
    expect(showProfilePhotoAlert(user, 'index', false)).toBe(true);
  });

  it('never shows to visitors, members with a main image, or after dismissal', () => {
    expect(showProfilePhotoAlert(null, 'members', false)).toBe(false);
    expect(showProfilePhotoAlert(withPhoto, 'members', false)).toBe(false);
    expect(showProfilePhotoAlert(user, 'members', true)).toBe(false);
  });

  it.each(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings'])(
    'never shows on %s',
    (route) => {
      expect(showProfilePhotoAlert(user, route, false)).toBe(false);
    },
  );
});
