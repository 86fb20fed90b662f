import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { useCode } from '../../db/one-time-codes.ts';
import { invitations } from '../../db/schema/index.ts';

export async function insertInvitation(tx: Db, invitation: typeof invitations.$inferInsert) {
  await tx.insert(invitations).values(invitation);
}

/**
 * Uses an unused, unexpired invitation of the site for the address it was sent to, in one statement (two signups
 * with one code: one wins). False when there is none.
 */
export async function useInvitation(
  tx: Db,
  {
    siteId,
    codeHash,
    email,
    userId,
    now,
  }: { siteId: string; codeHash: string; email: string; userId: string; now: Date },
): Promise<boolean> {
  const used = await useCode(tx, invitations, {
    match: and(
      eq(invitations.codeHash, codeHash),
      eq(invitations.siteId, siteId),
      sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
    ),
    now,
    set: { usedBy: userId },
    returning: { codeHash: invitations.codeHash },
  });
  return used !== undefined;
}
