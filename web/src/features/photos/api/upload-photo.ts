import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from '../../account/api/keys.ts';
import { ownPhotosKey } from './own-photos.ts';

/** POST /api/photos.php: one photo; the member (main image) is read again afterwards. */
export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, visibility = 'public' }: { file: File; visibility?: 'public' | 'private' }) => {
      const form = new FormData();
      form.append('photo', file);
      return apiRequest<OwnPhoto>('/api/photos.php', { method: 'POST', query: { visibility }, body: form });
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.user() }),
        client.invalidateQueries({ queryKey: ownPhotosKey }),
      ]),
  });
}
