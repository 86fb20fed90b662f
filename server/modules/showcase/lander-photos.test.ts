import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { FIRST_SCREEN_MODULE } from '../../../shared/first-screen.ts';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { users } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';

/**
 * The served page of every lander, drawn with the web app's own renderer (web/src/first-screen.tsx, in place of its
 * build), shows no photo but the active public main photos of members whom visitors may see, in its HTML and in its
 * prefilled JSON; every fictional member shown carries the fictional badge.
 */
let t: TestApp;
let dir: string;
const allowed = new Set<string>();
const forbidden = new Set<string>();
/** The main photos of the fictional members. */
const fictionalPhotos = new Set<string>();
const hiddenNames = ['Prive', 'Review', 'Afgewezen', 'Onzichtbaar', 'Uitgezet'];

const LANDER_URLS = PAGE_ROUTES.filter((route) => route.name.startsWith('landers-')).flatMap((route) =>
  route.path.endsWith('/:slug?')
    ? [route.path.replace('/:slug?', ''), route.path.replace(':slug?', 'amsterdam')]
    : [route.path],
);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dating-lander-photos-'));
  const webDir = join(dir, 'web');
  mkdirSync(webDir);
  writeFileSync(
    join(webDir, 'index.html'),
    '<html lang="nl"><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  const modulePath = join(webDir, FIRST_SCREEN_MODULE);
  mkdirSync(join(modulePath, '..'), { recursive: true });
  const renderer = resolve(import.meta.dirname, '../../../web/src/first-screen.tsx');
  writeFileSync(modulePath, `export { renderFirstScreen } from ${JSON.stringify(renderer)};`);
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir });
  const siteId = t.app.services.sites.find('localhost')!.site.id;
  await t.database.db.delete(users).where(eq(users.siteId, siteId));
  const store = (name: string, fixture: Parameters<typeof storeShowcaseMember>[3]) =>
    storeShowcaseMember(t, siteId, name, fixture);
  for (const [name, fixture] of [
    ['Echt', { photos: [PUBLIC_ACTIVE, { status: 'active', visibility: 'private' }], city: 'Amsterdam' }],
    ['Fictief1', { photos: [PUBLIC_ACTIVE, { status: 'in_review', visibility: 'public' }], fictional: true }],
    ['Fictief2', { photos: [PUBLIC_ACTIVE], fictional: true, city: 'Amsterdam' }],
  ] as const) {
    const { photoIds } = await store(name, fixture);
    allowed.add(photoIds[0]!);
    if (name.startsWith('Fictief')) fictionalPhotos.add(photoIds[0]!);
    for (const id of photoIds.slice(1)) forbidden.add(id);
  }
  for (const [name, fixture] of [
    ['Prive', { photos: [{ status: 'active', visibility: 'private' }] }],
    ['Review', { photos: [{ status: 'in_review', visibility: 'public' }] }],
    ['Afgewezen', { photos: [{ status: 'rejected', visibility: 'public' }] }],
    ['Onzichtbaar', { photos: [PUBLIC_ACTIVE], invisible: true }],
    ['Uitgezet', { photos: [PUBLIC_ACTIVE], profileDisabled: true }],
  ] as const) {
    for (const id of (await store(name, fixture)).photoIds) forbidden.add(id);
  }
  await t.settled();
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The ids in the page's photo addresses (`/media/<photo id>/<size>.jpg`). */
const photoIdsIn = (text: string) =>
  new Set([...text.matchAll(new RegExp(`/media/(${UUID.source})/`, 'g'))].map((match) => match[1]!));

describe("every lander's served page", () => {
  it.each(LANDER_URLS)('%s shows only active public main photos, fictional members badged', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(res.body)![1]!;
    const prefilled = new RegExp(`id="${PREFILLED_ANSWERS_ELEMENT_ID}">(.*?)</script>`).exec(res.body)![1]!;
    // Drawn, with the members in it.
    expect(photoIdsIn(root).size).toBeGreaterThan(0);
    expect([...photoIdsIn(res.body)].every((id) => allowed.has(id))).toBe(true);
    const ids = new Set(res.body.match(UUID));
    expect([...forbidden].filter((id) => ids.has(id))).toEqual([]);
    expect(prefilled).toContain('"fictional":true');
    for (const name of hiddenNames)
      expect([name, root.includes(name) || prefilled.includes(name)]).toEqual([name, false]);
    // Each fictional member shown carries the badge: at least as many badges as fictional members whose photo is drawn.
    const fictionalShown = [...photoIdsIn(root)].filter((id) => fictionalPhotos.has(id));
    expect(fictionalShown.length).toBeGreaterThan(0);
    expect(root.match(/badge[^>]*>Fictief</g)?.length ?? 0).toBeGreaterThanOrEqual(fictionalShown.length);
  });
});
