import {
  ACTIVATION_LINK_DAYS,
  DELETION_GRACE_DAYS,
  EMAIL_CHANGE_LINK_HOURS,
  INVITATION_LINK_DAYS,
  PASSWORD_RESET_LINK_HOURS,
} from '../../../shared/constants.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { findRecipient } from '../../db/recipients.ts';
import { translator } from '../../lib/i18n.ts';
import { renderActionMail } from '../../lib/mail-render.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { AccountMailPayload, InvitationMailPayload } from './accounts.jobs.ts';

/**
 * The account mails: a one-time link valid for `expiry`, or a notice with a link to the site (no expiry); texts under
 * `mail.<key>` in the recipient's language.
 */
export const ACCOUNT_MAILS = {
  activation: { expiry: { count: ACTIVATION_LINK_DAYS }, onlyUnconfirmed: true },
  password_reset: { expiry: { count: PASSWORD_RESET_LINK_HOURS }, onlyUnconfirmed: false },
  email_change: { expiry: { count: EMAIL_CHANGE_LINK_HOURS }, onlyUnconfirmed: false },
  reactivation: { expiry: { count: DELETION_GRACE_DAYS }, onlyUnconfirmed: false },
  /** To the address an account had before an email change: it was changed, and what to do if not by its owner. */
  email_changed: { expiry: null, onlyUnconfirmed: false },
} as const;
export type AccountMail = keyof typeof ACCOUNT_MAILS;

/**
 * The job handler that renders the account mail `key` for `userId` with the link `url`, and sends it (to `to` when
 * given).
 */
export function accountMailHandler(db: Db, mailer: Mailer, key: AccountMail) {
  return async ({ userId, url, to }: AccountMailPayload) => {
    const { expiry, onlyUnconfirmed } = ACCOUNT_MAILS[key];
    const recipient = await findRecipient(db, userId);
    if (!recipient) return;
    if (onlyUnconfirmed && recipient.status !== 'not_confirmed') return;
    // Only the reactivation link goes to a deleted account.
    if (recipient.status === 'deleted' && key !== 'reactivation') return;
    const t = translator(recipient.language as Language);
    const site = { site_name: recipient.siteName, support_email: recipient.supportEmail };
    const mail = renderActionMail({
      siteName: recipient.siteName,
      subject: t(`mail.${key}.subject`, site),
      greeting: t('mail.greeting', { name: recipient.name }),
      paragraphs: [t(`mail.${key}.body`, site)],
      action: { label: t(`mail.${key}.button`), url },
      notes: expiry ? [t(`mail.${key}.expiry`, expiry)] : [],
      linkHint: t('mail.link_hint'),
      footer: t('mail.footer', site),
    });
    await mailer.send({
      // An email change is confirmed at the new address, and told to the old one.
      to: to ?? recipient.email,
      fromName: recipient.mailName,
      fromAddress: recipient.supportEmail,
      ...mail,
    });
  };
}

/**
 * The job handler of the invitation mail: to someone without an account, in the inviter's language, naming the
 * inviter.
 */
export function invitationMailHandler(db: Db, mailer: Mailer) {
  return async ({ inviterId, to, url }: InvitationMailPayload) => {
    const inviter = await findRecipient(db, inviterId);
    if (!inviter || inviter.status === 'deleted') return;
    const t = translator(inviter.language as Language);
    const params = { site_name: inviter.siteName, support_email: inviter.supportEmail, name: inviter.name };
    const mail = renderActionMail({
      siteName: inviter.siteName,
      subject: t('mail.invitation.subject', params),
      greeting: t('mail.invitation.greeting'),
      paragraphs: [t('mail.invitation.body', params)],
      action: { label: t('mail.invitation.button'), url },
      notes: [t('mail.invitation.expiry', { count: INVITATION_LINK_DAYS }), t('mail.invitation.unwanted', params)],
      linkHint: t('mail.link_hint'),
      footer: t('mail.footer', params),
    });
    await mailer.send({ to, fromName: inviter.mailName, fromAddress: inviter.supportEmail, ...mail });
  };
}
