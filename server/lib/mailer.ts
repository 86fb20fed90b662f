import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  fromName: string;
  fromAddress: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe...). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail is handed over; rejects when the server refuses it (so a job can retry). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** One mail as the file sink stores it. */
export interface SinkMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  sentAt: string;
}

export interface SinkMailSummary {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
}

/** The only names the sink writes: `<ISO time, ':' as '-'>-<6 hex>.json`; anything else is refused. */
const SINK_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{6}\.json$/;

/** Over SMTP when `smtpUrl` is set (smtp:// or smtps://, credentials in the URL); else into JSON files in `mailDir`. */
export function createMailer(options: { smtpUrl?: string; mailDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createFileMailer(options.mailDir);
}

/**
 * How long a mail server may take before a send fails and its job is retried later: to connect (10 s) and then to
 * greet (10 s, within what is left of the connect time), and at most 30 s of silence in the conversation after. A hung
 * server otherwise holds a mail worker for minutes (nodemailer's defaults: 2 min, 30 s, 10 min). The SMTP URL's
 * query may set others (`?greetingTimeout=5000`).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  return {
    async send(message) {
      await transport.sendMail({
        from: { name: message.fromName, address: message.fromAddress },
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
    async close() {
      transport.close();
    },
  };
}

function formatFrom(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

function createFileMailer(mailDir: string): Mailer {
  return {
    async send(message) {
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.json`;
      const mail: SinkMail = {
        to: message.to,
        from: formatFrom(message.fromName, message.fromAddress),
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        sentAt,
      };
      await mkdir(mailDir, { recursive: true });
      const temporary = join(mailDir, `${id}.tmp`);
      await writeFile(temporary, JSON.stringify(mail, null, 2));
      await rename(temporary, join(mailDir, id));
    },
    async close() {},
  };
}

/** The sink's mails, newest first (an empty list while the folder does not exist). */
export async function listSinkMails(mailDir: string): Promise<SinkMailSummary[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => SINK_ID.test(name))
    .sort()
    .reverse();
  const summaries: SinkMailSummary[] = [];
  for (const id of ids) {
    const mail = await readSinkMail(mailDir, id);
    if (mail) summaries.push({ id, to: mail.to, subject: mail.subject, sentAt: mail.sentAt });
  }
  return summaries;
}

/** One mail of the sink; undefined for an unknown id or one that is not a name the sink writes. */
export async function readSinkMail(mailDir: string, id: string): Promise<SinkMail | undefined> {
  if (!SINK_ID.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(join(mailDir, id), 'utf8')) as SinkMail;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
