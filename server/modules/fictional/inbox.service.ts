import { CONVERSATION_CLAIM_MS } from '../../../shared/constants.ts';
import { MESSAGES_PAGE_SIZE } from '../../../shared/contracts/chats.ts';
import type { ClaimState, InboxConversation, InboxEntry } from '../../../shared/contracts/fictional.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { conversationClaimed, notFound } from '../../lib/app-error.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import { toCard } from '../members/member-card.ts';
import * as repo from './inbox.repo.ts';

interface InboxDeps {
  db: Db;
  clock: () => Date;
  events: DomainEvents;
  chats: ChatsService;
}

/** An operator answering: who (their account and the name others see). */
export type Operator = StaffActor & { id: string; name: string };

/**
 * The operators' inbox: members' conversations with fictional profiles, answered as the profile by one operator at a
 * time. Opening a conversation to answer claims it for CONVERSATION_CLAIM_MS (renewed by each claim and answer); while
 * one operator holds it, another's claim and answer are refused (409). Answers cost the member nothing; each writes
 * an audit row naming the operator.
 */
export class OperatorInbox {
  constructor(private readonly deps: InboxDeps) {}

  /** The conversations, the latest message first, with who holds each. */
  async list(operator: Operator): Promise<InboxEntry[]> {
    const now = this.deps.clock();
    return (await repo.inboxRows(this.deps.db, now)).map((row) => this.toEntry(row, operator, now));
  }

  /** One conversation of the inbox (404 for any other, and once a block stands between them): a page of its history (before the message `before`), the member and who holds it. */
  async conversation(operator: Operator, conversationId: string, before?: string): Promise<InboxConversation> {
    const { db, clock } = this.deps;
    const now = clock();
    const [row] = await repo.inboxRows(db, now, conversationId);
    if (!row) throw notFound();
    const page = await repo.messagePage(db, conversationId, MESSAGES_PAGE_SIZE, before);
    return {
      ...this.toEntry(row, operator, now),
      messages: page
        .slice(0, MESSAGES_PAGE_SIZE)
        .reverse()
        .map((m) => ({
          id: m.id,
          mine: m.senderId === row.profile.id,
          kind: m.kind,
          text: m.kind === 'text' || m.kind === 'icebreaker' ? m.body : '',
          created_at: m.createdAt.toISOString(),
        })),
      more: page.length > MESSAGES_PAGE_SIZE,
    };
  }

  /** Takes or renews the conversation for the operator; 409 conversation_claimed while another holds it. */
  async claim(operator: Operator, conversationId: string): Promise<ClaimState> {
    const { db, events, clock } = this.deps;
    if (!(await repo.findConversation(db, conversationId))) throw notFound();
    const now = clock();
    const until = new Date(now.getTime() + CONVERSATION_CLAIM_MS);
    await events.transact(db, async (tx, emit) => {
      await this.take(tx, operator, conversationId, now);
      emit({
        type: 'conversation.claimed',
        conversationId,
        staff: { id: operator.id, name: operator.name || operator.email },
        until: until.toISOString(),
      });
    });
    return { staff_name: operator.name || operator.email, mine: true, until: until.toISOString() };
  }

  /** Lets go of the operator's claim (nothing when they hold none). */
  async release(operator: Operator, conversationId: string): Promise<ClaimState> {
    const { db, events } = this.deps;
    await events.transact(db, async (tx, emit) => {
      if (await repo.releaseClaim(tx, conversationId, operator.id)) {
        emit({ type: 'conversation.claimed', conversationId, staff: null, until: null });
      }
    });
    return null;
  }

  /**
   * Answers as the conversation's fictional profile, free of charge, holding (or taking) the claim; refused when another
   * operator holds it (409) or the member may not be reached (a block: 404). One audit row names the operator.
   */
  async answer(operator: Operator, conversationId: string, text: string) {
    const { db, chats, clock } = this.deps;
    const conversation = await repo.findConversation(db, conversationId);
    if (!conversation) throw notFound();
    const { profileId, memberId, siteId } = conversation;
    return chats.sendAsFictional(profileId, memberId, text, async (tx, message) => {
      await this.take(tx, operator, conversationId, clock());
      await recordAudit(tx, operator, {
        action: 'fictional.answered',
        objectType: 'message',
        objectId: message.id,
        siteId,
        after: { conversation: conversationId, profile: profileId },
      });
    });
  }

  private async take(tx: Db, operator: Operator, conversationId: string, now: Date): Promise<void> {
    const until = new Date(now.getTime() + CONVERSATION_CLAIM_MS);
    if (await repo.takeClaim(tx, conversationId, operator.id, now, until)) return;
    const holder = await repo.claimHolder(tx, conversationId, now);
    throw conversationClaimed(holder?.name ?? '');
  }

  private toEntry(row: repo.InboxRow, operator: Operator, now: Date): InboxEntry {
    const { claim } = row;
    return {
      conversation_id: row.conversationId,
      profile: toCard(row.profile, now),
      member: { ...toCard(row.member, now), credits: row.member.credits, premium: row.member.paidUser },
      num_unread_messages: row.numUnreadMessages,
      last_message_at: (row.lastMessageAt ?? now).toISOString(),
      claim:
        claim?.staffId && claim.until
          ? {
              staff_name: claim.name || claim.email!,
              mine: claim.staffId === operator.id,
              until: claim.until.toISOString(),
            }
          : null,
    };
  }
}
