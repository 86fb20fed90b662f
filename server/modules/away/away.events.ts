import type { Db } from '../../db/client.ts';
import { dayWindow, takeQuota } from '../../db/usage-quota.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import type { SitesService } from '../sites/sites.service.ts';
import { mailNoticeJob, pushNoticeJob } from './away.jobs.ts';
import { MAIL_NOTICE_DELAY_MS } from './mail-notices.ts';
import type { Notice } from './notices.ts';

/** However many saved searches a new member fits in a (site's) day, their owner gets one mail about them that day. */
const DAILY_SAVED_SEARCH_MAIL = { name: 'saved_search_mail', limit: 1 };

/**
 * Each message delivered, and each like and match a member is told of on their notifications page, becomes a push
 * job and a mail job, written in the transaction that caused it: they exist exactly when the event does. The push
 * leaves right after the commit, the mail some minutes later; whether the member is away is asked then. A quiet
 * notification (a like released in bulk when its unconfirmed liker confirmed) has neither. A new member who fits a
 * saved search is pushed each time, and mailed on the owner's first fit of the day only.
 */
export function recordAwayNotices(events: DomainEvents, clock: () => Date, sites: SitesService): void {
  const enqueuePush = (tx: Db, notice: Notice) => enqueue(tx, pushNoticeJob, notice);
  const enqueueMail = (tx: Db, notice: Notice) =>
    enqueue(tx, mailNoticeJob, notice, new Date(clock().getTime() + MAIL_NOTICE_DELAY_MS));
  const enqueueNotice = async (tx: Db, notice: Notice) => {
    await enqueuePush(tx, notice);
    await enqueueMail(tx, notice);
  };
  events.record('message.created', async (tx, { conversationId, senderId, recipientId, message }) => {
    if (!message.held) await enqueueNotice(tx, { kind: 'message', recipientId, actorId: senderId, conversationId });
  });
  events.record('notification.created', async (tx, { memberId, kind, actorId, quiet }) => {
    if ((kind === 'like' || kind === 'match') && actorId !== undefined && !quiet)
      await enqueueNotice(tx, { kind, recipientId: memberId, actorId });
  });
  events.record('saved_search.fitted', async (tx, { ownerId, savedSearchId, filters, siteId, memberId }) => {
    const notice: Notice = { kind: 'saved_search', recipientId: ownerId, actorId: memberId, savedSearchId, filters };
    await enqueuePush(tx, notice);
    const site = sites.all().find((s) => s.id === siteId);
    if (site && (await takeQuota(tx, DAILY_SAVED_SEARCH_MAIL, ownerId, dayWindow(clock(), site.timeZone))))
      await enqueueMail(tx, notice);
  });
}
