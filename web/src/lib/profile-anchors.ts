/** Where on /profile a part of the profile is done (the completeness meter's next step links there). */
export const PROFILE_ANCHORS = { photos: 'photos', fields: 'profile-fields' } as const;
