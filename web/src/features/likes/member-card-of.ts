import type { MemberCard, MemberProfile } from '../../../../shared/contracts/members.ts';

/** A profile as a member card (what the likes list and the match modal keep): its open main photo, if any. */
export function memberCardOf(profile: MemberProfile): MemberCard {
  const main = profile.photos.find((photo) => photo.main && !photo.locked) ?? profile.photos.find((p) => !p.locked);
  return {
    id: profile.id,
    name: profile.name,
    age: profile.age,
    country: profile.country,
    region: profile.region,
    city: profile.city,
    photo: main?.thumb && main.profile ? { thumb: main.thumb, profile: main.profile } : null,
    fictional: profile.fictional,
  };
}
