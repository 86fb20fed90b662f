import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../../../../shared/contracts/endpoint.ts';
import {
  createFictional,
  editFictional,
  listFictional,
  readFictional,
  uploadFictionalPhoto,
} from '../../../../shared/contracts/endpoints/console-fictional.ts';
import { api } from '../../lib/api-client.ts';

const fictionalKey = ['console', 'fictional'] as const;

/** The sites and the chosen site's fictional profiles. */
export const useFictionalList = (siteId?: string) =>
  useQuery({
    queryKey: [...fictionalKey, 'list', siteId ?? ''],
    queryFn: () => api(listFictional, { query: siteId ? { site_id: siteId } : {} }),
  });

/** One fictional profile to edit (none while `id` is undefined). */
export const useFictionalProfile = (id: string | undefined) =>
  useQuery({
    queryKey: [...fictionalKey, 'profile', id],
    queryFn: () => api(readFictional, { query: { id: id! } }),
    enabled: id !== undefined,
  });

/** A change to the fictional profiles: the lists and the profile are read again after it. */
function useFictionalChange<T, R>(send: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: fictionalKey }) });
}

export const useCreateFictional = () =>
  useFictionalChange((body: BodyOf<typeof createFictional>) => api(createFictional, { body }));
export const useEditFictional = () =>
  useFictionalChange((body: BodyOf<typeof editFictional>) => api(editFictional, { body }));
export const useUploadFictionalPhoto = () =>
  useFictionalChange(({ id, file }: { id: string; file: File }) => {
    const body = new FormData();
    body.append('photo', file);
    return api(uploadFictionalPhoto, { body, query: { id } });
  });
