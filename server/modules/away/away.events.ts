import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { enqueueJob } from '../../jobs/jobs.repo.ts';
import { MAIL_NOTICE_DELAY_MS, MAIL_NOTICE_JOB } from './mail-notices.ts';
import type { Notice } from './notices.ts';
import { PUSH_NOTICE_JOB } from './push-notices.ts';

/**
 * Each message delivered, and each like and match a member is told of on their notifications page, becomes a push
 * job and a mail job, written in the transaction that caused it: they exist exactly when the event does. The push
 * leaves right after the commit, the mail some minutes later; whether the member is away is asked then. A quiet
 * notification (a like released in bulk when its unconfirmed liker confirmed) has neither.
 */
export function recordAwayNotices(events: DomainEvents, clock: () => Date): void {
  const enqueue = async (tx: Db, notice: Notice) => {
    await enqueueJob(tx, PUSH_NOTICE_JOB, { ...notice });
    await enqueueJob(tx, MAIL_NOTICE_JOB, { ...notice }, new Date(clock().getTime() + MAIL_NOTICE_DELAY_MS));
  };
  events.record('message.created', async (tx, { conversationId, senderId, recipientId, message }) => {
    if (!message.held) await enqueue(tx, { kind: 'message', recipientId, actorId: senderId, conversationId });
  });
  events.record('notification.created', async (tx, { memberId, kind, actorId, quiet }) => {
    if ((kind === 'like' || kind === 'match') && actorId !== undefined && !quiet)
      await enqueue(tx, { kind, recipientId: memberId, actorId });
  });
}
