import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  handleComplaint,
  listComplaints,
  listPhotosInReview,
  reviewPhoto,
} from '../../../../shared/contracts/endpoints/console-moderation.ts';
import type { BodyOf } from '../../../../shared/contracts/endpoint.ts';
import { api } from '../../lib/api-client.ts';

const moderationKeys = {
  photos: () => ['console', 'moderation', 'photos'] as const,
  complaints: (status?: 'open' | 'handled') => ['console', 'moderation', 'complaints', ...(status ? [status] : [])],
};

/** The photos in review, oldest first. */
export const usePhotosInReview = () =>
  useQuery({ queryKey: moderationKeys.photos(), queryFn: () => api(listPhotosInReview) });

/** Approves or rejects a photo; the queue is read again after. */
export function useReviewPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof reviewPhoto>) => api(reviewPhoto, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.photos() }),
  });
}

/** The complaints of a tab (open or handled). */
export const useComplaints = (status: 'open' | 'handled') =>
  useQuery({ queryKey: moderationKeys.complaints(status), queryFn: () => api(listComplaints, { query: { status } }) });

/** Closes a complaint with an action; both tabs are read again after. */
export function useHandleComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof handleComplaint>) => api(handleComplaint, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.complaints() }),
  });
}
