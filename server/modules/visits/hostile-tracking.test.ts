import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDomains, sites, trackingData, trafficVisits } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE, VISIT_COOKIE } from './first-touch.ts';

/**
 * Tracking values an attacker writes into a landing URL, a forged or broken `tracking` cookie, and visits counted at
 * the same moment: values kept only as the contract's trackingValue allows (else ignored), never a 500, the first
 * touch never replaced, every visit counted.
 */
let t: TestApp;
let webDir: string;
let siteId: string;
let otherSiteId: string;
const newIp = addresses(139);
const BROWSER = {
  host: 'localhost',
  accept: 'text/html',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
};

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  t = await createTestApp({}, { memberCount: 1, webDir });
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
  t.app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });
const trackingOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === TRACKING_COOKIE);
  return cookie && (JSON.parse(cookie.value) as Record<string, string>);
};
const cookieOf = (value: object | string) =>
  `${TRACKING_COOKIE}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
const counted = async () =>
  (await t.database.db.select().from(trafficVisits)).map(({ siteId: site, source, visits }) => ({
    site,
    source,
    visits,
  }));
const signup = (cookie?: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    remoteAddress: newIp(),
    payload: {
      email: `track-${randomUUID()}@example.com`,
      name: 'Sam',
      date_of_birth: '1990-01-01',
      password: 'pw-123456',
      ...body,
    },
  });
const storedOf = async (res: { json: () => { id: string } }) => {
  const [row] = await t.database.db.select().from(trackingData).where(eq(trackingData.userId, res.json().id));
  return row && { network: row.network, ref: row.ref, sub1: row.sub1, sub2: row.sub2, sub3: row.sub3 };
};

const SCRIPT = '<script>alert(1)</script>';
const UNICODE = 'Zoë 🦄 مرحبا \u202e';

describe('hostile values in a landing URL', () => {
  it.each([
    ['a NUL byte', 'ad%00net'],
    ['10 KB', 'x'.repeat(10_240)],
    ['201 characters of unicode', encodeURIComponent('🦄'.repeat(201))],
  ])('ignores %s: no cookie, counted as a visit without a source, the page served', async (_case, value) => {
    for (const key of ['network', 'ref', 'sub1', 'sub2', 'sub3']) {
      const res = await page(`/landers/gallery?${key}=${value}`);
      expect(res.statusCode).toBe(200);
      expect(trackingOf(res)).toBeUndefined();
    }
    expect(await counted()).toEqual([{ site: siteId, source: 'none', visits: 5 }]);
  });

  it('keeps markup and unicode as text in the cookie, never in the page, and signup stores them as they were', async () => {
    const res = await page(
      `/landers/video?network=${encodeURIComponent(SCRIPT)}&ref=${encodeURIComponent(UNICODE)}&sub1=${'s'.repeat(200)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(trackingOf(res)).toEqual({ site: siteId, network: SCRIPT, ref: UNICODE, sub1: 's'.repeat(200) });
    expect(await counted()).toEqual([{ site: siteId, source: SCRIPT, visits: 1 }]);
    const cookie = res.cookies.find((c) => c.name === TRACKING_COOKIE)!;
    const member = await signup(cookieOf(cookie.value), { network: 'body-network' });
    expect(member.statusCode).toBe(200);
    expect(await storedOf(member)).toEqual({
      network: SCRIPT,
      ref: UNICODE,
      sub1: 's'.repeat(200),
      sub2: null,
      sub3: null,
    });
  });

  it('keeps the first touch: a second landing URL neither replaces the cookie nor counts again', async () => {
    const first = await page('/landers/gallery?network=first&sub1=a');
    const cookie = cookieOf(first.cookies.find((c) => c.name === TRACKING_COOKIE)!.value);
    for (const url of ['/landers/video?network=second', '/?ref=third', '/members/x/landing?sub3=z']) {
      expect(trackingOf(await page(url, { cookie }))).toBeUndefined();
    }
    expect(await counted()).toEqual([{ site: siteId, source: 'first', visits: 1 }]);
    expect(await storedOf(await signup(cookie, { network: 'second' }))).toMatchObject({ network: 'first', sub1: 'a' });
  });
});

describe('hostile tracking values in the signup body (the web sends the URL values as they are)', () => {
  it.each([
    ['a NUL byte', 'ad\u0000net'],
    ['10 KB', 'x'.repeat(10_240)],
    ['a number', 7],
  ])('makes the account when one is %s, that value ignored and the others kept', async (_case, value) => {
    for (const key of ['network', 'ref', 'sub1', 'sub2', 'sub3']) {
      const res = await signup(undefined, { network: 'kept', sub3: 'kept', [key]: value });
      expect([key, res.statusCode]).toEqual([key, 200]);
      const stored = await storedOf(res);
      expect(stored?.[key as keyof typeof stored]).toBeNull();
      expect(Object.values(stored!).filter((kept) => kept === 'kept')).toHaveLength(
        ['network', 'sub3'].includes(key) ? 1 : 2,
      );
    }
  });
});

describe('a forged or broken tracking cookie', () => {
  it.each([
    ["another site's", () => cookieOf({ site: otherSiteId, network: 'forged' })],
    ['a site of no one', () => cookieOf({ site: randomUUID(), network: 'forged' })],
    ['malformed JSON', () => cookieOf('{"site":')],
    ['base64 of the JSON', () => `${TRACKING_COOKIE}=${btoa(JSON.stringify({ site: siteId, network: 'forged' }))}`],
    ['a number for a value', () => cookieOf({ site: siteId, network: 7 })],
    ['an object for a value', () => cookieOf({ site: siteId, network: { $ne: null } })],
    ['a JSON array', () => cookieOf([siteId, 'forged'])],
    ['JSON null', () => cookieOf('null')],
    ['a __proto__ key', () => cookieOf(`{"site":"${siteId}","__proto__":{"network":"forged"}}`)],
    ['10 KB', () => cookieOf({ site: siteId, network: 'n'.repeat(10_240) })],
    ['a NUL byte', () => cookieOf({ site: siteId, network: 'a\u0000b' })],
    ['a broken escape', () => `${TRACKING_COOKIE}=%E0%A4%A`],
  ])('is ignored when %s: the landing URL makes the first touch, signup takes the body', async (_case, make) => {
    const cookie = make();
    const res = await page('/landers/gallery?network=fresh', { cookie });
    expect(res.statusCode).toBe(200);
    expect(trackingOf(res)).toEqual({ site: siteId, network: 'fresh' });
    expect(await counted()).toEqual([{ site: siteId, source: 'fresh', visits: 1 }]);
    const member = await signup(cookie, { network: 'from-body' });
    expect(member.statusCode).toBe(200);
    expect(await storedOf(member)).toEqual({ network: 'from-body', ref: null, sub1: null, sub2: null, sub3: null });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php?network=again',
      headers: { ...CLIENT_HEADERS, cookie },
    });
    expect(settings.statusCode).toBe(200);
  });

  it("keeps this site's cookie from counting on another site's host", async () => {
    const cookie = cookieOf({ site: siteId, network: 'ours' });
    const res = await page('/landers/gallery', { host: 'other.example', cookie });
    expect(trackingOf(res)).toBeUndefined();
    expect(await counted()).toEqual([{ site: otherSiteId, source: 'none', visits: 1 }]);
  });
});

describe('visits counted at the same moment', () => {
  it('counts 20 first touches of one source as 20, and none again for browsers that hold the cookie', async () => {
    const visits = await Promise.all(Array.from({ length: 20 }, () => page('/landers/gallery?network=rush')));
    expect(visits.map((res) => [res.statusCode, trackingOf(res)?.network])).toEqual(Array(20).fill([200, 'rush']));
    const cookie = cookieOf({ site: siteId, network: 'rush' });
    await Promise.all(Array.from({ length: 20 }, () => page('/landers/gallery?network=rush', { cookie })));
    expect(await counted()).toEqual([{ site: siteId, source: 'rush', visits: 20 }]);
  });

  it('counts 20 visitors without a source as 20 under none, and a browser session once', async () => {
    const visits = await Promise.all(Array.from({ length: 20 }, () => page('/landers/tinderswipe')));
    expect(visits.every((res) => res.cookies.some((c) => c.name === VISIT_COOKIE))).toBe(true);
    const session = `${VISIT_COOKIE}=${siteId}`;
    await Promise.all(Array.from({ length: 20 }, () => page('/landers/tinderswipe', { cookie: session })));
    expect(await counted()).toEqual([{ site: siteId, source: 'none', visits: 20 }]);
  });
});
