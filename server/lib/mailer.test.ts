import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { createMailer, listSinkMails, readSinkMail, type MailMessage } from './mailer.ts';

const message: MailMessage = {
  to: 'anna@example.test',
  fromName: 'Café Dating',
  fromAddress: 'noreply@example.test',
  subject: 'Welcome, Anna',
  text: 'Hello Anna,\nconfirm your address.',
  html: '<p>Hello <b>Anna</b>, confirm your address.</p>',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SMTP mailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('sends a multipart text and HTML mail', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailDir: join(tmpdir(), 'unused') });
    try {
      await mailer.send(message);
    } finally {
      await mailer.close();
    }
    const mail = await sink.waitFor((received) => received.subject === message.subject);
    expect(mail.to).toEqual(['anna@example.test']);
    expect(mail.from).toBe('"Café Dating" <noreply@example.test>');
    expect(mail.text.trim()).toBe(message.text);
    expect(mail.html.trim()).toBe(message.html);
  });

  it('rejects when no server listens', async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const mailer = createMailer({ smtpUrl: closed.url, mailDir: join(tmpdir(), 'unused') });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });
});

describe('file mailer', () => {
  let mailDir: string;
  beforeAll(async () => {
    mailDir = join(await mkdtemp(join(tmpdir(), 'mailer-')), 'mail');
  });
  afterAll(() => rm(join(mailDir, '..'), { recursive: true, force: true }));

  it('lists nothing before the folder exists', async () => {
    expect(await listSinkMails(mailDir)).toEqual([]);
  });

  it('writes each mail as a file that lists newest first and reads back whole', async () => {
    const mailer = createMailer({ mailDir });
    await mailer.send({ ...message, fromName: 'Dating "Team"' });
    await pause(5);
    await mailer.send({ ...message, to: 'bob@example.test', subject: 'Second' });

    const files = await readdir(mailDir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{6}\.json$/.test(name))).toBe(true);

    const list = await listSinkMails(mailDir);
    expect(list.map((mail) => [mail.to, mail.subject])).toEqual([
      ['bob@example.test', 'Second'],
      ['anna@example.test', 'Welcome, Anna'],
    ]);
    const first = list[1]!;
    expect(await readSinkMail(mailDir, first.id)).toEqual({
      to: message.to,
      from: '"Dating \\"Team\\"" <noreply@example.test>',
      subject: message.subject,
      text: message.text,
      html: message.html,
      sentAt: first.sentAt,
    });
  });

  it('refuses ids that are not names the sink wrote', async () => {
    for (const id of ['../package.json', '..%2Fpackage.json', '/etc/passwd', 'missing.json', '']) {
      expect(await readSinkMail(mailDir, id)).toBeUndefined();
    }
    expect(await readSinkMail(mailDir, '2020-01-01T00-00-00.000Z-abcdef.json')).toBeUndefined();
  });
});
