import { z } from 'zod';

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
  details: z.string().trim().max(2000).default(''),
  block: z.boolean().default(false),
});
export type ComplaintBody = z.infer<typeof complaintBody>;

/** A complaint as staff see it (GET /api/staff/complaints.php). */
export const staffComplaint = z.object({
  id: z.string(),
  reporter_id: z.string(),
  reported_id: z.string(),
  message_id: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  status: z.enum(['open', 'handled']),
  created_at: z.string(),
});
