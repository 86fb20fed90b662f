/** Query keys of the member's own profile. */
export const profileKeys = {
  own: () => ['profile', 'own'] as const,
};
