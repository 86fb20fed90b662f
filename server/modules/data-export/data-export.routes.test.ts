import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LINK_DAYS, DAY_MS } from '../../../shared/constants.ts';
import {
  conversationMembers,
  conversations,
  creditBundles,
  directDebitRequests,
  dataExports,
  likes,
  messages,
  notifications,
  payments,
  photos,
  profiles,
  users,
} from '../../db/schema/index.ts';
import { DiskStorage } from '../../lib/storage.ts';
import { type ChatMember, confirmedPremiumMembers } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/zip-reader.ts';
import { grant } from '../credits/credits.ts';
import { EXPORT_FILES } from './export-archive.ts';

let t: TestApp;
let smtp: SmtpSink;
let anna: ChatMember;
let bram: ChatMember;
let cora: ChatMember;
const emails: Record<string, string> = {};
/** What of Bram and Cora may never be in Anna's archive: ids, addresses, their photos and payments. */
const foreign: string[] = [];
const annaPhotos: { id: string; bytes: Buffer; deleted: boolean }[] = [];
let annaPaymentId: string;

const newIp = addresses(9);
const as = (member: ChatMember | undefined, method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, ...(member && { cookie: member.cookie }) },
    remoteAddress: newIp(),
  });

async function conversation(a: ChatMember, b: ChatMember, lines: [ChatMember, string][]) {
  const { db } = t.database;
  const [row] = await db.insert(conversations).values({}).returning({ id: conversations.id });
  const conversationId = row!.id;
  await db.insert(conversationMembers).values([
    { conversationId, userId: a.id, otherUserId: b.id },
    { conversationId, userId: b.id, otherUserId: a.id },
  ]);
  let at = Date.now() - 3600_000;
  for (const [sender, body] of lines) {
    await db
      .insert(messages)
      .values({ conversationId, senderId: sender.id, kind: 'text', body, createdAt: new Date((at += 1000)) });
  }
}

const ibanOf = (member: ChatMember) => `NL91ABNA${member.id.replace(/\D/g, '').slice(0, 10).padEnd(10, '0')}`;

async function payment(member: ChatMember, credits: number): Promise<string> {
  const { db } = t.database;
  const [row] = await db
    .insert(payments)
    .values({
      userId: member.id,
      provider: 'test',
      paymentId: `tr_${member.id.slice(0, 8)}`,
      credits,
      amount: '19.95',
      currency: 'EUR',
      paymentMethod: 'ideal',
      paymentCountry: 'NL',
      status: 'completed',
      completedAt: new Date(),
    })
    .returning({ id: payments.id });
  await db.transaction((tx) => grant(tx, () => {}, member.id, credits, 'purchase', row!.id));
  const [bundle] = await db.select({ id: creditBundles.id }).from(creditBundles).limit(1);
  await db.insert(directDebitRequests).values({
    userId: member.id,
    bundleId: bundle!.id,
    accountHolder: `Holder ${member.id}`,
    iban: ibanOf(member),
    street: 'Kerkstraat',
    houseNumber: '1',
    zip: '1234 AB',
    city: 'Utrecht',
    phone: '+31612345678',
    country: 'NL',
    otpHash: `otp-hash-${member.id}`,
    expiresAt: new Date(Date.now() + 600_000),
    paymentId: row!.id,
  });
  return row!.id;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({}, { smtpUrl: smtp.url, memberCount: 6 });
  [anna, bram, cora] = (await confirmedPremiumMembers(t, 3)) as [ChatMember, ChatMember, ChatMember];
  const { db } = t.database;
  for (const [member, name] of [
    [anna, 'Anna Exporteur'],
    [bram, 'Bram Partner'],
    [cora, 'Cora Derde'],
  ] as const) {
    await db.update(profiles).set({ name }).where(eq(profiles.userId, member.id));
  }
  for (const row of await db.select({ id: users.id, email: users.email }).from(users)) emails[row.id] = row.email;
  await t.settled();

  // Anna's own photos in three statuses (the seed gave her one already), each with its stored file.
  const storage = new DiskStorage(t.filesDir);
  for (const [status, deleted] of [
    ['active', false],
    ['rejected', false],
    ['deleted', true],
  ] as const) {
    const [row] = await db
      .insert(photos)
      .values({ userId: anna.id, status, storageKey: 'pending', width: 10, height: 10 })
      .returning({ id: photos.id });
    const bytes = Buffer.from(`anna-photo-${status}-${row!.id}`);
    await db
      .update(photos)
      .set({ storageKey: `photos/${row!.id}` })
      .where(eq(photos.id, row!.id));
    if (!deleted) await storage.put(`photos/${row!.id}/full.jpg`, bytes);
    annaPhotos.push({ id: row!.id, bytes, deleted });
  }
  for (const row of await db.select({ id: photos.id, key: photos.storageKey, userId: photos.userId }).from(photos)) {
    if (row.userId === anna.id && !annaPhotos.some((p) => p.id === row.id)) {
      annaPhotos.push({ id: row.id, bytes: (await storage.get(`${row.key}/full.jpg`))!, deleted: false });
    }
  }

  await conversation(anna, bram, [
    [anna, 'Hoi Bram, hier schrijft Anna'],
    [bram, 'Hoi Anna, Bram antwoordt'],
  ]);
  await conversation(bram, cora, [
    [bram, 'Geheim van Bram voor Cora'],
    [cora, 'Geheim van Cora voor Bram'],
  ]);
  // The seed's likes of the demo member (who may be one of these three) would blur who liked whom here.
  await db.delete(likes);
  await db.insert(likes).values([
    { likerId: anna.id, likedId: bram.id },
    { likerId: bram.id, likedId: anna.id },
    { likerId: cora.id, likedId: bram.id },
  ]);
  await db.insert(notifications).values([
    { userId: anna.id, kind: 'like', actorId: bram.id },
    { userId: bram.id, kind: 'like', actorId: cora.id },
  ]);
  annaPaymentId = await payment(anna, 100);
  const bramPaymentId = await payment(bram, 250);

  const otherPhotos = await db
    .select({ id: photos.id })
    .from(photos)
    .where(inArray(photos.userId, [bram.id, cora.id]));
  foreign.push(bram.id, cora.id, emails[bram.id]!, emails[cora.id]!, bramPaymentId, ...otherPhotos.map((p) => p.id));
  foreign.push('Cora Derde', 'Geheim van', 'tr_' + bram.id.slice(0, 8), ibanOf(bram), `Holder ${bram.id}`);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let token: string;
let archive: Map<string, Buffer>;
const text = (file: string) => archive.get(file)!.toString('utf8');
const document = (file: string) => JSON.parse(text(file)) as Record<string, unknown>;

describe("a member's data export", () => {
  it('is asked for once a day, built in the background and mailed as a link in the member’s language', async () => {
    const first = await as(anna, 'POST', '/api/data-export.php');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ requested_today: true, latest: { status: 'building', expires_at: null } });
    const again = await as(anna, 'POST', '/api/data-export.php');
    expect([again.statusCode, again.json()]).toEqual([
      429,
      expect.objectContaining({
        code: 'data_export_daily_limit',
        message: 'Je hebt vandaag al een download van je gegevens aangevraagd. Morgen kun je een nieuwe aanvragen.',
      }),
    ]);
    // Another member's day is their own.
    expect((await as(cora, 'GET', '/api/data-export.php')).json()).toEqual({ requested_today: false, latest: null });

    await t.app.services.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to.includes(emails[anna.id]!));
    expect(mail.subject).toMatch(/^Je gegevens bij .+ staan klaar$/);
    expect(mail.text).toContain(`Deze link is ${DATA_EXPORT_LINK_DAYS} dagen geldig`);
    token = /\/settings\?export=([\w-]+)#data-export/.exec(mail.text)![1]!;
    const state = (await as(anna, 'GET', '/api/data-export.php')).json();
    expect(state).toMatchObject({ requested_today: true, latest: { status: 'ready' } });
    expect(Date.parse(state.latest.expires_at) - Date.now()).toBeGreaterThan((DATA_EXPORT_LINK_DAYS - 1) * DAY_MS);
  });

  it('downloads as a ZIP holding each of her files, with the member’s session and the token', async () => {
    const res = await as(anna, 'GET', `/api/data-export-download.php?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    archive = unzip(res.rawPayload);
    const kept = annaPhotos.filter((p) => !p.deleted);
    expect([...archive.keys()].sort()).toEqual(
      [...EXPORT_FILES, 'index.html', ...kept.map((p) => `photos/${p.id}.jpg`)].sort(),
    );
    for (const photo of kept) expect(archive.get(`photos/${photo.id}.jpg`)!.equals(photo.bytes), photo.id).toBe(true);
  });

  it('holds her profile, settings, every photo of hers, both sides of her conversation, likes, payment and ledger', () => {
    expect(document('profile.json')).toMatchObject({ email: emails[anna.id], profile: { name: 'Anna Exporteur' } });
    expect(document('settings.json')).toMatchObject({ language: 'nl', invisible: false, read_receipts: true });
    const listed = (document('photos/photos.json').photos as { id: string; status: string; file: string | null }[]).map(
      (p) => [p.id, p.file],
    );
    expect(listed.sort()).toEqual(annaPhotos.map((p) => [p.id, p.deleted ? null : `photos/${p.id}.jpg`]).sort());
    expect(document('messages.json')).toEqual({
      conversations: [
        {
          with: 'Bram Partner',
          removed_from_my_list: false,
          messages: [
            expect.objectContaining({
              from: 'Anna Exporteur',
              direction: 'sent',
              text: 'Hoi Bram, hier schrijft Anna',
              delivered: true,
            }),
            expect.objectContaining({ from: 'Bram Partner', direction: 'received', text: 'Hoi Anna, Bram antwoordt' }),
          ],
        },
      ],
    });
    expect(document('likes.json')).toEqual({
      given: [expect.objectContaining({ to: 'Bram Partner' })],
      received: [expect.objectContaining({ from: 'Bram Partner' })],
    });
    expect(document('payments.json')).toEqual({
      payments: [expect.objectContaining({ id: annaPaymentId, status: 'completed', credits: 100, amount: '19.95' })],
      direct_debit_orders: [
        expect.objectContaining({ iban: ibanOf(anna), city: 'Utrecht', payment_id: annaPaymentId }),
      ],
    });
    expect(text('payments.json')).not.toContain('otp-hash');
    const ledger = document('ledger.json') as { entries: { reason: string; delta: number; reference: string }[] };
    expect(ledger.entries).toContainEqual(
      expect.objectContaining({ reason: 'purchase', delta: 100, reference: annaPaymentId }),
    );
    expect(document('notifications.json')).toEqual({
      notifications: [expect.objectContaining({ kind: 'like', about: 'Bram Partner' })],
    });
    const index = text('index.html');
    expect(index).toContain('<html lang="nl">');
    for (const file of EXPORT_FILES) expect(index).toContain(`href="${file}"`);
    expect(index).toContain('wissen we al je gegevens en foto&#39;s na 14 dagen definitief');
  });

  it('holds nothing of any other member but the other side’s name in her own conversation, likes and notifications', () => {
    for (const [file, bytes] of archive) {
      const content = bytes.toString('utf8');
      for (const secret of foreign) expect(content.includes(secret), `${file} holds ${secret}`).toBe(false);
    }
  });

  it('is refused to another member with the token, and sends a visitor to log in first', async () => {
    const other = await as(bram, 'GET', `/api/data-export-download.php?token=${token}`);
    expect(other.statusCode).toBe(410);
    expect(other.headers['content-type']).toMatch(/^text\/html/);
    expect(other.body).toContain(
      'Deze downloadlink is verlopen of hoort niet bij het account waarmee je bent ingelogd.',
    );
    expect(other.body).not.toContain('Anna');
    const bad = await as(anna, 'GET', '/api/data-export-download.php?token=not-a-token');
    expect(bad.statusCode).toBe(410);
    const visitor = await as(undefined, 'GET', `/api/data-export-download.php?token=${token}`);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe(`/login?next=${encodeURIComponent(`/settings?export=${token}`)}`);
  });

  it('needs a session to ask or to see the state', async () => {
    expect((await as(undefined, 'POST', '/api/data-export.php')).statusCode).toBe(403);
    expect((await as(undefined, 'GET', '/api/data-export.php')).statusCode).toBe(403);
  });

  it('is refused once expired, and its file is removed by the job due then; the next day another can be asked', async () => {
    const [row] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, anna.id));
    const folder = join(t.filesDir, 'exports', row!.id);
    expect(existsSync(join(folder, 'data.zip'))).toBe(true);
    t.advance(DATA_EXPORT_LINK_DAYS * DAY_MS + 60_000);
    const expired = await as(anna, 'GET', `/api/data-export-download.php?token=${token}`);
    expect(expired.statusCode).toBe(410);
    expect((await as(anna, 'GET', '/api/data-export.php')).json()).toMatchObject({
      requested_today: false,
      latest: { status: 'expired' },
    });
    await t.app.services.jobs.drain();
    expect(existsSync(folder)).toBe(false);
    const [after] = await t.database.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after).toMatchObject({ status: 'expired', tokenHash: null, storageKey: null });
    expect((await as(anna, 'POST', '/api/data-export.php')).statusCode).toBe(200);
  });
});
