/** Query keys of likes. */
export const likesKeys = {
  all: () => ['likes'] as const,
};
