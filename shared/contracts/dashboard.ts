import { z } from 'zod';
import { text } from './common.ts';
import { fieldMessage } from './messages.ts';

/** The longest range the dashboard reads at once, in days (a year, a leap year's included). */
export const DASHBOARD_MAX_DAYS = 366;
/** The range when none is asked for: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const isoDay = z.iso.date();

/** The number of days from `from` to `to`, both included ("2026-01-01".."2026-01-01" is 1). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * GET /api/admin/dashboard.php?from=&to=&site_id=: the figures of the days from `from` to `to` (both included, each
 * day in its site's time zone), of one site or of all. Without dates: the last 30 days; more than 366 are refused.
 */
export const dashboardQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional(), site_id: z.uuid().optional() })
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) >= 1, {
    path: ['to'],
    message: 'validation.invalid_date',
  })
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) <= DASHBOARD_MAX_DAYS, {
    path: ['to'],
    message: fieldMessage('validation.too_big', { count: DASHBOARD_MAX_DAYS }),
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The counted figures of a day, a site and a traffic source (visits: of the landing pages, per first touch). */
export const DASHBOARD_COUNTS = [
  'visits',
  'signups',
  'activations',
  'first_payments',
  'member_messages',
  'fictional_messages',
  'active_members',
] as const;
export type DashboardCount = (typeof DASHBOARD_COUNTS)[number];

/** The counts of one day, site and traffic source (the first touch's or signup's `network`, or "none"). */
export const dashboardRow = z.object({
  day: text(),
  site_id: text(),
  source: text(),
  ...Object.fromEntries(DASHBOARD_COUNTS.map((count) => [count, z.number().int()])),
} as { day: z.ZodString; site_id: z.ZodString; source: z.ZodString } & Record<DashboardCount, z.ZodNumber>);
export type DashboardRow = z.infer<typeof dashboardRow>;

/** The revenue of one day, site, traffic source and currency, in cents: completed payments, and what was reversed. */
export const revenueRow = z.object({
  day: text(),
  site_id: text(),
  source: text(),
  currency: text(),
  gross_cents: z.number().int(),
  reversed_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type RevenueRow = z.infer<typeof revenueRow>;

export const dashboardResponse = z.object({
  from: text(),
  to: text(),
  /** The sites to filter by. */
  sites: z.array(z.object({ id: text(), name: text() })),
  rows: z.array(dashboardRow),
  revenue: z.array(revenueRow),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** GET /api/admin/job-queue.php: the outbox's jobs waiting or running, by kind. */
export const jobQueueResponse = z.object({
  kinds: z.array(
    z.object({
      kind: text(),
      /** Due now, waiting for a worker. */
      due: z.number().int(),
      /** Not tried yet, waiting for a later time (a scheduled job). */
      scheduled: z.number().int(),
      /**
       * Tried before and not due yet: leased by a worker that runs it now, or waiting for its next try after a
       * failure (the jobs table does not tell these apart: a lease is a later run_at too).
       */
      leased_or_retrying: z.number().int(),
      dead: z.number().int(),
    }),
  ),
});
export type JobQueueResponse = z.infer<typeof jobQueueResponse>;

/** GET /api/admin/dead-jobs.php?page=: the outbox's jobs that ran out of tries, the latest to die first. */
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
/** POST /api/admin/job-retry.php: a dead job runs again now, with all its tries. */
export const jobRetryBody = z.object({ id: z.uuid() });
