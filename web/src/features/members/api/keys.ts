import { appKeys } from '../../../lib/query-keys.ts';
import type { SearchSort } from '../../../../../shared/discovery.ts';
import type { SearchFilters } from '../search-params.ts';

/** Query keys of other members, all under the app's members key that a block invalidates. */
export const membersKeys = {
  all: appKeys.members,
  searches: () => [...appKeys.members(), 'search'] as const,
  search: (filters: SearchFilters, traffic: Record<string, string>, sort: SearchSort) =>
    [...membersKeys.searches(), filters, traffic, sort] as const,
  profile: (id: string) => [...appKeys.members(), 'profile', id] as const,
  /** GET /api/blocks.php: the members the member blocked (a block or an unblock reads it again). */
  blocks: () => [...appKeys.members(), 'blocks'] as const,
  home: () => [...appKeys.members(), 'home'] as const,
};
