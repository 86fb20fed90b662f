import { randomUUID } from 'node:crypto';
import type { User } from '../../../shared/contracts/auth.ts';
import {
  type ChatMessage,
  type ChatResponse,
  type ChatStartersResponse,
  type ChatsResponse,
  type Gift,
  type GiftKey,
  type IcebreakerKey,
  MESSAGES_PAGE_SIZE,
  type SendMessageResponse,
} from '../../../shared/contracts/chats.ts';
import { fieldMessage } from '../../../shared/contracts/messages.ts';
import { DEFAULT_LANGUAGE, isLanguage, languageFromDomainLanguage } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { lockPair } from '../../db/pair-lock.ts';
import type { DomainEvents, Emit } from '../../events/domain-events.ts';
import {
  AppError,
  activationRequired,
  contactSlowDown,
  conversationLimit,
  fieldError,
  notFound,
  premiumRequired,
} from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import type { ContactCheck, ContactChecks } from '../contact-checks/contact-checks.service.ts';
import { balanceOf, spend } from '../credits/credits.ts';
import { toCard } from '../members/member-card.ts';
import type { MembersService } from '../members/members.service.ts';
import { heldUntilConfirmed, planOf } from '../members/plan.policy.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { findChatStarters } from './chat-starters.repo.ts';
import { type Content, type Priced, assertCanPay, chargeFor, costsOf, takeSendingQuotas } from './chat-rules.ts';
import * as repo from './chats.repo.ts';
import { type SendShape, assertSameSend, shapeOf } from './client-ids.ts';
import { flagKinds } from './message-flags.ts';
import { flaggedAmong, insertFlag } from './message-flags.repo.ts';

interface ChatsDeps {
  db: Db;
  events: DomainEvents;
  members: MembersService;
  photos: PhotosService;
  contactChecks: ContactChecks;
  clock: () => Date;
}

/** A stored message and, where it was asked, whether it is flagged (message-flags.ts). */
type ShownRow = repo.MessageRow & { flagged?: boolean };

/** What a member sends: a text, a gift of the site's catalogue, an icebreaker line, or a photo. */
export type Outgoing =
  | { kind: 'text'; text: string }
  | { kind: 'gift'; giftId: string }
  | { kind: 'icebreaker'; key: IcebreakerKey }
  | { kind: 'photo'; bytes: Buffer };

/** Conversations, messages and what they cost (SPEC §4, §6): every send moves credits exactly once. */
export class ChatsService {
  constructor(private readonly deps: ChatsDeps) {}

  /** The member's conversations with members they may see, newest first (SPEC §3 chat entries). */
  async list(site: SiteRow, member: User): Promise<ChatsResponse> {
    const { db, clock } = this.deps;
    const rows = await repo.listChats(db, site.id, member.id);
    const last = new Map(
      (
        await repo.findLastMessages(
          db,
          member.id,
          rows.map((r) => r.conversationId),
        )
      ).map((m) => [m.conversationId, m]),
    );
    const today = clock();
    return {
      chats: rows.map((row) => {
        const message = last.get(row.conversationId);
        return {
          conversation: { id: row.conversationId },
          profile: toCard(row, today),
          num_unread_messages: row.numUnreadMessages,
          last_message: message
            ? {
                kind: message.kind,
                text: message.body,
                mine: message.senderId === member.id,
                created_at: message.createdAt.toISOString(),
              }
            : null,
        };
      }),
    };
  }

  /** The member's matches with whom they have no conversation yet, newest match first (decision 034). */
  async starters(site: SiteRow, member: User): Promise<ChatStartersResponse> {
    const { db, clock } = this.deps;
    const today = clock();
    const rows = await findChatStarters(db, site.id, member.id);
    return {
      starters: rows.map((row) => {
        const { id, name, age, photo } = toCard(row, today);
        return { id, name, age, photo };
      }),
    };
  }

  /**
   * A conversation by its id (only the member's own: any other answers 404, as one that does not exist) or the one
   * with a member (null before the first message), a page of its messages (before `before`), and what sending costs.
   */
  async conversation(
    site: SiteRow,
    member: User,
    which: { id?: string; profileId?: string; before?: string },
  ): Promise<ChatResponse> {
    const { db, members } = this.deps;
    const side = which.id
      ? await repo.findSide(db, member.id, which.id)
      : await repo.findSideWith(db, member.id, which.profileId!);
    if (which.id && !side) throw notFound();
    const other = await members.cardFor(site, member, side?.otherUserId ?? which.profileId!);
    if (!other) throw notFound();
    const [rows, readUpTo] = side
      ? await Promise.all([repo.findMessages(db, side, MESSAGES_PAGE_SIZE, which.before), repo.findReadUpTo(db, side)])
      : [[], null];
    return {
      conversation: side ? { id: side.conversationId } : null,
      read_up_to: other.view === 'shown' ? (readUpTo?.toISOString() ?? null) : null,
      profile: other.card,
      blocked: other.view === 'blocked',
      messages: rows
        .slice(0, MESSAGES_PAGE_SIZE)
        .reverse()
        .map((row) => this.toMessage(row, member.id)),
      more: rows.length > MESSAGES_PAGE_SIZE,
      costs: await costsOf(db, site, member),
      max_length: site.messageLength,
    };
  }

  /**
   * The member opened the conversation: its unread count is 0 (SPEC §4); their other tabs hear of it, and the other
   * member that it was read when both show read receipts (decision 034).
   */
  async read(member: User, conversationId: string): Promise<void> {
    const { db, events, clock } = this.deps;
    if (!(await repo.findSide(db, member.id, conversationId))) throw notFound();
    await events.transact(db, async (tx, emit) => {
      const readAt = clock();
      const read = await repo.markRead(tx, member.id, conversationId, readAt);
      if (!read) return;
      const receipt = read.receipts ? { otherId: read.otherId, readAt: readAt.toISOString() } : undefined;
      emit({ type: 'conversation.read', conversationId, memberId: member.id, ...(receipt && { receipt }) });
    });
  }

  /**
   * Whom the member's typing in a conversation is shown to: the other member, when the conversation is the member's
   * and a message of theirs would be delivered now (canContact: no block either way, both shown, not held back).
   */
  async typingTo(siteId: string, member: User, conversationId: string): Promise<string | undefined> {
    const { db, members } = this.deps;
    const side = await repo.findSide(db, member.id, conversationId);
    if (!side) return undefined;
    const contact = await members.contactOf({ id: siteId }, member, side.otherUserId);
    return contact === 'deliver' ? side.otherUserId : undefined;
  }

  /**
   * Removes a conversation (404 unless it is the member's), or every one with a member, from the member's list (SPEC
   * §4); the other member keeps theirs.
   */
  async remove(member: User, which: { conversationId: string } | { profileId: string }): Promise<void> {
    const { db, clock } = this.deps;
    if ('profileId' in which) return repo.removeSides(db, member.id, repo.byOtherMember(which.profileId), clock());
    if (!(await repo.findSide(db, member.id, which.conversationId))) throw notFound();
    await repo.removeSides(db, member.id, repo.byConversation(which.conversationId), clock());
  }

  /** Whether a message is one of `member`'s conversation with `otherId` that `member` sees (complaints name one). */
  isMessageBetween(memberId: string, otherId: string, messageId: string): Promise<boolean> {
    return repo.isMessageOfPair(this.deps.db, memberId, otherId, messageId);
  }

  /** The site's gift catalogue with prices. */
  async gifts(site: SiteRow): Promise<Gift[]> {
    const rows = await repo.listGifts(this.deps.db, site.id);
    return rows.map((gift) => ({ id: gift.id, key: gift.key, credits: gift.credits ?? site.giftCredits }));
  }

  /**
   * `member` sends `outgoing` to `profileId`: allowed only as the member policy's canContact says (else 404); refused
   * while the sender's email address is unconfirmed (activation_required), before anything is charged. The message,
   * its debit and ledger entry, and the quotas it takes commit together or not at all. A repeated `clientId` answers the message stored the first time, charged once, when
   * it is the same send (recipient, kind, text, gift); any other use of it is refused (client_id_reused, 409).
   */
  async send(
    site: SiteRow,
    member: User,
    profileId: string,
    outgoing: Outgoing,
    clientId?: string,
  ): Promise<SendMessageResponse> {
    const { db, photos } = this.deps;
    // Their messages would not be received (SPEC §4): refused at once, rather than charged and held. The session may
    // be older than a confirmation: the database decides.
    if (heldUntilConfirmed(member) && (await repo.isUnconfirmed(db, member.id))) throw activationRequired();
    if (outgoing.kind === 'photo' && !planOf(member).photoMessages) throw premiumRequired();
    const content = outgoing.kind === 'photo' ? undefined : await this.contentOf(site, profileId, outgoing);
    try {
      if (outgoing.kind === 'photo') {
        return await photos.withChatPhoto(member.id, outgoing.bytes, (photo) =>
          this.store(site, member, profileId, { kind: 'photo', photo }, clientId),
        );
      }
      return await this.store(site, member, profileId, content!, clientId);
    } catch (error) {
      // The same client id sent twice at once: the first one's message is the answer, if it was the same send.
      const earlier = clientId && isUniqueViolation(error) && (await repo.findByClientId(db, member.id, clientId));
      if (!earlier) throw error;
      const side = await repo.findSideWith(db, member.id, profileId);
      return this.replay(db, member, earlier, side?.conversationId, shapeOf(content ?? { kind: 'photo' }));
    }
  }

  /**
   * Staff write as a fictional profile (no credits, no quotas) to a member it may contact (else 404); `within` runs in
   * the send's transaction with the stored message (the console checks its claim and writes its audit row there).
   */
  async sendAsFictional(
    fictionalId: string,
    toId: string,
    text: string,
    within: (tx: Db, message: ChatMessage) => Promise<void>,
  ): Promise<ChatMessage> {
    const { db, events, members } = this.deps;
    const fictional = await repo.findFictional(db, fictionalId);
    if (!fictional) throw notFound();
    const sender = { id: fictional.id, status: fictional.status, paid_user: true };
    return events.transact(db, async (tx, emit) => {
      await members.assertContact({ id: fictional.siteId }, sender, toId, tx);
      const stored = await this.deliver(tx, emit, fictional.id, toId, { kind: 'text', body: text }, 'deliver');
      // Answering reads the member's messages: the inbox no longer counts them unread.
      await repo.markRead(tx, fictional.id, stored.conversationId, this.deps.clock());
      const message = this.toMessage(stored, fictionalId);
      await within(tx, message);
      return message;
    });
  }

  /**
   * Recorder of `member.confirmed`: the messages the member sent while unconfirmed reach their recipients now, in the
   * transaction of the confirmation, each announced as sent.
   */
  async releaseHeld(tx: Db, memberId: string, emit: Emit): Promise<void> {
    const released = await repo.releaseHeld(tx, memberId);
    const flagged = await flaggedAmong(
      tx,
      released.map(({ message }) => message.id),
    );
    for (const { message, recipientId } of released) {
      await repo.touchRecipientSide(tx, message.conversationId, memberId, message.createdAt);
      emit(this.createdEvent({ ...message, flagged: flagged.has(message.id) }, recipientId));
    }
  }

  /**
   * Staff approved the member's held first contacts (decision 040): their messages awaiting the check reach their
   * recipients in the order they were sent, each charged now as it would have been then (free messages first). Those
   * the balance no longer pays, and those to a member blocked either way since, are deleted uncharged.
   */
  async deliverChecked(tx: Db, site: SiteRow, memberId: string, emit: Emit) {
    const payer = await repo.payerOf(tx, memberId);
    const held = await repo.findAwaitingCheck(tx, memberId);
    const dropped: string[] = [];
    const flagged = await flaggedAmong(
      tx,
      held.map(({ message }) => message.id),
    );
    for (const { message, recipientId, deliverable } of held) {
      const price = deliverable && payer ? await this.priceOfStored(tx, site, message) : undefined;
      const charged =
        price &&
        (await chargeFor(tx, site, payer!, price, (amount, reason) =>
          spend(tx, emit, memberId, amount, reason, message.id),
        ).catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'credits_insufficient') return undefined;
          throw error;
        }));
      if (!charged) {
        dropped.push(message.id);
        continue;
      }
      await repo.deliverAfterCheck(tx, message.id, charged.cost);
      await repo.touchRecipientSide(tx, message.conversationId, memberId, message.createdAt);
      const delivered = { ...message, delivered: true, awaitingCheck: false, creditsSpent: charged.cost };
      emit(this.createdEvent({ ...delivered, flagged: flagged.has(message.id) }, recipientId));
    }
    if (dropped.length) await repo.deleteAwaitingCheck(tx, memberId, dropped);
    return { delivered: held.length - dropped.length, dropped: dropped.length };
  }

  /** Staff rejected the member's held first contacts: their messages awaiting the check are deleted, never charged. */
  discardChecked(tx: Db, memberId: string): Promise<void> {
    return repo.deleteAwaitingCheck(tx, memberId);
  }

  /** What a stored message is charged as: a gift at its price in the site's catalogue now. */
  private async priceOfStored(tx: Db, site: SiteRow, message: repo.MessageRow): Promise<Priced | undefined> {
    if (message.kind !== 'gift') return { kind: message.kind };
    const gift = message.giftKey ? await repo.findGiftByKey(tx, site.id, message.giftKey) : undefined;
    return gift && { kind: 'gift', credits: gift.credits ?? site.giftCredits };
  }

  /** What is stored for a send to `profileId`: an icebreaker as its line in the recipient's language, read by both. */
  private async contentOf(site: SiteRow, profileId: string, outgoing: Exclude<Outgoing, { kind: 'photo' }>) {
    switch (outgoing.kind) {
      case 'text':
        if (outgoing.text.length > site.messageLength) {
          throw fieldError('text', fieldMessage('validation.too_long', { count: site.messageLength }));
        }
        return { kind: 'text', body: outgoing.text } as const;
      case 'icebreaker': {
        const language = await repo.languageOf(this.deps.db, profileId);
        const siteLanguage = languageFromDomainLanguage(site.domainLanguage) ?? DEFAULT_LANGUAGE;
        const t = translator(language && isLanguage(language) ? language : siteLanguage);
        return { kind: 'icebreaker', body: t(`icebreakers.${outgoing.key}`) } as const;
      }
      case 'gift': {
        const gift = await repo.findGift(this.deps.db, site.id, outgoing.giftId);
        if (!gift) throw notFound();
        return { kind: 'gift', gift: gift.key, credits: gift.credits ?? site.giftCredits } as const;
      }
    }
  }

  /**
   * Stores a send. A new member's first contact is checked first (contact-checks, decision 040): slowed, it is refused
   * (contact_slow_down) with nothing but the attempt stored; held, it is stored undelivered and uncharged (the sender
   * must be able to pay it now, and pays when staff approve).
   */
  private async store(
    site: SiteRow,
    member: User,
    profileId: string,
    content: Content,
    clientId?: string,
  ): Promise<SendMessageResponse> {
    const { db, events, members } = this.deps;
    const sent = await events.transact(db, async (tx, emit) => {
      const contact = await members.assertContact(site, member, profileId, tx);
      // The policy would hold it: refused before the quotas and the debit below, all rolled back.
      if (contact === 'hold' && (await repo.isUnconfirmed(tx, member.id))) throw activationRequired();
      const side = await repo.findSideWith(tx, member.id, profileId, clientId);
      const earlier = clientId && side?.earlierId ? await repo.findByClientId(tx, member.id, clientId) : undefined;
      if (earlier) return this.replay(tx, member, earlier, side?.conversationId, shapeOf(content));
      const check = await this.checkContact(tx, site, member, profileId, side);
      if (check.outcome === 'slow') return check;
      const awaitingCheck = check.outcome === 'hold';
      const { conversations } = planOf(member);
      const { conversationId, firstFromSender } = await this.openConversation(tx, member.id, profileId, {
        side,
        exactFirstWrite: conversations !== null,
      });
      const limited = firstFromSender && conversations !== null;
      if (limited && !(await takeSendingQuotas.conversation(tx, member.id, conversations))) {
        throw conversationLimit(conversations);
      }
      await takeSendingQuotas.rate(tx, member.id, profileId, this.deps.clock());
      const messageId = randomUUID();
      const { cost, credits } = awaitingCheck
        ? { cost: 0, credits: await assertCanPay(tx, site, member, content) }
        : await chargeFor(tx, site, member, content, (amount, reason) =>
            spend(tx, emit, member.id, amount, reason, messageId),
          );
      if (content.kind === 'photo') await content.photo.record(tx);
      const body = 'body' in content ? content.body : '';
      const message = await this.deliver(
        tx,
        emit,
        member.id,
        profileId,
        { kind: content.kind, body, giftKey: content.kind === 'gift' ? content.gift : null },
        awaitingCheck ? 'hold' : 'deliver',
        {
          id: messageId,
          clientId,
          creditsSpent: cost,
          photoId: content.kind === 'photo' ? content.photo.id : null,
          awaitingCheck,
        },
        conversationId,
      );
      return { message: this.toMessage(message, member.id), conversation: { id: conversationId }, credits };
    });
    if ('outcome' in sent) throw contactSlowDown(sent.seconds);
    return sent;
  }

  /** The contact check of a send: none for a reply (the other member wrote in the conversation) or a checked member. */
  private async checkContact(
    tx: Db,
    site: SiteRow,
    member: User,
    profileId: string,
    side: repo.MemberSide | undefined,
  ): Promise<ContactCheck> {
    const { contactChecks } = this.deps;
    if (!contactChecks.applies(site, member)) return { outcome: 'deliver' };
    if (side && (await repo.hasWritten(tx, profileId, side.conversationId))) return { outcome: 'deliver' };
    return contactChecks.check(tx, site, member, 'message', !side?.hasWritten);
  }

  /**
   * The pair's conversation and whether the sender writes in it for the first time. Made on the first message under
   * the pair's lock (one per pair, whoever writes first); the lock is also taken, and the side read again under it,
   * when a first write must be told exactly (the plan limits the sender's conversations). An existing `side` read
   * before saves the round trips otherwise.
   */
  private async openConversation(
    tx: Db,
    senderId: string,
    recipientId: string,
    { side, exactFirstWrite = false }: { side?: repo.MemberSide; exactFirstWrite?: boolean } = {},
  ) {
    if (side && (side.hasWritten || !exactFirstWrite)) {
      return { conversationId: side.conversationId, firstFromSender: !side.hasWritten };
    }
    await lockPair(tx, 'conversation', senderId, recipientId);
    const { conversationId, hasWritten } = await repo.findOrCreateConversation(tx, senderId, recipientId);
    return { conversationId, firstFromSender: !hasWritten };
  }

  /**
   * Stores a message and brings it to both sides: the recipient's only when it is delivered. A text with scam or
   * contact-detail patterns among the sender's first messages is flagged for moderation in the same transaction
   * (message-flags.ts), whoever sends it: it is delivered all the same, and its recipient sees a safety tip with it.
   */
  private async deliver(
    tx: Db,
    emit: Emit,
    senderId: string,
    recipientId: string,
    content: { kind: repo.MessageRow['kind']; body: string; giftKey?: GiftKey | null },
    contact: 'deliver' | 'hold',
    extra: Partial<repo.MessageRow> = {},
    conversationId?: string,
  ): Promise<ShownRow> {
    const conversation = conversationId ?? (await this.openConversation(tx, senderId, recipientId)).conversationId;
    const kinds = await flagKinds(tx, conversation, senderId, content);
    const stored = await repo.insertMessage(tx, {
      ...extra,
      ...content,
      conversationId: conversation,
      senderId,
      delivered: contact === 'deliver',
      createdAt: this.deps.clock(),
    });
    const { id: messageId, createdAt } = stored;
    if (kinds.length) {
      await insertFlag(tx, { messageId, conversationId: conversation, senderId, recipientId, kinds, createdAt });
    }
    const message = { ...stored, flagged: kinds.length > 0 };
    emit(this.createdEvent(message, recipientId));
    return message;
  }

  /** message.created: the message as its sender sees it; `flagged` for the recipient's safety tip. */
  private createdEvent(message: ShownRow, recipientId: string) {
    return {
      type: 'message.created' as const,
      conversationId: message.conversationId,
      senderId: message.senderId,
      recipientId,
      message: this.toMessage(message, message.senderId),
      ...(message.flagged ? { flagged: true as const } : {}),
    };
  }

  /**
   * The answer to a send repeated with a client id: the message stored the first time and the balance now, if the send
   * is the same (to `conversationId`, of `shape`); client_id_reused otherwise.
   */
  private async replay(
    db: Db,
    member: User,
    message: repo.MessageRow,
    conversationId: string | undefined,
    shape: SendShape,
  ): Promise<SendMessageResponse> {
    assertSameSend(message, conversationId, shape);
    return {
      message: this.toMessage(message, member.id),
      conversation: { id: message.conversationId },
      credits: await balanceOf(db, member.id),
    };
  }

  /**
   * A stored message as `readerId` sees it: with the safety tip when it is flagged and the reader is its recipient
   * (the sender is shown none: decision 038).
   */
  private toMessage(row: ShownRow, readerId: string): ChatMessage {
    const mine = row.senderId === readerId;
    return {
      id: row.id,
      client_id: mine ? row.clientId : null,
      mine,
      kind: row.kind,
      text: row.kind === 'text' || row.kind === 'icebreaker' ? row.body : '',
      photo: row.photoId ? this.deps.photos.chatPhotoPaths(row.photoId) : null,
      gift: row.giftKey ? { key: row.giftKey } : null,
      created_at: row.createdAt.toISOString(),
      held: mine && !row.delivered,
      safety_tip: !mine && row.flagged === true,
    };
  }
}
