import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Each header field as sent (lower-case name; a folded value unfolded). */
  headers: Record<string, string>;
  /** The message as it came over the wire. */
  raw: Buffer;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for `createMailer({ smtpUrl })`. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail, received already or later, that matches; rejects after `timeoutMs` (10 s by default). */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

/** A real SMTP server on loopback (free port, no TLS, any or no login) that keeps every mail it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let waiters: Waiter[] = [];

  const receive = (mail: ReceivedMail) => {
    mails.push(mail);
    const matched = waiters.filter((waiter) => waiter.predicate(mail));
    waiters = waiters.filter((waiter) => !matched.includes(waiter));
    for (const waiter of matched) waiter.resolve(mail);
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            receive({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html || '',
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
              raw,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A client dropping its connection is that client's failure (its send rejects), not a reason to crash the run.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((other) => other !== waiter);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
