import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, OwnProfileFields } from '../../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from '../../account/api/keys.ts';

const ownProfileKey = ['profile', 'own'] as const;

/** GET /api/profile.php: the member's own profile. */
export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileKey, queryFn: () => apiRequest<OwnProfile>('/api/profile.php') });
}

/** PUT /api/profile.php; the member (name, country in the top bar) is read again. */
export function useSaveOwnProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: OwnProfileFields) =>
      apiRequest<OwnProfile>('/api/profile.php', { method: 'PUT', body: fields }),
    onSuccess: (saved) => {
      client.setQueryData(ownProfileKey, saved);
      return client.invalidateQueries({ queryKey: accountKeys.user() });
    },
  });
}
