import { z } from 'zod';
import { text } from './common.ts';

export const COMPLAINT_REASONS = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'spam',
  'scam',
  'underage',
  'other',
] as const;

/** POST /api/complaints.php: a report about a member (or one of their messages), optionally blocking them too. */
export const complaintBody = z.object({
  member_id: z.uuid(),
  message_id: z.uuid().optional(),
  reason: z.enum(COMPLAINT_REASONS),
  details: text().trim().max(2000).default(''),
  block: z.boolean().default(false),
});
export type ComplaintBody = z.infer<typeof complaintBody>;
