import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { hash } from '@node-rs/argon2';
import type { Database, Db } from '../client.ts';
import { encodePhoto } from '../../lib/images.ts';
import type { Emit } from '../../events/domain-events.ts';
import { grant } from '../../modules/credits/credits.ts';
import type { FileStorage } from '../../lib/storage.ts';
import {
  companies,
  creditBundles,
  discountCodes,
  gifts,
  likes,
  photos,
  profiles,
  siteDomains,
  sites,
  users,
} from '../schema/index.ts';
import {
  DEMO_BASE_URL,
  DEMO_BUNDLES,
  DEMO_COMPANY,
  DEMO_DISCOUNT_CODES,
  DEMO_GIFTS,
  DEMO_HOSTS,
  DEMO_LOGIN,
  DEMO_SITE,
} from './demo-site.ts';
import { audienceOf } from '../../../shared/niches.ts';
import { type DemoMember, demoMember } from './demo-members.ts';
import { portraitSvg } from './portrait.ts';
import { seededRandom } from './random.ts';

/** The seed runs before any instance listens: the credits it grants are told to nobody. */
const unheard: Emit = () => {};

export const DEMO_MEMBER_COUNT = 300;
const PHOTO_CONCURRENCY = 4;

interface Seeded {
  member: DemoMember;
  userId: string;
  photo: { id: string; width: number; height: number; storageKey: string };
}

/**
 * Renders a member's portrait once (to pixels, which every size is made from) and stores every size; returns the
 * photo row to insert.
 */
async function storePortrait(storage: FileStorage, svg: string): Promise<Seeded['photo']> {
  const id = randomUUID();
  const storageKey = `photos/${id}`;
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const encoded = await encodePhoto(data, { effort: 'quick', raw: info });
  await Promise.all([...encoded.files].map(([name, bytes]) => storage.put(`${storageKey}/${name}`, bytes)));
  return { id, width: encoded.width, height: encoded.height, storageKey };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function hasData(db: Db): Promise<boolean> {
  return (await db.$count(sites)) > 0 || (await db.$count(users)) > 0;
}

/**
 * Fills an empty database with the demo site for localhost, of the niche asked (1–7, DEMO_NICHE; decision 032), and
 * DEMO_MEMBER_COUNT varied members fitting it, with generated photos. Does nothing on a database that already has
 * data; everything is inserted in one transaction.
 */
export async function seedDemoData(
  db: Db,
  storage: FileStorage,
  { memberCount = DEMO_MEMBER_COUNT, now = new Date(), baseUrl = DEMO_BASE_URL, niche = 1 } = {},
): Promise<{ seeded: boolean; login: typeof DEMO_LOGIN }> {
  if (await hasData(db)) return { seeded: false, login: DEMO_LOGIN };
  const random = seededRandom(20261121);
  const audience = audienceOf(niche);
  const members = Array.from({ length: memberCount }, (_, i) => demoMember(random, i, now, audience));
  const demo: DemoMember = {
    ...members[0]!,
    email: DEMO_LOGIN.email,
    name: 'Demo',
    fictional: false,
    paidUser: false,
  };
  members[0] = demo;
  const seeded: Seeded[] = await mapLimited(members, PHOTO_CONCURRENCY, async (member) => ({
    member,
    userId: randomUUID(),
    photo: await storePortrait(storage, portraitSvg(random, member.gender, member.hairColour)),
  }));
  const demoHash = await hash(DEMO_LOGIN.password);
  const lockedHash = await hash(randomBytes(32).toString('base64url'));

  const removePhotos = () => Promise.all(seeded.map(({ photo }) => storage.removePrefix(photo.storageKey)));
  const inserted = await db
    .transaction(async (tx) => {
      if (await hasData(tx)) return false;
      await insertDemoRows(tx, seeded, { demo, demoHash, lockedHash, now, baseUrl, niche });
      return true;
    })
    .catch(async (error: unknown) => {
      await removePhotos();
      throw error;
    });
  if (!inserted) await removePhotos();
  return { seeded: inserted, login: DEMO_LOGIN };
}

/**
 * The demo seed as a starting server runs it: under the demo-seed lock, the "already seeded?" check inside, so that
 * of several instances started at once on one database one seeds and the others find it done (and render nothing).
 */
export function seedDemoOnce(
  database: Database,
  storage: FileStorage,
  options: Parameters<typeof seedDemoData>[2] = {},
): ReturnType<typeof seedDemoData> {
  return database.exclusively('demoSeed', () => seedDemoData(database.db, storage, options));
}

/** Members who have liked the demo member, unseen, so that likes and the new-like modal have something to show. */
const DEMO_LIKES = 6;

interface DemoRowsInput {
  demo: DemoMember;
  demoHash: string;
  lockedHash: string;
  now: Date;
  baseUrl: string;
  niche: number;
}

async function insertDemoRows(
  tx: Db,
  seeded: Seeded[],
  { demo, demoHash, lockedHash, now, baseUrl, niche }: DemoRowsInput,
): Promise<void> {
  const [company] = await tx.insert(companies).values(DEMO_COMPANY).returning({ id: companies.id });
  // A niche of a body type searches by it (its default search starts there: shared/niches.ts nicheSearchDefaults).
  const searchFields = [...DEMO_SITE.searchFields!, ...(audienceOf(niche).bodyType ? ['body_type'] : [])];
  const [site] = await tx
    .insert(sites)
    .values({ ...DEMO_SITE, niche, searchFields, baseUrl, companyId: company!.id })
    .returning({ id: sites.id });
  const siteId = site!.id;
  await tx.insert(siteDomains).values(DEMO_HOSTS.map((host) => ({ host, siteId })));
  await tx.insert(gifts).values(DEMO_GIFTS.map((gift, position) => ({ ...gift, siteId, position })));
  await tx.insert(creditBundles).values(DEMO_BUNDLES.map((bundle, position) => ({ ...bundle, siteId, position })));
  await tx.insert(discountCodes).values(DEMO_DISCOUNT_CODES.map((code) => ({ ...code, siteId })));
  const credits = (m: DemoMember) => (m.paidUser ? 50 : DEMO_SITE.signupCredits);
  await tx.insert(users).values(
    seeded.map(({ member: m, userId }) => ({
      id: userId,
      siteId,
      email: m.email,
      passwordHash: m === demo ? demoHash : lockedHash,
      status: 'confirmed' as const,
      paidUser: m.paidUser,
      language: 'nl',
      fictional: m.fictional,
      // The demo's members agreed to be shown to visitors (decision 035); a real member chooses it in the settings.
      inShowcase: true,
      signupDate: new Date(now.getTime() - m.signupDaysAgo * 86_400_000),
    })),
  );
  for (const { member: m, userId } of seeded) {
    await grant(tx, unheard, userId, credits(m), m.paidUser ? 'purchase' : 'signup', 'demo-seed');
  }
  await tx.insert(photos).values(
    seeded.map(({ userId, photo }) => ({
      ...photo,
      userId,
      status: 'active' as const,
      visibility: 'public' as const,
    })),
  );
  await tx.insert(profiles).values(
    seeded.map(({ member: m, userId, photo }) => ({
      userId,
      siteId,
      name: m.name,
      status: 'active' as const,
      gender: m.gender,
      sexuality: m.sexuality,
      dateOfBirth: m.dateOfBirth,
      country: m.country,
      region: m.region,
      city: m.city,
      latitude: m.latitude,
      longitude: m.longitude,
      about: m.about,
      interests: m.interests,
      hairColour: m.hairColour,
      eyeColour: m.eyeColour,
      bodyType: m.bodyType,
      relationshipStatus: m.relationshipStatus,
      tattoos: m.tattoos,
      notes: m.notes,
      mainPhotoId: photo.id,
    })),
  );
  const demoId = seeded.find(({ member }) => member === demo)!.userId;
  // Fictional profiles first: the new-like modal draws only on them.
  const others = seeded.filter(({ member }) => member !== demo);
  const likers = [
    ...others.filter(({ member }) => member.fictional),
    ...others.filter(({ member }) => !member.fictional),
  ].slice(0, DEMO_LIKES);
  if (likers.length === 0) return;
  await tx.insert(likes).values(
    likers.map(({ userId }, i) => ({
      likerId: userId,
      likedId: demoId,
      createdAt: new Date(now.getTime() - i * 3_600_000),
    })),
  );
}
