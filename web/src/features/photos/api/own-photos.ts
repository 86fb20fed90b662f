import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { photosKeys } from './keys.ts';

/** GET /api/photos.php: the member's photos and photo limit. */
export function useOwnPhotos() {
  return useQuery({
    queryKey: photosKeys.own(),
    queryFn: () => apiRequest<{ photos: OwnPhoto[]; limit: number }>('/api/photos.php'),
  });
}

type PhotoAction = { id: string } & ({ remove: true } | { main?: true; visibility?: 'public' | 'private' });

/** PUT (main photo, visibility) or DELETE /api/photos.php; photos and the member (main image) are read again. */
export function usePhotoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PhotoAction) =>
      'remove' in action
        ? apiRequest('/api/photos.php', { method: 'DELETE', body: { id: action.id } })
        : apiRequest('/api/photos.php', { method: 'PUT', body: action }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: photosKeys.own() }),
        client.invalidateQueries({ queryKey: appKeys.currentUser() }),
      ]),
  });
}
