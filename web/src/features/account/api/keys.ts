/** Query keys of the current member. */
export const accountKeys = {
  user: () => ['account', 'user'] as const,
  settings: () => ['account', 'settings'] as const,
};
