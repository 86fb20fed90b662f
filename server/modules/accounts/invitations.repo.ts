import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
  const used = await tx
    .update(invitations)
    .set({ usedAt: now, usedBy: userId })
    .where(
      and(
        eq(invitations.codeHash, codeHash),
        eq(invitations.siteId, siteId),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
      ),
    )
    .returning({ codeHash: invitations.codeHash });
  return used.length > 0;
}
