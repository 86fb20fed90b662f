import type { MemberCard } from '../../../shared/contracts/members.ts';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { photoPath } from '../../../shared/photos.ts';
import { photos, profiles, users } from '../../db/schema/index.ts';
import { townName } from '../../lib/towns.ts';

/**
 * What a member card shows (search, related profiles, likes, notifications, the swipe game), selected over `users`
 * joined with `profiles` and the card photo (members.policy.sql.ts `cardPhoto`): the photo only when it is the
 * approved, public main photo.
 */
export const cardColumns = {
  id: users.id,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  country: profiles.country,
  region: profiles.region,
  city: profiles.city,
  fictional: users.fictional,
  photoId: photos.id,
};

export interface CardRow {
  id: string;
  name: string;
  dateOfBirth: string;
  country: string;
  region: string | null;
  city: string | null;
  fictional: boolean;
  photoId: string | null;
}

/** The paths of a card photo's sizes; null without one. */
export const cardPhotoPaths = (photoId: string | null): MemberCard['photo'] =>
  photoId ? { thumb: photoPath(photoId, 'thumb'), profile: photoPath(photoId, 'profile') } : null;

export function toCard(row: CardRow, today: Date): MemberCard {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.dateOfBirth, today),
    country: row.country,
    region: row.region,
    // A town stored before the geocoder knew areas ("Gemeente Amsterdam") shows as the town.
    city: row.city && townName(row.city),
    photo: cardPhotoPaths(row.photoId),
    fictional: row.fictional,
  };
}
