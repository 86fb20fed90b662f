import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPhoto } from '../../../../../shared/contracts/endpoints/photos.ts';
import { api } from '../../../lib/api-client.ts';
import { appKeys } from '../../../lib/query-keys.ts';
import { photosKeys } from './keys.ts';

/** POST /api/photos.php: one photo; the member (main image) is read again afterwards. */
export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, visibility = 'public' }: { file: File; visibility?: 'public' | 'private' }) => {
      const form = new FormData();
      form.append('photo', file);
      return api(uploadPhoto, { query: { visibility }, body: form });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: appKeys.currentUser() }),
        client.invalidateQueries({ queryKey: photosKeys.own() }),
      ]),
  });
}
