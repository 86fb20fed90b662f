import { z } from 'zod';
import { text } from './common.ts';
import { staffComplaint } from './complaints.ts';

export const photoReviewBody = z.object({ id: z.uuid(), decision: z.enum(['approve', 'reject']) });
export const photosInReviewResponse = z.object({
  photos: z.array(
    z.object({
      id: text(),
      member_id: text(),
      visibility: z.enum(['public', 'private']),
      thumb: text(),
      full: text(),
    }),
  ),
});
export const complaintsQuery = z.object({ status: z.enum(['open', 'handled']).default('open') });
export const complaintsResponse = z.object({ complaints: z.array(staffComplaint) });
