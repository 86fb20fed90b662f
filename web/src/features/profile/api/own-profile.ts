import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfileFields } from '../../../../../shared/contracts/profile.ts';
import { getOwnProfile, saveOwnProfile } from '../../../../../shared/contracts/endpoints/profile.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { profileKeys } from './keys.ts';

/** GET /api/profile.php: the member's own profile. */
export function useOwnProfile() {
  return useQuery({ queryKey: profileKeys.own(), queryFn: () => api(getOwnProfile) });
}

/** PUT /api/profile.php; the member (name, country in the top bar) is read again. */
export function useSaveOwnProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: OwnProfileFields) => api(saveOwnProfile, { body: fields }),
    onSuccess: (saved) => {
      client.setQueryData(profileKeys.own(), saved);
      return client.invalidateQueries({ queryKey: appKeys.currentUser() });
    },
  });
}
