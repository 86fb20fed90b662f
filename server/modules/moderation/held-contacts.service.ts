import type { HoldStatus } from '../../../shared/contact-checks.ts';
import type { HeldContactDecideResponse, HeldContactsResponse } from '../../../shared/contracts/moderation.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ChatsService } from '../chats/chats.service.ts';
import type { ContactChecks } from '../contact-checks/contact-checks.service.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './held-contacts.repo.ts';
import { toModeratedMember } from './moderated-member.ts';

/** How many holds the queue shows at once, and how many of each one's messages. */
const QUEUE_SIZE = 100;
const MESSAGES_SHOWN = 3;
const HOUR_MS = 60 * 60 * 1000;

interface HeldContactsDeps {
  db: Db;
  events: DomainEvents;
  contactChecks: ContactChecks;
  chats: ChatsService;
  likes: LikesService;
  sites: SitesService;
  clock: () => Date;
}

/**
 * Moderation's queue of new members whose first contacts are held in a spam wave (decision 040): why, how new, where
 * they signed up from and how many accounts that address made that day, and what waits. Approving delivers the held
 * messages in order, charging each then, and shows the likes; rejecting deletes both, uncharged. One audit row each.
 */
export class HeldContacts {
  constructor(private readonly deps: HeldContactsDeps) {}

  async list(status: HoldStatus): Promise<HeldContactsResponse> {
    const { db, clock } = this.deps;
    const rows = await repo.listHolds(db, status, QUEUE_SIZE);
    const messages = await repo.firstHeldMessages(
      db,
      rows.map((row) => row.member.id),
      MESSAGES_SHOWN,
    );
    const today = clock();
    return {
      holds: rows.map((row) => ({
        member: { ...toModeratedMember(row.member, today), email: row.member.email },
        reason: row.reason,
        status: row.status ?? status,
        held_at: row.heldAt.toISOString(),
        decided_at: row.decidedAt?.toISOString() ?? null,
        account_age_hours: Math.max(0, Math.floor((row.heldAt.getTime() - row.member.signupDate.getTime()) / HOUR_MS)),
        signup_source: row.network || row.ref ? { network: row.network, ref: row.ref } : null,
        signup_ip: row.signupIp,
        accounts_same_ip: row.sameIp,
        accounts_same_prefix: row.samePrefix,
        held_messages: row.heldMessages,
        held_likes: row.heldLikes,
        first_messages: messages
          .filter((message) => message.senderId === row.member.id)
          .map((message) => ({
            to: message.to ?? '',
            text: message.body,
            created_at: message.createdAt.toISOString(),
          })),
      })),
    };
  }

  /** Approves or rejects an open hold, with its audit row; one not open (decided, unknown) answers 404. */
  async decide(
    actor: StaffActor,
    memberId: string,
    decision: 'approve' | 'reject',
  ): Promise<HeldContactDecideResponse> {
    const { db, events, contactChecks, chats, likes, sites } = this.deps;
    const status = decision === 'approve' ? 'approved' : 'rejected';
    return events.transact(db, async (tx, emit) => {
      const hold = await contactChecks.decide(tx, memberId, status, actor.id);
      const site = hold && sites.all().find((candidate) => candidate.id === hold.siteId);
      if (!hold || !site) throw notFound();
      let outcome: HeldContactDecideResponse = { delivered_messages: 0, dropped_messages: 0, released_likes: 0 };
      if (decision === 'approve') {
        const { delivered, dropped } = await chats.deliverChecked(tx, site, memberId, emit);
        const released = await likes.releaseChecked(tx, memberId, emit);
        outcome = { delivered_messages: delivered, dropped_messages: dropped, released_likes: released };
      } else {
        await chats.discardChecked(tx, memberId);
        await likes.discardChecked(tx, memberId);
      }
      await recordAudit(tx, actor, {
        action: `contact_hold.${status}`,
        objectType: 'member',
        objectId: memberId,
        siteId: site.id,
        before: { status: 'open', reason: hold.reason },
        after: { status, ...outcome },
      });
      return outcome;
    });
  }
}
