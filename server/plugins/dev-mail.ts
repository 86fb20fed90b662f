import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalClient } from '../config/safety.ts';
import type { TrustProxy } from '../config/trust-proxy.ts';
import { listSinkMails, readSinkMail, type SinkMail, type SinkMailSummary } from '../lib/mailer.ts';
import type { FileSmsSender, SinkSms } from '../lib/sms.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside element text and inside quoted attribute values alike. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
${body}
</body>
</html>
`;
}

/** The text messages of the SMS file sink (the direct-debit codes), newest first; none when SMS is not the sink. */
function smsSection(messages: SinkSms[] | undefined): string {
  if (!messages) return '';
  const rows = [...messages]
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
    .map(
      (sms) =>
        `<tr><td>${escapeHtml(sms.sentAt)}</td><td>${escapeHtml(sms.to)}</td><td>${escapeHtml(sms.text)}</td></tr>`,
    );
  const content = rows.length
    ? `<table id="sms">\n<thead><tr><th>Time</th><th>To</th><th>Text</th></tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`
    : '<p id="sms">No text messages yet.</p>';
  return `\n<h2>Text messages</h2>\n${content}`;
}

function listPage(mails: SinkMailSummary[], messages: SinkSms[] | undefined): string {
  const rows = mails.map(
    (mail) =>
      `<tr><td>${escapeHtml(mail.sentAt)}</td><td>${escapeHtml(mail.to)}</td>` +
      `<td><a href="/dev/mail/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
  );
  const content = mails.length
    ? `<table>\n<thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`
    : '<p>No mails yet.</p>';
  return page('Sent mail', `<h1>Sent mail</h1>\n${content}${smsSection(messages)}`);
}

function detailPage(mail: SinkMail): string {
  return page(
    mail.subject,
    `<p><a href="/dev/mail">All mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>Sent</dt><dd>${escapeHtml(mail.sentAt)}</dd>
</dl>
<h2>Text</h2>
<pre>${escapeHtml(mail.text)}</pre>
<h2>HTML</h2>
<iframe sandbox srcdoc="${escapeHtml(mail.html)}" title="HTML part" width="800" height="600"></iframe>`,
  );
}

/**
 * Developer pages over the file mail sink: `/dev/mail` lists what the app "sent" (and, when the SMS sink is the file
 * one, the text messages beside the mails), `/dev/mail/:id` shows one mail (its HTML part in a sandboxed frame). The caller registers them only outside production and without SMTP; they
 * answer only a client on this machine (config/safety.ts isLocalClient: the socket's loopback address, no proxy),
 * anyone else gets the 404 of an unknown route: a reset mail read there logs its reader in as the member.
 */
export async function registerDevMail(
  app: FastifyInstance,
  mailDir: string,
  trustProxy: TrustProxy,
  smsSink?: FileSmsSender,
): Promise<void> {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLocalClient(request.socket.remoteAddress, request.headers, trustProxy)) return;
    reply.callNotFound();
    return reply;
  };
  app.get('/dev/mail', { onRequest }, async (_request, reply) => {
    const [mails, messages] = await Promise.all([listSinkMails(mailDir), smsSink?.list()]);
    return reply.type('text/html; charset=utf-8').send(listPage(mails, messages));
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { onRequest }, async (request, reply) => {
    const mail = await readSinkMail(mailDir, request.params.id);
    if (!mail) return reply.status(404).send({ statusCode: 404, code: 'not_found', message: 'Not found.' });
    return reply.type('text/html; charset=utf-8').send(detailPage(mail));
  });
}
