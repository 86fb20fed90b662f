import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One text message as the file sink stores it. */
export interface SinkSms {
  to: string;
  text: string;
  sentAt: string;
}

/** Sends text messages (the direct-debit codes). */
export interface SmsSender {
  /** Resolves once the message is handed over; rejects with SmsUnavailableError when the gateway refuses or hangs. */
  send(to: string, text: string): Promise<void>;
}

/** The SMS gateway refused a message, failed, or did not answer in time: the code did not go out. */
export class SmsUnavailableError extends Error {
  override name = 'SmsUnavailableError';
}

/**
 * The SMS sink of development and tests (like the mail sink): each message a JSON file in `dir`, named by time so
 * that they list in order. A live install sends through an SMS provider instead (twilio-sms.ts).
 */
export class FileSmsSender implements SmsSender {
  constructor(private readonly dir: string) {}

  async send(to: string, text: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const name = `${sentAt.replaceAll(':', '-')}-${randomBytes(3).toString('hex')}.json`;
    await writeFile(join(this.dir, name), JSON.stringify({ to, text, sentAt } satisfies SinkSms));
  }

  /** Every stored message, oldest first. */
  async list(): Promise<SinkSms[]> {
    const names = (await readdir(this.dir).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as SinkSms));
  }
}
