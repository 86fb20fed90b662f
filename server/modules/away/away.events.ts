import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { mailNoticeJob, pushNoticeJob } from './away.jobs.ts';
import { MAIL_NOTICE_DELAY_MS } from './mail-notices.ts';
import type { Notice } from './notices.ts';

/**
 * Each message delivered, and each like and match a member is told of on their notifications page, becomes a push
 * job and a mail job, written in the transaction that caused it: they exist exactly when the event does. The push
 * leaves right after the commit, the mail some minutes later; whether the member is away is asked then. A quiet
 * notification (a like released in bulk when its unconfirmed liker confirmed) has neither.
 */
export function recordAwayNotices(events: DomainEvents, clock: () => Date): void {
  const enqueueNotice = async (tx: Db, notice: Notice) => {
    await enqueue(tx, pushNoticeJob, notice);
    await enqueue(tx, mailNoticeJob, notice, new Date(clock().getTime() + MAIL_NOTICE_DELAY_MS));
  };
  events.record('message.created', async (tx, { conversationId, senderId, recipientId, message }) => {
    if (!message.held) await enqueueNotice(tx, { kind: 'message', recipientId, actorId: senderId, conversationId });
  });
  events.record('notification.created', async (tx, { memberId, kind, actorId, quiet }) => {
    if ((kind === 'like' || kind === 'match') && actorId !== undefined && !quiet)
      await enqueueNotice(tx, { kind, recipientId: memberId, actorId });
  });
}
