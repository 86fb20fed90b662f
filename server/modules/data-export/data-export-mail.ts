import { DATA_EXPORT_LINK_DAYS } from '../../../shared/constants.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { findRecipient } from '../../db/recipients.ts';
import { translator } from '../../lib/i18n.ts';
import { renderActionMail } from '../../lib/mail-render.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { DataExportMailPayload } from './data-export.jobs.ts';

/** The job handler of the mail with the export's link, in the member's language; none to a deleted account. */
export function dataExportMailHandler(db: Db, mailer: Mailer) {
  return async ({ userId, url }: DataExportMailPayload) => {
    const recipient = await findRecipient(db, userId);
    if (!recipient || recipient.status === 'deleted') return;
    const t = translator(recipient.language as Language);
    const site = { site_name: recipient.siteName, support_email: recipient.supportEmail };
    const mail = renderActionMail({
      siteName: recipient.siteName,
      subject: t('mail.data_export.subject', site),
      greeting: t('mail.greeting', { name: recipient.name }),
      paragraphs: [t('mail.data_export.body', site)],
      action: { label: t('mail.data_export.button'), url },
      notes: [t('mail.data_export.expiry', { count: DATA_EXPORT_LINK_DAYS })],
      linkHint: t('mail.link_hint'),
      footer: t('mail.footer', site),
    });
    await mailer.send({
      to: recipient.email,
      fromName: recipient.mailName,
      fromAddress: recipient.supportEmail,
      ...mail,
    });
  };
}
