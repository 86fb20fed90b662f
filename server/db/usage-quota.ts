import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client.ts';
import { usageCounters } from './schema/index.ts';

/** An "at most `limit` per window" rule; `name` keeps its counters apart from other rules'. */
export interface QuotaRule {
  name: string;
  limit: number;
}

/**
 * Takes one use of `rule` for `subject` (a member, an address) in `window`, in one statement: true while fewer than
 * rule.limit were taken in that window, false (nothing taken) once the limit is reached; a new window starts the
 * count again. Call it inside the transaction that does the limited thing, so that a write that fails gives the use
 * back. Parallel callers queue on the counter's row, so no number of them gets past the limit. Every "at most N"
 * rule in fixed windows (daily mails, invitations, swipes, free conversations) counts through here, never by
 * count-then-insert; the notice mails' rolling windows are the one exception (bookNoticeMail in
 * modules/away/away.repo.ts).
 */
export async function takeQuota(tx: Db, rule: QuotaRule, subject: string, window: string): Promise<boolean> {
  return takeQuotas(tx, [{ rule, subject, window }]);
}

/**
 * Takes one use of each rule at once (one statement): true when every one was taken. False when any is used up; the
 * others may have been taken then, so the caller's transaction must fail (roll back) on false.
 */
export async function takeQuotas(
  tx: Db,
  uses: readonly { rule: QuotaRule; subject: string; window: string }[],
): Promise<boolean> {
  if (uses.some(({ rule }) => rule.limit < 1)) return false;
  const values = sql.join(
    uses.map(({ rule, subject, window }) => sql`(${rule.name}, ${subject}, ${window}, 1)`),
    sql`, `,
  );
  const limits = sql.join(
    uses.map(({ rule }) => sql`when ${rule.name} then ${rule.limit}::int`),
    sql` `,
  );
  // A `sql` template rather than the builder: the send path's statements are built on every message (decision 019).
  const taken = await queryRows<{ used: number }>(
    tx,
    sql`insert into ${usageCounters} as c (rule, subject, window_key, used) values ${values}
    on conflict (rule, subject) do update set
      used = case when c.window_key = excluded.window_key then c.used + 1 else 1 end,
      window_key = excluded.window_key
    where c.window_key <> excluded.window_key or c.used < (case c.rule ${limits} end)
    returning used`,
  );
  return taken.length === uses.length;
}

/**
 * Gives one use of `rule` back to `subject` in `window` (a no-op once the window moved on): for a limited thing that
 * failed after its transaction committed, such as a text message the gateway refused.
 */
export async function giveQuotaBack(tx: Db, rule: QuotaRule, subject: string, window: string): Promise<void> {
  await tx
    .update(usageCounters)
    .set({ used: sql`${usageCounters.used} - 1` })
    .where(
      and(
        eq(usageCounters.rule, rule.name),
        eq(usageCounters.subject, subject),
        eq(usageCounters.window, window),
        gt(usageCounters.used, 0),
      ),
    );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `now` in `timeZone` ("2026-11-23"): the window of a daily rule, e.g. in the site's zone. */
export function dayWindow(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** How many uses of `rule` `subject` has left in `window`. */
export async function quotaLeft(db: Db, rule: QuotaRule, subject: string, window: string): Promise<number> {
  const [row] = await db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(eq(usageCounters.rule, rule.name), eq(usageCounters.subject, subject), eq(usageCounters.window, window)),
    );
  return Math.max(0, rule.limit - (row?.used ?? 0));
}
