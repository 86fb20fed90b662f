/** Query keys of the member's own photos. */
export const photosKeys = {
  own: () => ['photos', 'own'] as const,
};
