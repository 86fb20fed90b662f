import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { findRecipient } from '../../db/recipients.ts';
import { translator } from '../../lib/i18n.ts';
import { sendPush } from '../../lib/web-push.ts';
import type { PresenceBoard } from '../../realtime/presence.ts';
import { isShownTo } from '../../realtime/shown-to.ts';
import * as repo from './away.repo.ts';
import { type Notice, noticePath, noticeTopic, noticeWanted } from './notices.ts';

/** A message is worth a day at the push service while the phone is off; so are likes and matches. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** What the service worker (web/public/sw.js) shows: discreet on a lock screen, a name and what happened. */
export interface PushNoticePayload {
  title: string;
  body: string;
  /** The notification this one replaces (one per conversation, one per liking member). */
  tag: string;
  /** The page the notification opens, on the site's own origin. */
  url: string;
}

export interface PushNoticeDeps {
  db: Db;
  presence: PresenceBoard;
  vapidKeys: () => Promise<{ publicKey: string; privateKey: string }>;
}

/**
 * The job that pushes a notice to every browser the member subscribed, unless they are on the site now, switched
 * that kind off, may no longer see the member it names, or their account is gone. A subscription its push service
 * has forgotten is deleted; any other failure fails the job, which tries again (a browser that got it the first time
 * gets the same tag and topic again, which replaces, never adds).
 */
export function pushNoticeHandler({ db, presence, vapidKeys }: PushNoticeDeps) {
  return async (notice: Notice): Promise<void> => {
    const recipient = await findRecipient(db, notice.recipientId);
    if (!recipient || recipient.status === 'deleted') return;
    if (!noticeWanted(recipient.pushPreferences, notice)) return;
    const subscriptions = await repo.findPushSubscriptions(db, recipient.id);
    if (subscriptions.length === 0) return;
    if (await presence.isPresent(recipient.id)) return;
    if (!(await isShownTo(db, recipient.siteId, recipient.id, notice.actorId))) return;
    const name = await repo.findActorName(db, notice.actorId);
    if (name === undefined) return;
    const t = translator(recipient.language as Language);
    const topic = noticeTopic(notice);
    const message: PushNoticePayload = {
      title: recipient.siteName,
      body: t(`push.notice.${notice.kind}`, { name }),
      tag: topic,
      url: noticePath(notice),
    };
    const options = {
      vapid: await vapidKeys(),
      subject: `mailto:${recipient.supportEmail}`,
      topic,
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: notice.kind === 'message' ? ('high' as const) : ('normal' as const),
    };
    const results = await Promise.allSettled(
      subscriptions.map(async (subscription) => {
        if ((await sendPush(subscription, message, options)) === 'gone')
          await repo.deletePushSubscription(db, subscription.endpoint);
      }),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
}
