import { eq } from 'drizzle-orm';
import { photos, profiles, users } from '../db/schema/index.ts';
import type { TestApp } from './test-app.ts';

type PhotoState = { status: 'in_review' | 'active' | 'rejected' | 'deleted'; visibility: 'public' | 'private' };

/** A member to store for showcase tests: photo states (the first the main photo unless `noMain`), facts, profile. */
export interface ShowcaseFixture {
  photos?: readonly PhotoState[];
  noMain?: boolean;
  fictional?: boolean;
  invisible?: boolean;
  deleted?: boolean;
  profileDisabled?: boolean;
  /** Whether the member agreed to be shown to visitors (users.in_showcase); yes unless told. */
  inShowcase?: boolean;
  gender?: 'male' | 'female';
  age?: number;
  city?: string;
  region?: string;
  interests?: readonly string[];
  /** Days before today the member signed up: showcases list the newest first. */
  signedUpDaysAgo?: number;
}

export const PUBLIC_ACTIVE: PhotoState = { status: 'active', visibility: 'public' };

/** The member stored on `siteId`, with the ids of its photos (in the fixture's order). */
export async function storeShowcaseMember(t: TestApp, siteId: string, name: string, fixture: ShowcaseFixture) {
  const { db } = t.database;
  const today = t.now();
  const signupDate = new Date(today.getTime() - (fixture.signedUpDaysAgo ?? 0) * 86_400_000);
  const [user] = await db
    .insert(users)
    .values({
      siteId,
      email: `${crypto.randomUUID()}@example.com`,
      passwordHash: 'x',
      language: 'nl-NL',
      status: fixture.deleted ? 'deleted' : 'confirmed',
      invisible: fixture.invisible ?? false,
      fictional: fixture.fictional ?? false,
      inShowcase: fixture.inShowcase ?? true,
      signupDate,
    })
    .returning({ id: users.id });
  const id = user!.id;
  const born = new Date(Date.UTC(today.getUTCFullYear() - (fixture.age ?? 30), 0, 1)).toISOString().slice(0, 10);
  await db.insert(profiles).values({
    userId: id,
    siteId,
    name,
    dateOfBirth: born,
    country: 'NL',
    gender: fixture.gender ?? 'female',
    city: fixture.city ?? null,
    region: fixture.region ?? null,
    interests: [...(fixture.interests ?? [])],
    signupDate,
    status: fixture.profileDisabled ? 'disabled' : 'active',
  });
  const photoIds: string[] = [];
  for (const photo of fixture.photos ?? []) {
    const [row] = await db
      .insert(photos)
      .values({ ...photo, userId: id, storageKey: `k-${name}`, width: 640, height: 640 })
      .returning({ id: photos.id });
    photoIds.push(row!.id);
  }
  if (photoIds[0] && !fixture.noMain) {
    await db.update(profiles).set({ mainPhotoId: photoIds[0] }).where(eq(profiles.userId, id));
  }
  return { id, name, photoIds };
}
