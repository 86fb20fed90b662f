import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SearchResponse } from '../../../../../shared/contracts/members.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SearchFilters } from '../search-params.ts';
import { membersKeys } from './keys.ts';

/** GET /api/members.php, page after page ("load more" appends). */
export function useMemberSearch(filters: SearchFilters, traffic: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: membersKeys.search(filters, traffic),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SearchResponse>('/api/members.php', { query: { ...filters, ...traffic, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.more ? pages.length + 1 : undefined),
  });
}

/** Forgets every loaded search, so that the next one starts again at its first page (SPEC §4: clear resets). */
export function useResetMemberSearch() {
  const client = useQueryClient();
  return useCallback(() => client.removeQueries({ queryKey: membersKeys.searches() }), [client]);
}
