import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { photos, profiles, users } from '../../db/schema/index.ts';
import { drawnRootOf, drawnWebBuild } from '../../test/drawn-web-build.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app.ts';

/**
 * Two instances on one database (on PostgreSQL each with its own connections), each keeping showcase answers and
 * drawn landers a minute: a member hidden, deleted or disabled, a main photo rejected, made private or back in review
 * leaves the showcase and the drawn landers of both once each has heard the change, and within the minute on an
 * instance that heard nothing; a member made fictional shows with the badge; no other photo ever shows.
 */
let t: TestApp;
let web: ReturnType<typeof drawnWebBuild>;
let secondDatabase: Database;
let second: FastifyInstance;
let siteId: string;
const members: Record<string, { id: string; photoIds: string[] }> = {};

/** A change that takes a member off the showcase: named after the member it changes. */
const HIDING: Record<string, (member: { id: string; photoIds: string[] }) => Promise<unknown>> = {
  Invisible: ({ id }) => t.database.db.update(users).set({ invisible: true }).where(eq(users.id, id)),
  Deleted: ({ id }) => t.database.db.update(users).set({ status: 'deleted' }).where(eq(users.id, id)),
  Disabled: ({ id }) => t.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.userId, id)),
  Rejected: ({ photoIds }) =>
    t.database.db.update(photos).set({ status: 'rejected' }).where(eq(photos.id, photoIds[0]!)),
  Private: ({ photoIds }) =>
    t.database.db.update(photos).set({ visibility: 'private' }).where(eq(photos.id, photoIds[0]!)),
  Reviewed: ({ photoIds }) =>
    t.database.db.update(photos).set({ status: 'in_review' }).where(eq(photos.id, photoIds[0]!)),
  Unmained: ({ id }) => t.database.db.update(profiles).set({ mainPhotoId: null }).where(eq(profiles.userId, id)),
};

beforeAll(async () => {
  web = drawnWebBuild();
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir: web.webDir });
  const { url } = t.database;
  secondDatabase = url ? openDatabase({ url }) : t.database;
  second = await secondInstance(t, { database: secondDatabase, webDir: web.webDir, env: { READ_LIMITS: 'off' } });
  siteId = t.app.services.sites.find('localhost')!.site.id;
  await t.database.db.delete(users).where(eq(users.siteId, siteId));
  for (const name of ['Stays', 'Turns', 'Quiet', ...Object.keys(HIDING)]) {
    const fixture = {
      photos: [PUBLIC_ACTIVE, { status: 'active', visibility: 'private' } as const],
      city: 'Amsterdam',
    };
    members[name] = await storeShowcaseMember(t, siteId, name, fixture);
  }
  await heardOnBoth();
});
afterAll(async () => {
  await second.close();
  if (secondDatabase !== t.database) await secondDatabase.close();
  await t.close();
  web.close();
});

async function heardOnBoth() {
  await t.settled();
  await second.services.memberChanges.settled();
}
const instances = () =>
  [
    ['first', t.app],
    ['second', second],
  ] as const;
const showcaseOn = async (app: FastifyInstance, slug = ''): Promise<ShowcaseResponse> =>
  (await app.inject({ url: `/api/showcase.php${slug && `?slug=${slug}`}`, headers: { host: 'localhost' } })).json();
const landerOn = async (app: FastifyInstance, path: string) =>
  drawnRootOf(
    (
      await app.inject({
        url: path,
        headers: { host: 'localhost', accept: 'text/html', 'user-agent': 'Mozilla/5.0' },
      })
    ).body,
  );
/** What the showcase and the drawn landers of an instance show: names, and every photo and fictional mark. */
async function shownOn(app: FastifyInstance) {
  const answers = [await showcaseOn(app), await showcaseOn(app, 'amsterdam')];
  const landers = [await landerOn(app, '/landers/gallery'), await landerOn(app, '/landers/video/amsterdam')];
  return {
    names: answers.map((answer) => answer.profiles.map((p) => p.name).sort()),
    landers,
    photos: answers.flatMap((answer) => answer.profiles.map((p) => [p.name, p.photo.thumb, p.photo.profile])),
    fictional: answers.flatMap((answer) => answer.profiles.filter((p) => p.fictional).map((p) => p.name)),
  };
}
/** Each shown member's public main photo only, whatever else they have. */
const mainPhotosOf = (names: string[]) =>
  names.map((name) => {
    const main = members[name]!.photoIds[0];
    return [name, `${main}/thumb.jpg`, `${main}/profile.jpg`];
  });

describe('a member leaving the landers, with two instances', () => {
  it('is gone from the showcase and the drawn landers of both once they heard it', async () => {
    const everyone = Object.keys(members).sort();
    for (const [, app] of instances()) {
      const shown = await shownOn(app);
      expect(shown.names).toEqual([everyone, everyone]);
      for (const name of everyone) expect(shown.landers.every((root) => root?.includes(`<li>${name}</li>`))).toBe(true);
    }
    for (const [name, hide] of Object.entries(HIDING)) await hide(members[name]!);
    await t.database.db.update(users).set({ fictional: true }).where(eq(users.id, members.Turns!.id));
    await heardOnBoth();
    const left = ['Quiet', 'Stays', 'Turns'];
    for (const [instance, app] of instances()) {
      const shown = await shownOn(app);
      expect([instance, shown.names]).toEqual([instance, [left, left]]);
      for (const name of Object.keys(HIDING)) {
        expect([instance, name, shown.landers.some((root) => root?.includes(name))]).toEqual([instance, name, false]);
      }
      expect([instance, shown.fictional]).toEqual([instance, ['Turns', 'Turns']]);
      expect(shown.photos.sort()).toEqual([...mainPhotosOf(left), ...mainPhotosOf(left)].sort());
    }
  });

  it('is gone within the minute from an instance that heard nothing', async () => {
    expect((await shownOn(t.app)).names[0]).toContain('Quiet');
    // A change no instance hears: the member_changed triggers off for it (users', and that of the profile's
    // `searchable`, which follows).
    const triggers = (toggle: 'enable' | 'disable') =>
      Promise.all(
        ['users', 'profiles'].map((table) =>
          t.database.db.execute(sql.raw(`alter table ${table} ${toggle} trigger ${table}_member_changed`)),
        ),
      );
    await triggers('disable');
    try {
      await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, members.Quiet!.id));
    } finally {
      await triggers('enable');
    }
    await heardOnBoth();
    t.advance(59_000);
    expect((await shownOn(t.app)).names[0]).toContain('Quiet');
    t.advance(2_000);
    const shown = await shownOn(t.app);
    expect(shown.names).toEqual([
      ['Stays', 'Turns'],
      ['Stays', 'Turns'],
    ]);
    expect(shown.landers.some((root) => root?.includes('Quiet'))).toBe(false);
  });
});
