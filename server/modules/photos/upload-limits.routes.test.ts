import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_ENCODES_AT_ONCE, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../../shared/constants.ts';
import { messages, photos } from '../../db/schema/index.ts';
import { uploadEncodes } from '../../lib/images.ts';
import { type ChatMember, confirmedPremiumMembers, setCredits } from '../../test/chat.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { multipart, pngOf } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Decode limits of uploads: too many pixels are refused from the header, and re-encodes queue at a few at once. */
let t: TestApp;
const newIp = addresses(29);
/** A real 7000×7000 PNG: small on disk (one colour compresses well), 49 M pixels once decoded. */
let bigPng: Buffer;
let sender: ChatMember;
let recipient: ChatMember;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  [sender, recipient] = (await confirmedPremiumMembers(t, 2)) as [ChatMember, ChatMember];
  await setCredits(t.database.db, sender.id, 100);
  bigPng = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(() => t.close());
beforeEach(() => uploadEncodes.resetCounts());

let members = 0;
const newMember = () => signupMember(t.app, newIp(), `limits-${++members}@example.com`, { name: 'Lia' });

function post(url: string, cookie: string, bytes: Buffer) {
  const { payload, headers } = multipart(bytes, { filename: 'big.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT_HEADERS, ...headers, cookie },
    payload,
    remoteAddress: newIp(),
  });
}

describe('upload decode limits', () => {
  it('has a real 7000×7000 PNG of a few hundred KB to test with, over the pixel limit', async () => {
    const meta = await sharp(bigPng).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 7000, 7000]);
    expect(bigPng.length).toBeLessThan(PHOTO_MAX_BYTES / 20);
    expect(PHOTO_MAX_PIXELS).toBe(25_000_000);
    expect(7000 * 7000).toBeGreaterThan(PHOTO_MAX_PIXELS);
  });

  it('refuses the 7000×7000 PNG as a profile photo from its header: nothing decoded or stored', async () => {
    const member = await newMember();
    const res = await post('/api/photos.php', member.cookie, bigPng);
    expect([res.statusCode, res.json().code]).toEqual([400, 'photo_too_many_pixels']);
    expect(res.json().message).toBe('Deze foto heeft te veel pixels (maximaal 25 megapixels).');
    expect(uploadEncodes.entered).toBe(0);
    expect(await t.database.db.select().from(photos).where(eq(photos.userId, member.id))).toEqual([]);
  });

  it('refuses the 7000×7000 PNG as a chat photo the same way: nothing decoded, stored or charged', async () => {
    const res = await post(`/api/message-photo.php?profile_id=${recipient.id}`, sender.cookie, bigPng);
    expect([res.statusCode, res.json().code]).toEqual([400, 'photo_too_many_pixels']);
    expect(uploadEncodes.entered).toBe(0);
    expect(await t.database.db.select().from(messages)).toEqual([]);
    const me = await t.app.inject({ url: '/api/user.php', headers: { host: 'localhost', cookie: sender.cookie } });
    expect(me.json().credits).toBe(100);
  });

  it(`decodes 4 parallel uploads, all stored, at most ${PHOTO_ENCODES_AT_ONCE} at once`, async () => {
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => newMember()));
    const png = await pngOf(1500, 1500);
    const answers = await Promise.all([
      ...uploaders.slice(0, 3).map((member) => post('/api/photos.php', member.cookie, png)),
      post(`/api/message-photo.php?profile_id=${recipient.id}`, sender.cookie, png),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    // A profile photo is decoded twice under the limit (its perceptual hash, decision 036, then its re-encoding), a
    // chat photo once.
    expect(uploadEncodes.entered).toBe(3 * 2 + 1);
    expect(uploadEncodes.highWater).toBeGreaterThanOrEqual(1);
    expect(uploadEncodes.highWater).toBeLessThanOrEqual(PHOTO_ENCODES_AT_ONCE);
    expect(uploadEncodes.queued).toBe(0);
  });
});
