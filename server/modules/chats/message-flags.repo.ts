import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { messageFlags, messages } from '../../db/schema/index.ts';
import type { FlagKind } from '../../../shared/message-flags.ts';

/** How many messages the sender sent in the conversation so far, counted up to `upTo` (no further: a long one costs no more). */
export async function countSent(tx: Db, conversationId: string, senderId: string, upTo: number): Promise<number> {
  const [row] = await queryRows<{ sent: number }>(
    tx,
    sql`select count(*)::int as sent from (
      select 1 from ${messages} where conversation_id = ${conversationId} and sender_id = ${senderId} limit ${upTo}
    ) earlier`,
  );
  return Number(row?.sent ?? 0);
}

/** Flags a stored message for moderation, in the transaction that stored it. */
export async function insertFlag(
  tx: Db,
  flag: {
    messageId: string;
    conversationId: string;
    senderId: string;
    recipientId: string;
    kinds: FlagKind[];
    createdAt: Date;
  },
): Promise<void> {
  await tx.insert(messageFlags).values(flag);
}

/** Which of these messages are flagged. */
export async function flaggedAmong(db: Db, messageIds: string[]): Promise<Set<string>> {
  if (!messageIds.length) return new Set();
  const rows = await db
    .select({ id: messageFlags.messageId })
    .from(messageFlags)
    .where(inArray(messageFlags.messageId, messageIds));
  return new Set(rows.map((row) => row.id));
}
