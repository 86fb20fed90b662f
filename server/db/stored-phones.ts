import { and, eq, or, sql } from 'drizzle-orm';
import { anyE164, isE164 } from '../lib/phone-number.ts';
import type { Db } from './client.ts';
import { directDebitBlocks, directDebitRequests, sites } from './schema/index.ts';

/**
 * Brings phones stored before issue 34 (as typed, cleaned of spaces and dashes: `0612345678`, `0031612345678`,
 * `+310612345678`) to their E.164 form, the form every phone is written in since. Run after the migrations until it
 * has completed once on a database (client.ts: upgradeOnce; it read 200,000 requests for 7 to 11 s on every start
 * before); idempotent, and it reads only rows that may be old.
 *
 * - A direct-debit request's phone is read in the request's own payment country.
 * - A phone block has no country: a local spelling is read in every country a site serves, and blocked in each
 *   where it is a number (a block errs on the side of blocking), in place of the old row.
 *
 * A stored value that is no possible number in any of them is left as it was: it never matched a textable phone.
 */
export async function normaliseStoredPhones(db: Db): Promise<void> {
  await normaliseBlocks(db);
  await normaliseRequests(db);
}

async function normaliseBlocks(db: Db): Promise<void> {
  const blocks = await db
    .select({ value: directDebitBlocks.value })
    .from(directDebitBlocks)
    .where(and(eq(directDebitBlocks.kind, 'phone'), mayBeOld(directDebitBlocks.value)));
  const old = blocks.map((b) => b.value).filter((value) => !isE164(value));
  if (old.length === 0) return;
  const countries = await servedCountries(db);
  await db.transaction(async (tx) => {
    for (const value of old) {
      const forms = new Set(
        (value.startsWith('+') ? [undefined] : countries).map((c) => anyE164(value, c)).filter((f) => f !== undefined),
      );
      if (forms.size === 0) continue;
      const rows = [...forms].map((form) => ({ kind: 'phone' as const, value: form }));
      await tx.insert(directDebitBlocks).values(rows).onConflictDoNothing();
      await tx
        .delete(directDebitBlocks)
        .where(and(eq(directDebitBlocks.kind, 'phone'), eq(directDebitBlocks.value, value)));
    }
  });
}

async function normaliseRequests(db: Db): Promise<void> {
  const requests = await db
    .select({ id: directDebitRequests.id, phone: directDebitRequests.phone, country: directDebitRequests.country })
    .from(directDebitRequests)
    .where(mayBeOld(directDebitRequests.phone));
  for (const { id, phone, country } of requests) {
    const form = anyE164(phone, country);
    if (form && form !== phone)
      await db.update(directDebitRequests).set({ phone: form }).where(eq(directDebitRequests.id, id));
  }
}

/**
 * Values that may be an old spelling: all but a + and 7 to 15 digits, and those where a 0 follows a possible
 * country code (`+310612345678`). An E.164 number with such a 0 is read again on each start and left as it is.
 */
const mayBeOld = (column: typeof directDebitBlocks.value | typeof directDebitRequests.phone) =>
  or(sql`${column} !~ '^\\+[1-9][0-9]{6,14}$'`, sql`${column} ~ '^\\+[0-9]{1,3}0'`);

/** Every country a site serves. */
async function servedCountries(db: Db): Promise<string[]> {
  const rows = await db.select({ countries: sites.countries }).from(sites);
  return [...new Set(rows.flatMap((r) => r.countries))];
}
