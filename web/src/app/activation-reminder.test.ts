import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contracts/auth.ts';
import { type ActivationReminderContext, activationReminder } from './activation-reminder.ts';

const user: User = {
  id: 'u',
  email: 'a@b.c',
  status: 'not_confirmed',
  credits: 0,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00Z',
  time_bonus: null,
  language: 'nl',
  fictional_icon: false,
  notifications_disabled: [],
  contact_hold: null,
  dismissed_alerts: { profile_photo: null, push: null, time_bonus: null },
  profile: {
    name: 'A',
    country: 'NL',
    main_image: null,
    status: 'disabled',
    looking_for: { seeking_genders: ['male'], seeking_min_age: 25, seeking_max_age: 40 },
  },
};
const base: ActivationReminderContext = { user, routeName: 'index', search: '', viewportWidth: 1280 };

describe('activationReminder (SPEC §4)', () => {
  it('shows an alert to an unconfirmed member with a disabled profile', () => {
    expect(activationReminder(base)).toBe('alert');
  });

  it('is a modal after signup completion on a smartphone only', () => {
    expect(activationReminder({ ...base, search: '?api_signup_complete=1', viewportWidth: 375 })).toBe('modal');
    expect(activationReminder({ ...base, search: '?api_signup_complete=1', viewportWidth: 1280 })).toBe('alert');
  });

  it.each<[string, Partial<ActivationReminderContext>]>([
    ['visitors', { user: null }],
    ['confirmed members', { user: { ...user, status: 'confirmed' } }],
    ['active profiles', { user: { ...user, profile: { ...user.profile, status: 'active' } } }],
    ['the signup screen', { routeName: 'signup' }],
    ['settings', { routeName: 'settings' }],
    ['notifications', { routeName: 'notifications' }],
    ['members with notifications disabled', { user: { ...user, notifications_disabled: ['bounce'] } }],
  ])('is not shown to %s', (_, change) => {
    expect(activationReminder({ ...base, ...change })).toBeNull();
  });
});
