import type { FlagKind } from '../../../shared/message-flags.ts';
import type { Db } from '../../db/client.ts';
import { scamPatternsIn } from '../../lib/scam-patterns.ts';
import { countSent } from './message-flags.repo.ts';

/**
 * A sender's first messages in a conversation are checked for scam and contact-detail patterns (decision 038): a
 * scammer moves a new contact off the site, or asks for money, within the first few messages, while two members who
 * have written ten times each may swap numbers as they like. The same for every conversation: members, fictional
 * profiles and their operators alike.
 */
export const EARLY_MESSAGES = 10;

/**
 * The kinds a message is flagged with: what its text shows (a text only: icebreakers are the site's own lines, gifts
 * and photos carry no text), when it is among its sender's first EARLY_MESSAGES in the conversation; else none. The
 * count runs only for a text that shows something, in the send's transaction.
 */
export async function flagKinds(
  tx: Db,
  conversationId: string,
  senderId: string,
  content: { kind: string; body: string },
): Promise<FlagKind[]> {
  if (content.kind !== 'text') return [];
  const kinds = scamPatternsIn(content.body);
  if (!kinds.length) return [];
  return (await countSent(tx, conversationId, senderId, EARLY_MESSAGES)) < EARLY_MESSAGES ? kinds : [];
}
