import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { blocks, sites } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE } from '../visits/first-touch.ts';

/** /members comes with the answer to its first search request, and the first photos preloaded. */
let t: TestApp;
let webDir: string;
let demo: { cookie: string; id: string };
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  t = await createTestApp({}, { memberCount: 40, webDir });
  demo = await loginDemo(t.app, '203.0.113.77');
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(blocks);
  await t.database.db.update(sites).set({ loggedOutSearch: 'other', loggedOutSearchTrafficsource: 'other' });
  await t.app.services.sites.reload();
  await t.settled();
});

const page = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
const api = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) } });

const ELEMENT = new RegExp(`<script type="application/json" id="${PREFILLED_ANSWERS_ELEMENT_ID}">([^<]*)</script>`);
const prefilled = (html: string) => {
  const match = ELEMENT.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe('the first search page in the served /members', () => {
  it("holds what GET /api/members.php answers for the page's filters, keyed by the request the app makes", async () => {
    const html = (await page('/members?min_age=20&gender=female&max_age=70&country=NL')).body;
    const answers = prefilled(html);
    const key = '/api/members.php?country=NL&gender=female&max_age=70&min_age=20&page=1';
    expect(Object.keys(answers ?? {})).toEqual([key]);
    expect(answers![key]).toEqual((await api(key)).json());
    // The answer after the page's content, where it holds up no paint; the photos' preloads in the head.
    expect(html.indexOf(PREFILLED_ANSWERS_ELEMENT_ID)).toBeGreaterThan(html.indexOf('<body>'));
  });

  it("is the member's own page: without themselves and the members they blocked", async () => {
    const visitorPage = prefilled((await page('/members')).body)!['/api/members.php?page=1'] as {
      profiles: { id: string }[];
    };
    const blocked = visitorPage.profiles.find((card) => card.id !== demo.id)!.id;
    await t.database.db.insert(blocks).values({ blockerId: demo.id, blockedId: blocked });
    await t.settled();
    // The member's search starts from their looking-for (issue 39): the request the app makes for it.
    const { seeking_min_age, seeking_max_age } = (await api('/api/user.php', demo.cookie)).json().profile.looking_for;
    const answers = prefilled((await page('/members', demo.cookie)).body)!;
    const [[request, own]] = Object.entries(answers) as [[string, { profiles: { id: string }[] }]];
    expect(request).toContain(`min_age=${seeking_min_age}`);
    expect(request).toContain(`max_age=${seeking_max_age}`);
    const ids = own.profiles.map((card) => card.id);
    expect(ids).not.toContain(blocked);
    expect(ids).not.toContain(demo.id);
    expect(own).toEqual((await api(request, demo.cookie)).json());
  });

  it('preloads the first two cards’ photos as the cards ask for them', async () => {
    const html = (await page('/members')).body;
    const answer = prefilled(html)!['/api/members.php?page=1'] as { profiles: { photo: { thumb: string } | null }[] };
    const withPhotos = answer.profiles.filter((card) => card.photo);
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="([^"]+)"/g)];
    expect(preloads).toHaveLength(2);
    expect(preloads[0]![1]).toContain(`/media/${withPhotos[0]!.photo!.thumb} 200w`);
    expect(preloads[1]![1]).toContain(`/media/${withPhotos[1]!.photo!.thumb} 200w`);
  });

  it('holds nothing where the API would not answer, nor on other pages', async () => {
    await t.database.db
      .update(sites)
      .set({ loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'none' })
      .where(eq(sites.domain, 'localhost'));
    await t.app.services.sites.reload();
    expect(prefilled((await page('/members')).body)).toBeUndefined();
    expect(prefilled((await page('/members', demo.cookie)).body)).toBeDefined();
    for (const url of ['/members?min_age=abc', '/members?min_age=60&max_age=30', '/', '/members/x', '/likes']) {
      expect(prefilled((await page(url, demo.cookie)).body), url).toBeUndefined();
    }
  });

  it("reads the visitor's first touch as the API does: a source in the cookie opens the search for a source", async () => {
    await t.database.db
      .update(sites)
      .set({ loggedOutSearch: 'none', loggedOutSearchTrafficsource: 'other' })
      .where(eq(sites.domain, 'localhost'));
    await t.app.services.sites.reload();
    const [{ id: siteId }] = (await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.domain, 'localhost'))) as [{ id: string }];
    const firstTouch = `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify({ site: siteId, network: 'ads' }))}`;
    expect(prefilled((await page('/members')).body)).toBeUndefined();
    expect(prefilled((await page('/members?network=ads')).body)).toBeDefined();
    expect(prefilled((await page('/members', firstTouch)).body)).toBeDefined();
  });

  it('sorts as the URL says, as the app asks: newest unnamed, nearest never for a visitor (decision 033)', async () => {
    const keysOf = async (url: string, cookie?: string) => Object.keys(prefilled((await page(url, cookie)).body) ?? {});
    expect(await keysOf('/members?gender=&sort=last_active')).toEqual(['/api/members.php?page=1&sort=last_active']);
    expect(await keysOf('/members?gender=&sort=newest')).toEqual(['/api/members.php?page=1']);
    expect(await keysOf('/members?gender=&sort=nearest')).toEqual(['/api/members.php?page=1']);
    expect(await keysOf('/members?gender=&sort=sideways')).toEqual(['/api/members.php?page=1']);
    const [key] = await keysOf('/members?gender=&sort=last_active', demo.cookie);
    expect(key).toBe('/api/members.php?page=1&sort=last_active');
    expect(prefilled((await page('/members?gender=&sort=last_active', demo.cookie)).body)![key!]).toEqual(
      (await api(key!, demo.cookie)).json(),
    );
  });

  it('cannot be broken out of by a hostile tracking value', async () => {
    const html = (await page('/members?ref=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(Object.keys(prefilled(html)!)).toEqual([
      '/api/members.php?page=1&ref=%3C%2Fscript%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
    ]);
  });
});

describe('the first search page of a niche’s site (decision 032)', () => {
  it('is the search the web asks where the URL names no filter: from the niche’s gender and ages', async () => {
    await t.database.db.update(sites).set({ niche: 6, searchFields: ['gender', 'min_age', 'max_age'] });
    await t.app.services.sites.reload();
    try {
      const answers = prefilled((await page('/members?ref=r1')).body);
      const key = '/api/members.php?gender=female&max_age=55&min_age=35&page=1&ref=r1';
      expect(Object.keys(answers ?? {})).toEqual([key]);
      expect(answers![key]).toEqual((await api(key)).json());
      // A URL that names a filter, even empty, is the member's own search.
      expect(Object.keys(prefilled((await page('/members?gender=')).body) ?? {})).toEqual(['/api/members.php?page=1']);
    } finally {
      await t.database.db
        .update(sites)
        .set({ niche: 1, searchFields: ['gender', 'country', 'region', 'min_age', 'max_age'] });
      await t.app.services.sites.reload();
    }
  });
});
