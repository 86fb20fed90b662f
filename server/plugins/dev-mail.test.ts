import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer, listSinkMails } from '../lib/mailer.ts';
import { FileSmsSender } from '../lib/sms.ts';
import { registerDevMail } from './dev-mail.ts';

describe('dev mail pages', () => {
  let mailDir: string;
  let app: FastifyInstance;
  let id: string;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'dev-mail-'));
    await createMailer({ mailDir }).send({
      to: 'anna@example.test',
      fromName: 'Dating',
      fromAddress: 'noreply@example.test',
      subject: 'Hello <Anna> & co',
      text: 'Your code is 1234 <b>',
      html: '<p class="x">Hi "Anna"</p>',
    });
    id = (await listSinkMails(mailDir))[0]!.id;
    app = Fastify();
    await registerDevMail(app, mailDir, false);
  });
  afterAll(async () => {
    await app.close();
    await rm(mailDir, { recursive: true, force: true });
  });

  it('lists the mails with escaped values and links', async () => {
    const response = await app.inject('/dev/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Hello &lt;Anna&gt; &amp; co');
    expect(response.body).not.toContain('<Anna>');
    expect(response.body).toContain('anna@example.test');
    expect(response.body).toContain(`href="/dev/mail/${id}"`);
    expect(response.body).not.toMatch(/<script|<style|style=/);
  });

  it('shows one mail: text in a pre, HTML in a sandboxed frame', async () => {
    const response = await app.inject(`/dev/mail/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<pre>Your code is 1234 &lt;b&gt;</pre>');
    expect(response.body).toContain('&quot;Dating&quot; &lt;noreply@example.test&gt;');
    expect(response.body).toContain(
      '<iframe sandbox srcdoc="&lt;p class=&quot;x&quot;&gt;Hi &quot;Anna&quot;&lt;/p&gt;"',
    );
  });

  it('answers 404 for an unknown or foreign id', async () => {
    for (const path of ['/dev/mail/2020-01-01T00-00-00.000Z-abcdef.json', '/dev/mail/..%2Fpackage.json']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'not_found', message: 'Not found.' });
    }
  });
});

describe('dev mail pages with the SMS file sink', () => {
  let dir: string;
  let app: FastifyInstance;
  let sms: FileSmsSender;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dev-sms-'));
    sms = new FileSmsSender(join(dir, 'sms'));
    app = Fastify();
    await registerDevMail(app, join(dir, 'mail'), false, sms);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says there are none yet', async () => {
    const response = await app.inject('/dev/mail');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h2>Text messages</h2>');
    expect(response.body).toContain('No text messages yet.');
  });

  it('lists the text messages beside the mails, newest first, escaped', async () => {
    await sms.send('+31611111111', 'Code 111111');
    // Each message's file is named by the time it was sent: a later one after the clock moved on.
    const first = (await sms.list())[0]!.sentAt;
    await vi.waitFor(() => expect(new Date().toISOString() > first).toBe(true));
    await sms.send('+31622222222', 'Code <222222> & more');
    const body = (await app.inject('/dev/mail')).body;
    expect(body).toContain('No mails yet.');
    expect(body).toContain('Code &lt;222222&gt; &amp; more');
    expect(body).not.toContain('<222222>');
    expect(body.indexOf('+31622222222')).toBeGreaterThan(body.indexOf('<h2>Text messages</h2>'));
    expect(body.indexOf('+31622222222')).toBeLessThan(body.indexOf('+31611111111'));
  });
});

describe('dev mail pages without the SMS file sink', () => {
  it('have no text messages part', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dev-nosms-'));
    const app = Fastify();
    try {
      await registerDevMail(app, dir, false);
      expect((await app.inject('/dev/mail')).body).not.toContain('Text messages');
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
