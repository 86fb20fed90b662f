import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Holds a lock on the pair of members `a` and `b` for `purpose` until the transaction ends, whichever of them acts:
 * two likes of one pair, or two messages of one conversation, are taken one after the other.
 */
export async function lockPair(tx: Db, purpose: 'like' | 'conversation', a: string, b: string): Promise<void> {
  const key = a < b ? `${purpose}:${a}:${b}` : `${purpose}:${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
