import type { User } from '../../../shared/contracts/auth.ts';
import type { MemberCard } from '../../../shared/contracts/members.ts';
import type { Settings } from '../../../shared/contracts/sites.ts';

/** A member card for screen tests: `n` makes the id (a uuid) and the name. */
export function card(n: number, extra: Partial<MemberCard> = {}): MemberCard {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Lid ${n}`,
    age: 30 + n,
    country: 'NL',
    region: null,
    city: `Stad ${n}`,
    photo: { thumb: `p${n}/thumb.jpg`, profile: `p${n}/profile.jpg` },
    fictional: false,
    ...extra,
  };
}

/** A logged-in member for screen tests. */
export const testUser = {
  id: 'me',
  status: 'confirmed',
  credits: 0,
  paid_user: false,
  contact_hold: null,
  profile: {
    name: 'Femke',
    country: 'NL',
    main_image: { filename: 'me/profile.jpg', thumb_filename: 'me/thumb.jpg', status: 'active' },
    status: 'active',
  },
} as User;

export const testSettings = {
  name: 'Testsite',
  cdn_prefix: '',
  fictional_icon: true,
  fictional_warning: 'Dit profiel is fictief.',
} as Settings;
