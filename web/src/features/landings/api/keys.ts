import { appKeys } from '../../../lib/query-keys.ts';

/** Query keys of the profile landings and what follows signup; lists of members under the app's members key. */
export const landingsKeys = {
  landing: (id: string, slug: string | undefined) => [...appKeys.members(), 'landing', id, slug ?? ''] as const,
  signupMatches: () => [...appKeys.members(), 'signup-matches'] as const,
  landingMember: () => [...appKeys.members(), 'landing-member'] as const,
};
