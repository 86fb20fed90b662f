import { type SQL, and, gt, isNull } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** A table of one-time codes (mailed links, invitations, SMS codes): each row used once, and only before it expires. */
export type OneTimeCodes = PgTable & { usedAt: PgColumn; expiresAt: PgColumn };

/** The codes still usable at `now`: not used yet, not expired. */
export function isOpen(codes: OneTimeCodes, now: Date): SQL {
  return and(isNull(codes.usedAt), gt(codes.expiresAt, now))!;
}

/**
 * Uses the open code `match` finds, in one conditional update, so that of two uses at once one gets it: its
 * `returning` columns, or undefined when there is none (unknown, used or expired). `set` writes what else the use
 * records, such as who used it.
 */
export async function useCode<T extends OneTimeCodes, R extends SelectedFields>(
  tx: Db,
  codes: T,
  { match, now, returning, set }: { match: SQL | undefined; now: Date; returning: R; set?: PgUpdateSetSource<T> },
): Promise<SelectResultFields<R> | undefined> {
  const rows = (await tx
    .update(codes)
    .set({ ...set, usedAt: now } as PgUpdateSetSource<T>)
    .where(and(match, isOpen(codes, now)))
    .returning(returning)) as SelectResultFields<R>[];
  return rows[0];
}
