import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { type Recipient, findRecipient } from '../../db/recipients.ts';
import { translator } from '../../lib/i18n.ts';
import { renderActionMail } from '../../lib/mail-render.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { siteUrl } from '../../lib/site-links.ts';
import type { PresenceBoard } from '../../realtime/presence.ts';
import { isShownTo } from '../../realtime/shown-to.ts';
import * as repo from './away.repo.ts';
import { type Notice, noticeMailUrl, noticeTopic, noticeWanted } from './notices.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

/** A notice mail waits this long after its event: a member who comes back meanwhile reads it on the site instead. */
export const MAIL_NOTICE_DELAY_MS = 10 * 60_000;

/** One mail per conversation (or per liking member) an hour, and this many a day in all. */
export const MAIL_NOTICE_LIMITS: repo.NoticeMailLimits = { topicGapMs: 3600_000, perDay: 10 };

/** The unsubscribe address of RFC 8058: GET shows a page with one button, POST (one click, no cookie) unsubscribes. */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe.php';

export interface MailNoticeDeps {
  db: Db;
  mailer: Mailer;
  presence: PresenceBoard;
  tokens: UnsubscribeTokens;
  clock: () => Date;
}

/**
 * The job that mails a notice, some minutes after its event, to a member who is still away: only to a confirmed
 * address with mails on (no reason in `notifications_disabled`) and that kind wanted (`email_preferences`, noticeWanted),
 * about a member they may still see, and for a message only while it is unread. The mail is booked before it is sent (the
 * limits hold with any number of workers) and unbooked if the mail server refuses it, so the job's retry sends it;
 * a job is claimed by one worker at a time, so one event never makes two mails.
 */
export function mailNoticeHandler({ db, mailer, presence, tokens, clock }: MailNoticeDeps) {
  return async (notice: Notice): Promise<void> => {
    const recipient = await findRecipient(db, notice.recipientId);
    if (!recipient || recipient.status !== 'confirmed' || recipient.notificationsDisabled.length > 0) return;
    if (!noticeWanted(recipient.emailPreferences, notice)) return;
    if (await presence.isPresent(recipient.id)) return;
    if (notice.kind === 'message' && !(await repo.hasUnread(db, notice.conversationId!, recipient.id))) return;
    if (!(await isShownTo(db, recipient.siteId, recipient.id, notice.actorId))) return;
    const name = await repo.findActorName(db, notice.actorId);
    if (name === undefined) return;
    const booked = await repo.bookNoticeMail(db, recipient.id, noticeTopic(notice), clock(), MAIL_NOTICE_LIMITS);
    if (!booked) return;
    try {
      await mailer.send(await noticeMail(recipient, notice, name, tokens));
    } catch (error) {
      await repo.unbookNoticeMail(db, booked);
      throw error;
    }
  };
}

async function noticeMail(recipient: Recipient, notice: Notice, name: string, tokens: UnsubscribeTokens) {
  const t = translator(recipient.language as Language);
  const site = { site_name: recipient.siteName, support_email: recipient.supportEmail };
  const unsubscribeUrl = siteUrl(
    recipient,
    `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(await tokens.sign(recipient.id))}`,
  );
  const key = `mail.notice.${notice.kind}`;
  const mail = renderActionMail({
    siteName: recipient.siteName,
    subject: t(`${key}.subject`, { name }),
    greeting: t('mail.greeting', { name: recipient.name }),
    paragraphs: [t(`${key}.body`, { name, ...site })],
    action: { label: t(`${key}.button`), url: noticeMailUrl(recipient, notice) },
    notes: [t(notice.kind === 'saved_search' ? `${key}.why` : 'mail.notice.why')],
    linkHint: t('mail.link_hint'),
    footer: t('mail.footer', site),
    unsubscribe: { label: t('mail.notice.unsubscribe'), url: unsubscribeUrl },
  });
  return {
    to: recipient.email,
    fromName: recipient.mailName,
    fromAddress: recipient.supportEmail,
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
