import type pg from 'pg';

/**
 * The session advisory locks this server takes on PostgreSQL, by what they guard. Fixed keys (the server owns its
 * database): every instance and `npm run db:migrate` take the same one.
 */
export const ADVISORY_LOCKS = {
  /** Migrations and the repeatable steps after them (triggers, stored phones): one process at a time. */
  migrations: 3_503_001,
  /** The demo seed, its "already seeded?" check inside: one demo, however many instances start with SEED_DEMO. */
  demoSeed: 3_503_002,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/**
 * Runs `work` holding `lock` on a connection of its own from `pool` (never one `work` needs: the pool has others),
 * waiting while another process holds it. The connection is closed afterwards, not pooled: that releases the lock
 * whatever state it is in, as PostgreSQL does when a process holding it is killed, so a crash blocks no one.
 */
export async function withAdvisoryLock<T>(pool: pg.Pool, lock: AdvisoryLock, work: () => Promise<T>): Promise<T> {
  const key = ADVISORY_LOCKS[lock];
  const holder = await pool.connect();
  const onLost = (error: Error) => console.warn(`Lost the connection holding the ${lock} lock: ${error.message}`);
  holder.on('error', onLost);
  try {
    const { rows } = await holder.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [key]);
    if (!rows[0]!.taken) {
      console.log(`Waiting for another process to finish (the ${lock} lock)…`);
      await holder.query('SELECT pg_advisory_lock($1)', [key]);
    }
    return await work();
  } finally {
    holder.release(true);
  }
}
