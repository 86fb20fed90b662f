import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photos, profiles, sites, users } from '../../db/schema/index.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDir: string;
let member: { id: string; name: string; photoId: string };
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body></body></html>');
  t = await createTestApp({}, { memberCount: 3, webDir });
  const [row] = await t.database.db.select().from(profiles).where(isNotNull(profiles.mainPhotoId)).limit(1);
  member = { id: row!.userId, name: row!.name, photoId: row!.mainPhotoId! };
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.update(users).set({ invisible: false });
  await t.database.db.update(photos).set({ status: 'active', visibility: 'public' });
  await t.database.db.update(sites).set({ loggedOutSearch: 'other' });
  await t.app.services.sites.reload();
});

const page = async (path: string, headers: Record<string, string> = {}, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });
  expect(res.statusCode).toBe(status);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const meta = (property: string) => /content="([^"]*)"/.exec(head.split(`property="${property}"`)[1] ?? '')?.[1];
  return { head, title: meta('og:title'), image: meta('og:image') };
};

describe('what a shared link shows (Open Graph)', () => {
  it("shows the site's title and description on every page", async () => {
    const [site] = await t.database.db.select().from(sites);
    const home = await page('/');
    expect(home.title).toBe(`${site!.indexTitle} · ${site!.name}`);
    expect(home.head).toContain('name="description"');
    expect(home.image).toBeUndefined();
  });

  it("shows a member's name, age and active public main photo on their profile", async () => {
    for (const path of [`/members/${member.id}`, `/likes/m/${member.id}`]) {
      const shared = await page(path);
      expect(shared.title).toMatch(new RegExp(`^${member.name}, \\d+ · `));
      expect(shared.image).toBe(`http://localhost:3000/media/${member.photoId}/profile.jpg`);
    }
  });

  it("takes the image's address from the site's base URL, never from the request's host", async () => {
    await t.database.db.update(sites).set({ baseUrl: 'https://dating.example' });
    await t.app.services.sites.reload();
    const shared = await page(`/members/${member.id}`, { host: '127.0.0.1:8080' });
    expect(shared.image).toBe(`https://dating.example/media/${member.photoId}/profile.jpg`);
    const poisoned = await page(`/members/${member.id}`, { host: 'localhost:@evil.example' });
    expect(poisoned.head).not.toContain('evil.example');
    expect(poisoned.image).toBeUndefined();
    await t.database.db.update(sites).set({ baseUrl: 'http://localhost:3000' });
  });

  it.each([
    ['in review', { status: 'in_review' as const }],
    ['private', { visibility: 'private' as const }],
    ['deleted', { status: 'deleted' as const }],
  ])('never shows a main photo that is %s', async (_, change) => {
    await t.database.db.update(photos).set(change).where(eq(photos.id, member.photoId));
    const shared = await page(`/members/${member.id}`);
    expect(shared.title).toContain(member.name);
    expect(shared.image).toBeUndefined();
  });

  it('shows nothing of a member who is invisible, or whom visitors may not see', async () => {
    const [site] = await t.database.db.select().from(sites);
    await t.database.db.update(users).set({ invisible: true }).where(eq(users.id, member.id));
    expect(await page(`/members/${member.id}`, {}, 404)).toMatchObject({
      title: `Pagina niet gevonden · ${site!.name}`,
      image: undefined,
    });
    await t.database.db.update(users).set({ invisible: false });
    await t.database.db.update(sites).set({ loggedOutSearch: 'none' });
    await t.app.services.sites.reload();
    expect(await page(`/members/${member.id}`)).toMatchObject({ title: `Profiel · ${site!.name}`, image: undefined });
  });

  it('escapes what members write', async () => {
    await t.database.db.update(profiles).set({ name: '"/><script>x</script>' }).where(eq(profiles.userId, member.id));
    const shared = await page(`/members/${member.id}`);
    expect(shared.head).not.toContain('<script>');
    expect(shared.title).toMatch(/^&quot;\/&gt;&lt;script&gt;/);
    await t.database.db.update(profiles).set({ name: member.name }).where(eq(profiles.userId, member.id));
  });
});
