import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { messageFlags, messages, profiles, sites, users } from '../../db/schema/index.ts';
import type { FlagStatus } from '../../../shared/message-flags.ts';
import { memberColumns } from './moderation.repo.ts';

const recipients = alias(users, 'recipients');
const recipientProfiles = alias(profiles, 'recipient_profiles');

/** The flagged messages of a status, with their text, sender and recipient: open oldest first, dismissed newest first. */
export async function listFlags(db: Db, status: FlagStatus, limit: number) {
  return db
    .select({
      id: messageFlags.messageId,
      kinds: messageFlags.kinds,
      status: messageFlags.status,
      createdAt: messageFlags.createdAt,
      body: messages.body,
      sender: {
        ...memberColumns,
        fictional: users.fictional,
        signupDate: users.signupDate,
      },
      recipient: { id: recipients.id, name: recipientProfiles.name, fictional: recipients.fictional },
    })
    .from(messageFlags)
    .innerJoin(messages, eq(messages.id, messageFlags.messageId))
    .innerJoin(users, eq(users.id, messageFlags.senderId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, users.siteId))
    .innerJoin(recipients, eq(recipients.id, messageFlags.recipientId))
    .leftJoin(recipientProfiles, eq(recipientProfiles.userId, recipients.id))
    .where(eq(messageFlags.status, status))
    .orderBy(
      status === 'open' ? asc(messageFlags.createdAt) : desc(messageFlags.createdAt),
      asc(messageFlags.messageId),
    )
    .limit(limit);
}

/** Dismisses an open flag, once: a second attempt (parallel or later) finds none. The flag as it was, with the site. */
export async function dismissFlag(tx: Db, messageId: string, at: Date) {
  const [row] = await tx
    .update(messageFlags)
    .set({ status: 'dismissed', dismissedAt: at })
    .where(and(eq(messageFlags.messageId, messageId), eq(messageFlags.status, 'open')))
    .returning({ senderId: messageFlags.senderId, kinds: messageFlags.kinds });
  if (!row) return undefined;
  const [sender] = await tx.select({ siteId: users.siteId }).from(users).where(eq(users.id, row.senderId));
  return { ...row, siteId: sender?.siteId ?? null };
}

export async function flagExists(db: Db, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageFlags.messageId })
    .from(messageFlags)
    .where(eq(messageFlags.messageId, messageId));
  return row !== undefined;
}
