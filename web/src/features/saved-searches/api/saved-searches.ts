import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteSavedSearch,
  listSavedSearches,
  saveSearch,
  updateSavedSearch,
} from '../../../../../shared/contracts/endpoints/saved-searches.ts';
import { api } from '../../../lib/api-client.ts';

/** Query keys of the member's saved searches. */
export const savedSearchesKeys = { all: () => ['saved-searches'] as const };

/** GET /api/saved-searches.php: the member's saved searches, newest first. */
export function useSavedSearches() {
  return useQuery({
    queryKey: savedSearchesKeys.all(),
    queryFn: ({ signal }) => api(listSavedSearches, { signal }),
    select: (answer) => answer.saved_searches,
  });
}

/** The list read again after a change, whether it took or not (another tab may have changed it). */
function useSavedSearchChange<T>(change: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchesKeys.all() }),
  });
}

/** POST: keeps a search (the URL's filters) and tells of new members who fit it. */
export const useSaveSearch = () =>
  useSavedSearchChange((filters: Record<string, string>) => api(saveSearch, { body: { filters, notify: true } }));

/** PUT: whether a saved search tells of new members. */
export const useSetSearchNotify = () =>
  useSavedSearchChange((body: { id: string; notify: boolean }) => api(updateSavedSearch, { body }));

/** DELETE: forgets a saved search. */
export const useDeleteSavedSearch = () =>
  useSavedSearchChange((id: string) => api(deleteSavedSearch, { body: { id } }));
