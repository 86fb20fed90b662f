import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { PHOTO_REJECTION_REASONS } from '../../../shared/moderation.ts';
import { auditLog, photos, rejectedPhotoHashes, siteDomains, sites } from '../../db/schema/index.ts';
import { translator } from '../../lib/i18n.ts';
import { DiskStorage } from '../../lib/storage.ts';
import { CLIENT_HEADERS, addresses, authCookie } from '../../test/http.ts';
import { jpegWithGps, multipart, pngOf } from '../../test/images.ts';
import { signupMember } from '../../test/login.ts';
import {
  asJpeg,
  cloudsJpeg,
  cropped,
  demoPortraitSvg,
  recompressed,
  resized,
  sceneSvg,
} from '../../test/photo-variants.ts';
import { staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/** Issue 40 point 4, decision 036: a photo moderators rejected is refused when uploaded again, by anyone, anywhere. */

/** The disk store, which fails to give files (a store down) while `down` is set. */
class FlakyStorage extends DiskStorage {
  down = false;

  override async get(key: string): Promise<Buffer | undefined> {
    if (this.down) throw Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' });
    return super.get(key);
  }
}

const root = mkdtempSync(join(tmpdir(), 'dating-rejected-photos-'));
const storage = new FlakyStorage(root);
let t: TestApp;
let staffHeaders: Record<string, string>;
const newIp = addresses(236);
const OTHER_HOST = 'elders.example';
let otherSiteId: string;

beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2, storage });
  staffHeaders = (await staffSession(t, 'moderator')).headers;
  const [demo] = await t.database.db.update(sites).set({ autoApprovePhotos: false }).returning();
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...demo!, id: undefined, name: 'Elders', domain: OTHER_HOST, baseUrl: `https://${OTHER_HOST}` })
    .returning({ id: sites.id });
  otherSiteId = other!.id;
  await t.database.db.insert(siteDomains).values({ host: OTHER_HOST, siteId: otherSiteId });
  await t.app.services.sites.reload();
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

let members = 0;
/** A new member, logged in: on the demo site, or on the other site of the install. */
async function newMember(host = CLIENT_HEADERS.host) {
  const email = `rejected-photos-${++members}@example.com`;
  if (host === CLIENT_HEADERS.host) return { ...(await signupMember(t.app, newIp(), email)), host };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT_HEADERS, host },
    remoteAddress: newIp(),
    payload: { email, name: 'Els', date_of_birth: '1990-01-01', password: 'pw-123456' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: authCookie(res), id: res.json().id as string, host };
}
type Member = Awaited<ReturnType<typeof newMember>>;

function upload(member: Member, bytes: Buffer, headers: Record<string, string> = {}) {
  const { payload, headers: form } = multipart(bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { ...CLIENT_HEADERS, host: member.host, ...form, ...headers, cookie: member.cookie },
    payload,
    remoteAddress: newIp(),
  });
}

async function uploaded(member: Member, bytes: Buffer): Promise<string> {
  const res = await upload(member, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

const review = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/photo-review.php', headers: staffHeaders, payload });

async function reject(photoId: string, reason: string) {
  expect((await review({ id: photoId, decision: 'reject', reason })).statusCode).toBe(200);
}

/** Every stored photo folder, every file in it. */
const storedFiles = () => {
  const folder = join(root, 'photos');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : [];
};
const photoRows = async () => (await t.database.db.select({ id: photos.id }).from(photos)).map((row) => row.id).sort();
const remembered = () => t.database.db.select().from(rejectedPhotoHashes);

/** A photo with something in it, as a member's phone hands it over. */
const scene = (seed: number) => asJpeg(sceneSvg(seed));

describe('a photo rejected by a moderator', () => {
  it('is remembered by its perceptual hash with the reason, the photo and its site', async () => {
    const owner = await newMember(OTHER_HOST);
    const id = await uploaded(owner, await scene(1));
    await reject(id, 'copyrighted');
    const rows = (await remembered()).filter((row) => row.photoId === id);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        hashes: expect.any(Array),
        reason: 'copyrighted',
        photoId: id,
        siteId: otherSiteId,
        createdAt: expect.any(Date),
      },
    ]);
    expect(rows[0]!.hashes).toHaveLength(6);
    for (const hash of rows[0]!.hashes) expect(hash).toMatch(/^[01]{64}$/);
  });

  it.each([
    ['resized to 80%', 20, (photo: Buffer) => resized(photo, 0.8)],
    ['recompressed at quality 60', 21, (photo: Buffer) => recompressed(photo, 60)],
    ['cropped by 5%', 22, (photo: Buffer) => cropped(photo, 0.05, 'centre')],
    ['cropped by 5% off two edges', 23, (photo: Buffer) => cropped(photo, 0.05, 'corner')],
    [
      'cropped by 5%, resized to 80% and at quality 60',
      24,
      async (photo: Buffer) => resized(await cropped(photo, 0.05, 'centre'), 0.8, 60),
    ],
  ])(
    'uploaded again %s is refused with the same reason, to its member, another member and a member of another site; nothing is stored',
    async (_variant, seed, variantOf) => {
      const photo = await scene(seed);
      const owner = await newMember();
      await reject(await uploaded(owner, photo), 'not_the_member');
      const again = await variantOf(photo);
      const [files, rows] = [storedFiles(), await photoRows()];
      for (const member of [owner, await newMember(), await newMember(OTHER_HOST)]) {
        const res = await upload(member, again);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          statusCode: 422,
          code: 'photo_rejected_before',
          message: 'Deze foto is eerder afgekeurd: je staat er zelf niet op. Kies een andere foto.',
        });
      }
      expect(storedFiles()).toEqual(files);
      expect(await photoRows()).toEqual(rows);
    },
  );

  it("names the reason in the member's language", async () => {
    const photo = await cloudsJpeg(3);
    await reject(await uploaded(await newMember(), photo), 'nudity');
    const res = await upload(await newMember(), await resized(photo, 0.8), { 'accept-language': 'en' });
    expect([res.statusCode, res.json().message]).toEqual([
      422,
      'This photo was rejected before: nudity or sexual content. Please choose another photo.',
    ]);
  });

  it('lets unrelated photos through, demo portraits alike in shape among them', async () => {
    const member = await newMember();
    await reject(await uploaded(member, await asJpeg(demoPortraitSvg(4))), 'face_not_visible');
    expect((await upload(member, await asJpeg(demoPortraitSvg(5)))).statusCode).toBe(200);
    for (const photo of [await scene(5), await asJpeg(demoPortraitSvg(6)), await cloudsJpeg(7), await jpegWithGps()]) {
      const res = await upload(await newMember(), photo);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('is not remembered when featureless (one colour): such hashes are all alike', async () => {
    const member = await newMember();
    const before = (await remembered()).length;
    await reject(await uploaded(member, await jpegWithGps()), 'low_quality');
    expect((await remembered()).length).toBe(before);
    expect((await upload(await newMember(), await pngOf(400, 300))).statusCode).toBe(200);
    expect((await upload(member, await jpegWithGps())).statusCode).toBe(200);
  });
});

describe('a decision while the photo store is down', () => {
  it('is not taken (503, the photo still in review), so that no rejection goes unremembered; it is once the store is back', async () => {
    const photo = await scene(12);
    const id = await uploaded(await newMember(), photo);
    storage.down = true;
    const res = await review({ id, decision: 'reject', reason: 'nudity' }).finally(() => (storage.down = false));
    expect([res.statusCode, res.json().code]).toEqual([503, 'photo_storage_unavailable']);
    const [row] = await t.database.db.select({ status: photos.status }).from(photos).where(eq(photos.id, id));
    expect(row!.status).toBe('in_review');
    expect((await remembered()).filter((r) => r.photoId === id)).toEqual([]);
    await reject(id, 'nudity');
    expect((await upload(await newMember(), photo)).statusCode).toBe(422);
  });

  it('of a photo whose file is gone is taken, without remembering it', async () => {
    const id = await uploaded(await newMember(), await scene(13));
    const [row] = await t.database.db.select({ key: photos.storageKey }).from(photos).where(eq(photos.id, id));
    await storage.removePrefix(row!.key);
    await reject(id, 'nudity');
    expect((await remembered()).filter((r) => r.photoId === id)).toEqual([]);
  });
});

describe('approving a photo', () => {
  it('forgets a copy of it rejected before, and says so in its audit row', async () => {
    const photo = await scene(8);
    const member = await newMember();
    const [first, second] = [await uploaded(member, photo), await uploaded(member, await resized(photo, 0.9))];
    await reject(first, 'low_quality');
    expect((await upload(await newMember(), photo)).statusCode).toBe(422);
    expect((await review({ id: second, decision: 'approve' })).statusCode).toBe(200);
    expect((await remembered()).filter((row) => row.photoId === first)).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, second), eq(auditLog.action, 'photo.approved')));
    expect(audit!.after).toEqual({ status: 'active', member_id: member.id, forgotten_rejections: 1 });
    expect((await upload(await newMember(), photo)).statusCode).toBe(200);
  });

  it('forgets nothing else, and its audit row says nothing of it', async () => {
    const member = await newMember();
    const before = await remembered();
    const id = await uploaded(member, await scene(9));
    expect((await review({ id, decision: 'approve' })).statusCode).toBe(200);
    expect(await remembered()).toEqual(before);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audit!.after).toEqual({ status: 'active', member_id: member.id });
  });
});

describe('forgetting a rejected photo by hand', () => {
  const rejections = (memberId: string, headers = staffHeaders) =>
    t.app.inject({ method: 'GET', url: `/api/admin/rejected-photos.php?member_id=${memberId}`, headers });
  const forget = (payload: object, headers = staffHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/admin/rejected-photo-forget.php', headers, payload });

  it("lists the member's remembered rejections and forgets one, with its audit row: the photo is accepted again", async () => {
    const photo = await scene(40);
    const owner = await newMember();
    const photoId = await uploaded(owner, photo);
    await reject(photoId, 'not_a_person');
    expect((await upload(owner, photo)).statusCode).toBe(422);

    const listed = await rejections(owner.id);
    expect(listed.statusCode, listed.body).toBe(200);
    const [rejection] = listed.json().rejections;
    expect(listed.json().rejections).toHaveLength(1);
    expect(rejection).toEqual({
      id: expect.any(String),
      photo_id: photoId,
      thumb: expect.stringContaining(photoId),
      reason: 'not_a_person',
      hashes: expect.any(Array),
      created_at: expect.any(String),
    });
    const [row] = (await remembered()).filter((r) => r.photoId === photoId);
    // Each hash in hexadecimal, the photo's own first.
    expect(rejection.hashes).toEqual(row!.hashes.map((bits) => BigInt(`0b${bits}`).toString(16).padStart(16, '0')));
    for (const hash of rejection.hashes) expect(hash).toMatch(/^[0-9a-f]{16}$/);

    const res = await forget({ member_id: owner.id, rejection_id: rejection.id });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect((await remembered()).filter((r) => r.photoId === photoId)).toEqual([]);
    expect((await rejections(owner.id)).json()).toEqual({ rejections: [] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, photoId), eq(auditLog.action, 'photo.rejection_forgotten')));
    expect(audit).toMatchObject({
      objectType: 'photo',
      siteId: expect.any(String),
      before: { rejection_id: rejection.id, reason: 'not_a_person', hashes: rejection.hashes },
      after: { member_id: owner.id },
    });
    // The photo itself stays rejected; the same upload is accepted, by its member and by another.
    const [stored] = await t.database.db.select({ status: photos.status }).from(photos).where(eq(photos.id, photoId));
    expect(stored!.status).toBe('rejected');
    expect((await upload(owner, photo)).statusCode).toBe(200);
    expect((await upload(await newMember(), photo)).statusCode).toBe(200);
    // Forgotten once: a second time finds nothing.
    expect((await forget({ member_id: owner.id, rejection_id: rejection.id })).statusCode).toBe(404);
  });

  it("does not forget another member's rejection through a mismatched member id", async () => {
    const photo = await scene(41);
    const owner = await newMember();
    const other = await newMember();
    await reject(await uploaded(owner, photo), 'copyrighted');
    await reject(await uploaded(other, await scene(42)), 'copyrighted');
    const [ownersRejection] = (await rejections(owner.id)).json().rejections;
    const before = await remembered();
    const res = await forget({ member_id: other.id, rejection_id: ownersRejection.id });
    expect(res.statusCode).toBe(404);
    expect(await remembered()).toEqual(before);
    // Nor through an id that is none.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await forget({ member_id: owner.id, rejection_id: unknown })).statusCode).toBe(404);
    expect((await rejections(other.id)).json().rejections).toHaveLength(1);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'photo.rejection_forgotten')),
    ).not.toContainEqual(expect.objectContaining({ objectId: ownersRejection.photo_id }));
    expect((await upload(await newMember(), photo)).statusCode).toBe(422);
  });

  it('is for moderators and admins only: an operator is refused both', async () => {
    const operator = (await staffSession(t, 'operator')).headers;
    const owner = await newMember();
    await reject(await uploaded(owner, await scene(43)), 'other');
    const [rejection] = (await rejections(owner.id)).json().rejections;
    const list = await rejections(owner.id, operator);
    expect([list.statusCode, list.json().code]).toEqual([403, 'staff_forbidden']);
    const res = await forget({ member_id: owner.id, rejection_id: rejection.id }, operator);
    expect([res.statusCode, res.json().code]).toEqual([403, 'staff_forbidden']);
    expect((await rejections(owner.id)).json().rejections).toHaveLength(1);
  });
});

describe('the refusal', () => {
  it('names every reason in every language', () => {
    for (const language of LANGUAGES) {
      const tr = translator(language);
      for (const reason of PHOTO_REJECTION_REASONS) {
        const message = tr('errors.photo_rejected_before', { reason });
        expect(message, `${language} ${reason}`).toContain(tr(`notifications.rejection_reasons.${reason}`));
        expect(message).not.toMatch(/\$t\(|[{}]/);
      }
    }
  });
});
