import { appKeys } from '../../../lib/query-keys.ts';

/** The showcase of a lander or the home page, under the app's members key (a block reads it again too). */
export const showcaseKeys = {
  all: () => [...appKeys.members(), 'showcase'] as const,
  of: (slug: string | undefined) => [...showcaseKeys.all(), slug ?? ''] as const,
};
