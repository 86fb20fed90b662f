import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePhoto, listOwnPhotos, removePhoto } from '../../../../../shared/contracts/endpoints/photos.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { photosKeys } from './keys.ts';

/** GET /api/photos.php: the member's photos and photo limit. */
export function useOwnPhotos() {
  return useQuery({ queryKey: photosKeys.own(), queryFn: () => api(listOwnPhotos) });
}

type PhotoAction = { id: string } & ({ remove: true } | { main?: true; visibility?: 'public' | 'private' });

/** PUT (main photo, visibility) or DELETE /api/photos.php; photos and the member (main image) are read again. */
export function usePhotoAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: PhotoAction) =>
      'remove' in action ? api(removePhoto, { body: { id: action.id } }) : api(changePhoto, { body: action }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: photosKeys.own() }),
        client.invalidateQueries({ queryKey: appKeys.currentUser() }),
      ]),
  });
}
