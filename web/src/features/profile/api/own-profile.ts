import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, OwnProfileFields } from '../../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { profileKeys } from './keys.ts';

/** GET /api/profile.php: the member's own profile. */
export function useOwnProfile() {
  return useQuery({ queryKey: profileKeys.own(), queryFn: () => apiRequest<OwnProfile>('/api/profile.php') });
}

/** PUT /api/profile.php; the member (name, country in the top bar) is read again. */
export function useSaveOwnProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: OwnProfileFields) =>
      apiRequest<OwnProfile>('/api/profile.php', { method: 'PUT', body: fields }),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.own(), saved);
      return client.invalidateQueries({ queryKey: appKeys.currentUser() });
    },
  });
}
