import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/constants.ts';
import { dataExports, jobs, photos } from '../../db/schema/index.ts';
import { DiskStorage } from '../../lib/storage.ts';
import type { ChatMember } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { signupMember } from '../../test/login.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/zip-reader.ts';

/**
 * Decision 039: an export whose build meets a failing file store stays `building` and is built again by the job's
 * retry, leaving no partial ZIP in the store; a mail server that is down or hangs only delays the link's mail, which
 * its own job sends on a later try.
 */

/** The disk store, which fails on command: reading a photo midway through its stream, or storing the ZIP. */
class FailingStorage extends DiskStorage {
  failPhotoReads = false;
  /** 'refuse': the store refuses the ZIP; 'midway': half of it is written, then the disk is full. */
  failPutFile: 'refuse' | 'midway' | null = null;

  constructor(readonly folder: string) {
    super(folder);
  }

  override async getStream(key: string): Promise<Readable | undefined> {
    if (this.failPhotoReads && key.startsWith('photos/')) {
      // A stream that gives a few bytes and then breaks, as a connection to a bucket that drops.
      return new Readable({
        read() {
          this.push(Buffer.from('partial photo bytes'));
          this.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
        },
      });
    }
    return super.getStream(key);
  }

  override async putFile(key: string, path: string): Promise<void> {
    if (this.failPutFile === 'refuse') throw Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' });
    if (this.failPutFile === 'midway') {
      const target = join(this.folder, key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, 'PK\u0003\u0004 half a zip');
      throw Object.assign(new Error('no space left on device, write'), { code: 'ENOSPC' });
    }
    return super.putFile(key, path);
  }
}

/**
 * A mail server in front of the SMTP sink, switched by the test: `forward` passes connections on to the sink, `hang`
 * accepts them and never says a word, `down` drops each at once.
 */
class SwitchableSmtp {
  mode: 'forward' | 'hang' | 'down' = 'forward';
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  constructor(private readonly sinkPort: number) {
    this.server = createServer((client) => {
      this.track(client);
      if (this.mode === 'down') return void client.destroy();
      if (this.mode === 'hang') return;
      const upstream = this.track(connect(this.sinkPort, '127.0.0.1'));
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
    return socket;
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    // Short waits for the greeting, as a test cannot wait nodemailer's default of 30 s.
    return `smtp://127.0.0.1:${port}?connectionTimeout=500&greetingTimeout=500&socketTimeout=2000`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let t: TestApp;
let smtp: SmtpSink;
let relay: SwitchableSmtp;
let storage: FailingStorage;
const newIp = addresses(19);
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  relay = new SwitchableSmtp(Number(new URL(smtp.url).port));
  const smtpUrl = await relay.start();
  storage = new FailingStorage(mkdtempSync(join(tmpdir(), 'dating-export-failures-')));
  t = await createTestApp({}, { smtpUrl, memberCount: 2, storage });
});
afterAll(async () => {
  await t.close();
  await relay.close();
  await smtp.close();
  rmSync(storage.folder, { recursive: true, force: true });
});

const as = (member: ChatMember, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie: member.cookie }, remoteAddress: newIp() });

/** A new member with one photo of theirs in the store; their address. */
async function memberWithPhoto(): Promise<ChatMember & { email: string; photoId: string }> {
  const email = `export-failures-${++seq}@example.com`;
  const member = await signupMember(t.app, newIp(), email);
  const [row] = await t.database.db
    .insert(photos)
    .values({ userId: member.id, status: 'active', storageKey: 'pending', width: 10, height: 10 })
    .returning({ id: photos.id });
  const photoId = row!.id;
  await t.database.db
    .update(photos)
    .set({ storageKey: `photos/${photoId}` })
    .where(eq(photos.id, photoId));
  await storage.put(`photos/${photoId}/full.jpg`, Buffer.from(`photo-${photoId}`));
  return { ...member, email, photoId };
}

/** Asks for the member's export; its id. */
async function askExport(member: ChatMember): Promise<string> {
  const res = await as(member, 'POST', '/api/data-export.php');
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, member.id));
  return row!.id;
}

const exportRow = async (id: string) =>
  (await t.database.db.select().from(dataExports).where(eq(dataExports.id, id)))[0]!;
const jobOf = async (kind: string, match: (payload: Record<string, unknown>) => boolean) => {
  const rows = await t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
  const found = rows.filter((job) => match(job.payload));
  expect(found).toHaveLength(1);
  return found[0]!;
};
const buildJob = (exportId: string) => jobOf('data_export.build', (payload) => payload.exportId === exportId);
/** Whatever the store holds of the export: its folder's files. */
const storedExport = (exportId: string) => {
  const folder = join(storage.folder, 'exports', exportId);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
/** The worker's next try: past the job's back-off. */
const afterBackOff = async (job: { runAt: Date }) => {
  t.advance(Math.max(0, job.runAt.getTime() - t.now().getTime()) + 1000);
  await t.app.services.jobs.drain();
};

describe('a data export whose file store fails while it is built', () => {
  it.each([
    ['a photo cannot be read', () => (storage.failPhotoReads = true)],
    ['the store refuses the ZIP', () => (storage.failPutFile = 'refuse')],
    ['the disk fills up halfway through the ZIP', () => (storage.failPutFile = 'midway')],
  ])('when %s: stays building, leaves no ZIP in the store, and is built on a later try', async (_case, fail) => {
    const member = await memberWithPhoto();
    const exportId = await askExport(member);
    fail();
    await t.app.services.jobs.drain();

    const failed = await buildJob(exportId);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null });
    expect(failed.lastError).toMatch(/ECONNRESET|ETIMEDOUT|no space left/);
    expect(failed.runAt.getTime()).toBeGreaterThan(t.now().getTime());
    expect(await exportRow(exportId)).toMatchObject({
      status: 'building',
      tokenHash: null,
      storageKey: null,
      readyAt: null,
    });
    expect((await as(member, 'GET', '/api/data-export.php')).json()).toMatchObject({
      latest: { status: 'building', expires_at: null },
    });
    // Nothing half-built is kept in the store, and no mail went out.
    expect(storedExport(exportId)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'mail.data_export'), eq(jobs.payload, { userId: member.id }))),
    ).toEqual([]);
    expect(mailsTo(member.email).filter((mail) => /klaar/.test(mail.subject))).toEqual([]);

    // The store is back: the retry builds the whole ZIP and mails its link.
    storage.failPhotoReads = false;
    storage.failPutFile = null;
    await afterBackOff(failed);
    expect(await buildJob(exportId)).toMatchObject({ attempts: 2, lastError: null, doneAt: expect.any(Date) });
    expect(await exportRow(exportId)).toMatchObject({ status: 'ready' });
    expect(storedExport(exportId)).toEqual(['data.zip']);
    const mail = await smtp.waitFor((m) => m.to.includes(member.email) && /klaar/.test(m.subject));
    const token = /\/settings\?export=([\w-]+)#data-export/.exec(mail.text)![1]!;
    const download = await as(member, 'GET', `/api/data-export-download.php?token=${token}`);
    expect(download.statusCode).toBe(200);
    const archive = unzip(download.rawPayload);
    expect(archive.get(`photos/${member.photoId}.jpg`)!.toString()).toBe(`photo-${member.photoId}`);
    t.advance(DAY_MS);
  });
});

describe("the mail with an export's link", () => {
  it('waits out a mail server that hangs or is down, and is sent on a later try; nothing is lost', async () => {
    const member = await memberWithPhoto();
    await t.app.services.jobs.drain();
    const exportId = await askExport(member);
    relay.mode = 'hang';
    const started = Date.now();
    await t.app.services.jobs.drain();
    // The greeting timeout gave up on the hung server; the worker did not wait for it longer.
    expect(Date.now() - started).toBeLessThan(10_000);
    // The export itself is built and ready; only its mail waits.
    expect(await exportRow(exportId)).toMatchObject({ status: 'ready' });
    expect(storedExport(exportId)).toEqual(['data.zip']);
    const byMember = (payload: Record<string, unknown>) => payload.userId === member.id;
    const hung = await jobOf('mail.data_export', byMember);
    expect(hung).toMatchObject({ attempts: 1, doneAt: null });
    expect(hung.lastError).toMatch(/greeting|timeout/i);

    relay.mode = 'down';
    await afterBackOff(hung);
    const down = await jobOf('mail.data_export', byMember);
    expect(down).toMatchObject({ attempts: 2, doneAt: null });
    expect(down.lastError).toBeTruthy();
    // The link is in the job, not lost: the member's state says ready.
    expect(down.payload.url).toMatch(/\/settings\?export=[\w-]+#data-export$/);
    expect((await as(member, 'GET', '/api/data-export.php')).json()).toMatchObject({ latest: { status: 'ready' } });
    expect(mailsTo(member.email).filter((mail) => /klaar/.test(mail.subject))).toEqual([]);

    relay.mode = 'forward';
    await afterBackOff(down);
    expect(await jobOf('mail.data_export', byMember)).toMatchObject({
      attempts: 3,
      lastError: null,
      doneAt: expect.any(Date),
    });
    const mail = await smtp.waitFor((m) => m.to.includes(member.email) && /klaar/.test(m.subject));
    expect(mail.text).toContain(String(down.payload.url));
    const token = /\/settings\?export=([\w-]+)#data-export/.exec(mail.text)![1]!;
    expect((await as(member, 'GET', `/api/data-export-download.php?token=${token}`)).statusCode).toBe(200);
    // Sent once.
    await t.app.services.jobs.drain();
    expect(mailsTo(member.email).filter((m) => /klaar/.test(m.subject))).toHaveLength(1);
  });
});
