import { simpleParser } from 'mailparser';
import type { MailStopReason } from './away.repo.ts';
import { UNSUBSCRIBE_PATH } from './mail-notices.ts';

/** What a report from the mail system says: whose notice mails to stop and why, or nothing to act on. */
export interface MailFeedback {
  reason: Extract<MailStopReason, 'fbl' | 'bounce'>;
  /** The unsubscribe token of the mail the report is about (every notice mail carries it in List-Unsubscribe). */
  token: string;
}

/**
 * The token after `?token=` as sent: in a header as is, in a quoted-printable part with its `=` as `=3D` (or `=3d`).
 * Not decoded beforehand, as that would also turn a header's `token=3d…` (an id starting with 3d) into `token=…`; the
 * id's exact shape keeps the two readings apart.
 */
const TOKEN = new RegExp(
  `${UNSUBSCRIBE_PATH.replaceAll('.', '\\.')}\\?token=(?:3[Dd])?` +
    '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[A-Za-z0-9_-]{43})',
);

/** A permanent failure in a delivery-status report (RFC 3464): `Action: failed` with a 5.x.x status. */
function hardBounce(deliveryStatus: string): boolean {
  return /^Action:\s*failed\s*$/im.test(deliveryStatus) && /^Status:\s*5\.\d{1,3}\.\d{1,3}\s*$/im.test(deliveryStatus);
}

/**
 * Reads a report the mail system passes on: a spam complaint (ARF, RFC 5965: multipart/report with
 * report-type=feedback-report) or a bounce (DSN, RFC 3464: report-type=delivery-status, acted on only when
 * permanent). The member is found by the unsubscribe token in the returned mail's List-Unsubscribe header, which
 * both kinds carry.
 * Anything else (a delay, a soft bounce, an unknown report, no token) is undefined: nothing to do.
 */
export async function readMailFeedback(raw: Buffer): Promise<MailFeedback | undefined> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true, skipImageLinks: true });
  const contentType = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  if (contentType?.value?.toLowerCase() !== 'multipart/report') return undefined;
  const reportType = contentType.params?.['report-type']?.toLowerCase();
  // The report's parts as sent (a parser inlines a nested mail and keeps only some of its headers), quoted-printable
  // soft breaks undone, in case a relay encoded them.
  const report = raw.toString('latin1').replace(/=\r?\n/g, '');
  let reason: MailFeedback['reason'];
  if (reportType === 'feedback-report') reason = 'fbl';
  else if (reportType === 'delivery-status' && hardBounce(report)) reason = 'bounce';
  else return undefined;
  const token = TOKEN.exec(report)?.[1];
  return token ? { reason, token } : undefined;
}
