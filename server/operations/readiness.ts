import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import type { Lifecycle } from '../lifecycle/lifecycle.ts';
import { migrationsDir } from '../lib/paths.ts';
import { withinMs } from './time-limit.ts';

/** One condition of taking traffic (/readyz): `check` rejects when it does not hold. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** How long a check may take: a database that needs longer is as good as down to a balancer polling every few s. */
export const CHECK_TIMEOUT_MS = 1000;

/** A failed check and why (the why goes to the log only). */
export interface FailedCheck {
  name: string;
  reason: string;
}

/** Runs every check at once, each within CHECK_TIMEOUT_MS: those that failed or did not answer in time. */
export async function failedChecks(checks: readonly ReadinessCheck[]): Promise<FailedCheck[]> {
  const results = await Promise.allSettled(checks.map(({ name, check }) => withinMs(check(), CHECK_TIMEOUT_MS, name)));
  return results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ name: checks[i]!.name, reason: String(result.reason) }] : [],
  );
}

/** The database answers a query. */
export function databaseCheck({ db }: Database): ReadinessCheck {
  return { name: 'database', check: async () => void (await db.execute(sql`select 1`)) };
}

/** The time stamp of the newest migration this code ships (drizzle's journal), which the database must have applied. */
export function newestShippedMigration(dir = migrationsDir): number {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Every migration this code ships is applied: drizzle's table of applied migrations (which it keys by the journal's
 * time stamps) reaches the newest. A database ahead of the code (a newer instance migrated it) is ready too.
 */
export function migrationsCheck({ db }: Database, newest = newestShippedMigration()): ReadinessCheck {
  return {
    name: 'migrations',
    async check() {
      const [row] = await queryRows<{ applied: string | null }>(
        db,
        sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
      );
      const applied = Number(row?.applied ?? 0);
      if (applied < newest) throw new Error(`newest applied migration ${applied}, this code needs ${newest}`);
    },
  };
}

/** The process is not stopping: from the stop signal on, the balancer sends its traffic elsewhere while it drains. */
export function notStoppingCheck(lifecycle: Lifecycle): ReadinessCheck {
  return {
    name: 'stopping',
    async check() {
      if (lifecycle.stopping) throw new Error('the process is stopping');
    },
  };
}

/** Redis answers a PING (when REDIS_URL is set). */
export function redisCheck(ping: () => Promise<unknown>): ReadinessCheck {
  return { name: 'redis', check: async () => void (await ping()) };
}
