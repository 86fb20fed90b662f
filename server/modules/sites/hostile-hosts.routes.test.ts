import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDomains, sites, users } from '../../db/schema/index.ts';
import { drawnRootOf, drawnWebBuild } from '../../test/drawn-web-build.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Hostile Host and X-Forwarded-Host headers (behind a trusted proxy, which the forwarded host then names the site by)
 * on the showcase, robots.txt, sitemap.xml and a drawn lander: addresses always on the site's configured domain; a
 * host no site serves gets nothing of any site (robots disallow all, no sitemap, unknown_site, an empty app shell).
 */
let t: TestApp;
let web: ReturnType<typeof drawnWebBuild>;
const BASE = 'https://dating.example';
const OTHER_HOST = 'other.example';
const EVIL = 'evil.example';
let ours: string;
let theirs: string;

beforeAll(async () => {
  web = drawnWebBuild();
  t = await createTestApp({ TRUST_PROXY: { hops: 1 }, READ_LIMITS: 'off' }, { memberCount: 1, webDir: web.webDir });
  const [demo] = await t.database.db.update(sites).set({ baseUrl: BASE }).returning();
  await t.database.db.delete(users).where(eq(users.siteId, demo!.id));
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...demo!, id: undefined, domain: OTHER_HOST, baseUrl: `https://${OTHER_HOST}` })
    .returning({ id: sites.id });
  await t.database.db.insert(siteDomains).values({ host: OTHER_HOST, siteId: other!.id });
  ours = (await storeShowcaseMember(t, demo!.id, 'Ours', { photos: [PUBLIC_ACTIVE] })).id;
  theirs = (await storeShowcaseMember(t, other!.id, 'Theirs', { photos: [PUBLIC_ACTIVE] })).id;
  await t.app.services.sites.reload();
  await t.settled();
});
afterAll(async () => {
  await t.close();
  web.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0', ...headers } });

/** Headers that name no site: a host of no one, forged ports and userinfo, a forwarded host of no one. */
const NO_SITE: Record<string, string>[] = [
  { host: EVIL },
  { host: 'localhost', 'x-forwarded-host': EVIL },
  { host: 'localhost:@evil.example' },
  { host: 'localhost@evil.example' },
  { host: 'localhost\u0000.evil.example' },
  { host: '*' },
];

describe('a host no site serves', () => {
  it.each(NO_SITE)('gets nothing of any site: %o', async (headers) => {
    const robots = await get('/robots.txt', headers);
    expect([robots.statusCode, robots.body]).toEqual([200, 'User-agent: *\nDisallow: /\n']);
    expect((await get('/sitemap.xml', headers)).statusCode).toBe(404);
    const showcase = await get('/api/showcase.php', { ...headers, accept: 'application/json' });
    expect([showcase.statusCode, showcase.json().code]).toEqual([404, 'unknown_site']);
    for (const path of ['/landers/gallery', '/', '/landers/video/amsterdam']) {
      const page = await get(`${path}?network=evil`, headers);
      expect([path, page.statusCode, drawnRootOf(page.body)]).toEqual([path, 200, '']);
      for (const leak of [ours, theirs, 'Ours', 'Theirs', BASE, OTHER_HOST, EVIL, 'at ']) {
        expect([path, leak, page.body.includes(leak)]).toEqual([path, leak, false]);
      }
      expect(page.cookies.map((cookie) => cookie.name)).toEqual([]);
    }
  });
});

describe("a site's host, with hostile headers beside it", () => {
  it.each([
    [{ host: 'localhost' }],
    [{ host: 'LOCALHOST:80' }],
    [{ host: 'localhost:99999' }],
    // The trusted proxy's own entry is the last one: whatever the client wrote before it is not.
    [{ host: EVIL, 'x-forwarded-host': `${EVIL}, localhost` }],
    [{ host: EVIL, 'x-forwarded-host': 'localhost' }],
    [{ host: 'localhost', 'x-forwarded-for': '1.2.3.4', forwarded: `host=${EVIL}` }],
  ])('answers the site on its configured domain: %o', async (headers) => {
    const robots = await get('/robots.txt', headers);
    expect(robots.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const sitemap = await get('/sitemap.xml', headers);
    const locs = [...sitemap.body.matchAll(/(?:loc>|href=")(https?:\/\/[^/<"]+)/g)].map(([, origin]) => origin);
    expect(new Set(locs)).toEqual(new Set([BASE]));
    const showcase = (await get('/api/showcase.php', { ...headers, accept: 'application/json' })).json();
    expect(showcase.profiles.map((p: { id: string }) => p.id)).toEqual([ours]);
    const lander = await get('/landers/gallery/amsterdam?network=n', headers);
    expect(drawnRootOf(lander.body)).toBe(
      '<ul data-drawn="https://localhost/landers/gallery/amsterdam"><li>Ours</li></ul>',
    );
    const canonical = /rel="canonical" href="([^"]*)"/.exec(lander.body)?.[1];
    expect(canonical).toBe(`${BASE}/landers/gallery/amsterdam`);
    expect(lander.body).not.toContain(EVIL);
    expect(lander.body).not.toContain(theirs);
  });

  it("answers another site's host with that site alone, on its own domain, never mixing the two", async () => {
    const headers = { host: 'localhost', 'x-forwarded-host': OTHER_HOST };
    const showcase = (await get('/api/showcase.php', { ...headers, accept: 'application/json' })).json();
    expect(showcase.profiles.map((p: { id: string }) => p.id)).toEqual([theirs]);
    const lander = await get('/landers/gallery', headers);
    expect(drawnRootOf(lander.body)).toBe(
      `<ul data-drawn="https://${OTHER_HOST}/landers/gallery"><li>Theirs</li></ul>`,
    );
    expect(lander.body).not.toContain(BASE);
    expect((await get('/robots.txt', headers)).body).toContain(`Sitemap: https://${OTHER_HOST}/sitemap.xml`);
  });
});
