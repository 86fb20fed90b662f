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

/** GET /api/staff/dead-jobs.php?page=: the outbox's jobs that ran out of tries, the latest to die first. */
export const deadJobsQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const deadJobsResponse = z.object({
  jobs: z.array(
    z.object({
      id: text(),
      kind: text(),
      attempts: z.number().int(),
      last_error: text(),
      created_at: text(),
      died_at: text(),
      /** Its payload with secrets (a mailed link's token or code) replaced by `[removed]`. */
      payload: z.record(text(), z.unknown()),
      /** False when a secret was taken out: running it again would mail a broken link. */
      retryable: z.boolean(),
    }),
  ),
  more: z.boolean(),
});
export type DeadJobsResponse = z.infer<typeof deadJobsResponse>;
/** POST /api/staff/job-retry.php: a dead job runs again now, with all its tries. */
export const jobRetryBody = z.object({ id: z.uuid() });
