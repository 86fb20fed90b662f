import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDomains, sites, trafficVisits } from '../../db/schema/index.ts';
import { CLIENT_HEADERS } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE, VISIT_COOKIE } from './first-touch.ts';

/** The first touch's cookie and the visits per source, on the served pages and GET /api/settings.php. */
let t: TestApp;
let webDir: string;
let siteId: string;
let otherSiteId: string;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  t = await createTestApp({ TRUST_PROXY: { hops: 1 } }, { memberCount: 2, webDir });
  const [demo] = await t.database.db.select().from(sites).limit(1);
  siteId = demo!.id;
  const [other] = await t.database.db
    .insert(sites)
    .values({ ...demo!, id: undefined, domain: 'other.example', baseUrl: 'https://other.example' })
    .returning({ id: sites.id });
  otherSiteId = other!.id;
  await t.database.db.insert(siteDomains).values({ host: 'other.example', siteId: otherSiteId });
  await t.app.services.sites.reload();
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});
beforeEach(() => t.database.db.delete(trafficVisits));

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', accept: 'text/html', ...headers } });
const settings = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/settings.php?${query}`, headers: { ...CLIENT_HEADERS, ...headers } });
const trackingCookieOf = <Cookie extends { name: string }>(res: { cookies: Cookie[] }) =>
  res.cookies.find((cookie) => cookie.name === TRACKING_COOKIE);
const cookieHeader = (site: string, values: object) =>
  `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify({ site, ...values }))}`;
const visits = async () =>
  (await t.database.db.select().from(trafficVisits)).map(({ siteId: site, source, visits: count }) => ({
    site,
    source,
    count,
  }));

describe('the first touch', () => {
  it('is kept from a landing URL for 30 days, HttpOnly and SameSite=Lax, with its site, and counted once', async () => {
    const res = await page('/landers/gallery/amsterdam?network=adnet&ref=r1&sub1=a&sub2=b&sub3=c&other=x');
    expect(res.statusCode).toBe(200);
    const cookie = trackingCookieOf(res)!;
    expect(cookie).toMatchObject({ path: '/', maxAge: 30 * 24 * 3600, httpOnly: true, sameSite: 'Lax' });
    expect(cookie.secure).toBeFalsy();
    expect(JSON.parse(cookie.value)).toEqual({
      site: siteId,
      network: 'adnet',
      ref: 'r1',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
    expect(await visits()).toEqual([{ site: siteId, source: 'adnet', count: 1 }]);
  });

  it('is Secure when the site is reached over https', async () => {
    const res = await page('/?network=adnet', { 'x-forwarded-proto': 'https' });
    expect(trackingCookieOf(res)?.secure).toBe(true);
  });

  it('is never overwritten by a later touch, nor counted again', async () => {
    const kept = cookieHeader(siteId, { network: 'first' });
    const res = await page('/landers/video?network=second&ref=r2', { cookie: kept });
    expect(trackingCookieOf(res)).toBeUndefined();
    expect(
      trackingCookieOf(await settings('forced_domain=localhost&network=second', { cookie: kept })),
    ).toBeUndefined();
    expect(await visits()).toEqual([]);
  });

  it('counts a source without network under none, sub values alone included', async () => {
    const res = await page('/?sub1=only');
    expect(JSON.parse(trackingCookieOf(res)!.value)).toEqual({ site: siteId, sub1: 'only' });
    expect(await visits()).toEqual([{ site: siteId, source: 'none', count: 1 }]);
  });

  it.each([
    ['a NUL byte', `network=${encodeURIComponent('ad\u0000net')}`],
    ['201 characters', `network=${'n'.repeat(201)}`],
    ['an empty value', 'network='],
  ])('takes no value with %s', async (_case, query) => {
    const res = await page(`/landers/video?${query}`);
    expect(res.statusCode).toBe(200);
    expect(trackingCookieOf(res)).toBeUndefined();
  });

  it('takes a value of 200 characters', async () => {
    const res = await page(`/?network=${'n'.repeat(200)}`);
    expect(JSON.parse(trackingCookieOf(res)!.value).network).toHaveLength(200);
  });

  it.each([
    ['no JSON', `${TRACKING_COOKIE}=not-json`],
    ['an undecodable value', `${TRACKING_COOKIE}=%E0%A4%A`],
    ['a value over 200 characters', cookieHeader(siteId, { network: 'n'.repeat(201) })],
    ['a NUL byte', cookieHeader(siteId, { network: 'a\u0000b' })],
    ['no site', cookieHeader('', { network: 'a' }).replace('%22site%22%3A%22%22%2C', '')],
  ])('ignores a cookie with %s: never a 500, a new first touch replaces it', async (_case, cookie) => {
    const res = await page('/landers/video?network=fresh', { cookie });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(trackingCookieOf(res)!.value)).toEqual({ site: siteId, network: 'fresh' });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/members.php',
      headers: { ...CLIENT_HEADERS, cookie },
    });
    expect(search.statusCode).not.toBe(500);
  });

  it("is set by GET /api/settings.php with the route's tracking query (which the fast lane leaves to the route)", async () => {
    const res = await settings('forced_domain=localhost&network=adnet&ref=r1');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(trackingCookieOf(res)!.value)).toEqual({ site: siteId, network: 'adnet', ref: 'r1' });
    expect(t.app.fastLane.answer({ method: 'GET', url: '/api/settings.php?network=adnet', headers: {} } as never)).toBe(
      undefined,
    );
    expect(await visits()).toEqual([{ site: siteId, source: 'adnet', count: 1 }]);
  });

  it("keeps one site's values from another's", async () => {
    // Settings of another site asked from this host: the browser would keep that cookie for this host. Not set.
    const named = await settings('forced_domain=other.example&network=adnet', { host: 'localhost:3000' });
    expect([named.json().domain, trackingCookieOf(named)]).toEqual(['other.example', undefined]);
    // This site's cookie sent to the other site's host is not its first touch: that site keeps its own.
    const res = await page('/?network=theirs', {
      host: 'other.example',
      cookie: cookieHeader(siteId, { network: 'a' }),
    });
    expect(JSON.parse(trackingCookieOf(res)!.value)).toEqual({ site: otherSiteId, network: 'theirs' });
    expect(await visits()).toEqual([{ site: otherSiteId, source: 'theirs', count: 1 }]);
  });

  it('is kept and the page served when the visit cannot be counted (the database failing)', async () => {
    await t.database.db.execute(sql`alter table traffic_visits rename to traffic_visits_away`);
    try {
      const res = await page('/landers/video?network=adnet');
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(trackingCookieOf(res)!.value)).toEqual({ site: siteId, network: 'adnet' });
      expect((await page('/landers/gallery')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`alter table traffic_visits_away rename to traffic_visits`);
    }
  });

  it('neither sets nor counts for a bot or a request for no HTML', async () => {
    expect(trackingCookieOf(await page('/?network=adnet', { 'user-agent': 'Googlebot/2.1' }))).toBeUndefined();
    expect(trackingCookieOf(await page('/?network=adnet', { accept: 'application/json' }))).toBeUndefined();
    expect(await visits()).toEqual([]);
  });
});

describe('visits without a source', () => {
  it('are counted once per browser session on the landers and profile landings, under none', async () => {
    const first = await page('/landers/gallery/amsterdam');
    const marker = first.cookies.find((cookie) => cookie.name === VISIT_COOKIE)!;
    expect(marker).toMatchObject({ value: siteId, httpOnly: true, sameSite: 'Lax' });
    expect(marker.maxAge ?? marker.expires).toBeUndefined();
    await page('/landers/tinderswipe', { cookie: `${VISIT_COOKIE}=${siteId}` });
    await page('/members/00000000-0000-4000-8000-000000000001/landing2/utrecht');
    await page('/members/00000000-0000-4000-8000-000000000001/landing');
    expect(await visits()).toEqual([{ site: siteId, source: 'none', count: 3 }]);
  });

  it('are not counted on other pages, for a visitor with a first touch, a bot, or a request for no HTML', async () => {
    await page('/pages/terms');
    await page('/members');
    await page('/landers/video', { cookie: cookieHeader(siteId, { network: 'adnet' }) });
    await page('/landers/video', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await page('/landers/video', { accept: '*/*' });
    expect(await visits()).toEqual([]);
  });
});
