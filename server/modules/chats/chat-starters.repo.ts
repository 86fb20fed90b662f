import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CHAT_STARTERS_LIMIT } from '../../../shared/contracts/chats.ts';
import type { Db } from '../../db/client.ts';
import { conversationMembers, likes, photos, profiles, users } from '../../db/schema/index.ts';
import { cardColumns } from '../members/member-card.ts';
import { cardPhoto, shownTo } from '../members/members.policy.sql.ts';

const theirLike = alias(likes, 'their_like');

/**
 * The member's matches (each liked the other, neither like held) with whom they have no conversation, neither side,
 * as the member may see them (the member policy: no block either way, not deleted, an active profile), newest match
 * first: a match is as new as the later of its two likes.
 */
export async function findChatStarters(db: Db, siteId: string, memberId: string) {
  const matchedAt = sql`greatest(${likes.createdAt}, ${theirLike.createdAt})`;
  const conversation = db
    .select({ one: sql`1` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, memberId), eq(conversationMembers.otherUserId, users.id)));
  return db
    .select(cardColumns)
    .from(likes)
    .innerJoin(
      theirLike,
      and(eq(theirLike.likerId, likes.likedId), eq(theirLike.likedId, likes.likerId), eq(theirLike.held, false)),
    )
    .innerJoin(users, eq(users.id, likes.likedId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, cardPhoto)
    .where(and(eq(likes.likerId, memberId), eq(likes.held, false), notExists(conversation), shownTo(siteId, memberId)))
    .orderBy(desc(matchedAt), desc(users.id))
    .limit(CHAT_STARTERS_LIMIT);
}
