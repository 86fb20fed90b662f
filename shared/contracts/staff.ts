import { z } from 'zod';
import { staffComplaint } from './complaints.ts';

export const photoReviewBody = z.object({ id: z.uuid(), decision: z.enum(['approve', 'reject']) });
export const photosInReviewResponse = z.object({
  photos: z.array(
    z.object({
      id: z.string(),
      member_id: z.string(),
      visibility: z.enum(['public', 'private']),
      thumb: z.string(),
      full: z.string(),
    }),
  ),
});
export const complaintsQuery = z.object({ status: z.enum(['open', 'handled']).default('open') });
export const complaintsResponse = z.object({ complaints: z.array(staffComplaint) });
