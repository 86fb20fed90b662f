import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { QueryOf } from '../../../../../shared/contracts/endpoint.ts';
import { searchMembers } from '../../../../../shared/contracts/endpoints/members.ts';
import type { SearchSort } from '../../../../../shared/discovery.ts';
import { api } from '../../../lib/api-client.ts';
import { type SearchFilters, sortToParams } from '../search-params.ts';
import { membersKeys } from './keys.ts';

/** GET /api/members.php, page after page ("load more" appends), every page in the same order. */
export function useMemberSearch(filters: SearchFilters, traffic: Record<string, string>, sort: SearchSort) {
  return useInfiniteQuery({
    queryKey: membersKeys.search(filters, traffic, sort),
    queryFn: ({ pageParam, signal }) => {
      // The URL's values as they stand: the server checks them (one the URL spoils is refused there).
      const values = { ...filters, ...traffic, ...sortToParams(sort), page: pageParam };
      const query = values as QueryOf<typeof searchMembers>;
      return api(searchMembers, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more ? pages.length + 1 : undefined),
  });
}

/** Forgets every loaded search, so that the next one starts again at its first page (SPEC §4: clear resets). */
export function useResetMemberSearch() {
  const client = useQueryClient();
  return useCallback(() => client.removeQueries({ queryKey: membersKeys.searches() }), [client]);
}
