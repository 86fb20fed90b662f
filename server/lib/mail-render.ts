import { escapeHtml } from './html.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface ActionMail {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  linkHint: string;
  notes: string[];
  footer: string;
  /** A notice mail's way out: a sentence and the unsubscribe link, under the footer. */
  unsubscribe?: { label: string; url: string };
  siteName: string;
}

/**
 * A mail with one call to action, as text and as HTML (inline styles and tables only, as mail clients need), with
 * every text escaped.
 */
export function renderActionMail(mail: ActionMail): RenderedMail {
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    `${mail.action.label}: ${mail.action.url}`,
    '',
    ...mail.notes,
    '',
    '--',
    mail.footer,
    ...(mail.unsubscribe ? [`${mail.unsubscribe.label} ${mail.unsubscribe.url}`] : []),
  ].join('\n');
  const p = (value: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(value)}</p>`;
  const url = escapeHtml(mail.action.url);
  const unsubscribe = mail.unsubscribe
    ? `<br>${escapeHtml(mail.unsubscribe.label)} <a href="${escapeHtml(mail.unsubscribe.url)}" style="color:#6c757d">${escapeHtml(mail.unsubscribe.url)}</a>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f6f4f7;font-family:Arial,Helvetica,sans-serif;color:#212529">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">
<tr><td style="background:#1f3a68;color:#ffffff;padding:18px 24px;border-radius:12px 12px 0 0;font-size:20px;font-weight:bold">&#9829; ${escapeHtml(mail.siteName)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${p(mail.greeting)}
${mail.paragraphs.map((text) => p(text)).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:#c48b9f;color:#1b1b1b;text-decoration:none;font-weight:bold;padding:12px 22px;border-radius:8px;display:inline-block">${escapeHtml(mail.action.label)}</a></p>
${mail.notes.map((note) => p(note, 'margin:0 0 8px;color:#6c757d;font-size:13px')).join('\n')}
${p(mail.linkHint, 'margin:16px 0 4px;color:#6c757d;font-size:13px')}<p style="margin:0;font-size:13px;word-break:break-all"><a href="${url}">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;color:#6c757d;font-size:12px;border-top:1px solid #e9ecef">${escapeHtml(mail.footer)}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: mail.subject, text, html };
}
