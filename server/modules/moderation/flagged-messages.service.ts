import type { FlaggedMessagesResponse } from '../../../shared/contracts/moderation.ts';
import type { FlagStatus } from '../../../shared/message-flags.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import * as repo from './flagged-messages.repo.ts';
import { toModeratedMember } from './moderated-member.ts';

/** How many flagged messages the queue shows at once. */
const QUEUE_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The queue of messages flagged for scam or contact-detail patterns (decision 038): each with what was found, the
 * text, the sender (how long a member, their record) and the recipient, fictional or not. A moderator acts on the
 * sender from their page (warn, suspend, ban) or dismisses the flag; dismissing writes one audit row, once.
 */
export class FlaggedMessages {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(status: FlagStatus): Promise<FlaggedMessagesResponse> {
    const rows = await repo.listFlags(this.db, status, QUEUE_SIZE);
    const today = this.clock();
    return {
      flags: rows.map((row) => ({
        id: row.id,
        kinds: row.kinds,
        text: row.body,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        sender: {
          ...toModeratedMember(row.sender, today),
          fictional: row.sender.fictional,
          account_age_days: Math.max(
            0,
            Math.floor((row.createdAt.getTime() - row.sender.signupDate.getTime()) / DAY_MS),
          ),
        },
        recipient: { id: row.recipient.id, name: row.recipient.name ?? '', fictional: row.recipient.fictional },
      })),
    };
  }

  /** Dismisses an open flag with its audit row; one already dismissed stays so (no second row); unknown: 404. */
  async dismiss(actor: StaffActor, messageId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const flag = await repo.dismissFlag(tx, messageId, this.clock());
      if (!flag) {
        if (await repo.flagExists(tx, messageId)) return;
        throw notFound();
      }
      await recordAudit(tx, actor, {
        action: 'message_flag.dismissed',
        objectType: 'message',
        objectId: messageId,
        siteId: flag.siteId,
        before: { status: 'open', kinds: flag.kinds },
        after: { status: 'dismissed', kinds: flag.kinds, sender_id: flag.senderId },
      });
    });
  }
}
