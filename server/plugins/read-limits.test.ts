import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFILLED_ANSWERS_ELEMENT_ID } from '../../shared/boot-data.ts';
import { SECOND_MS } from '../../shared/constants.ts';
import { photos, profiles } from '../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { sessionOf, signupMember } from '../test/login.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { READ_LIMITS } from './read-limits.ts';

/**
 * Scraping: search pages, profiles and photos are limited per reader (a visitor per IPv4 address or IPv6 /64, a member
 * per member), generously for a person's pace, not for a harvest.
 */
let t: TestApp;
let webDir: string;
let memberIds: string[];
let photoIds: string[];
const newIp = addresses(83);
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  t = await createTestApp({}, { memberCount: 8, webDir });
  memberIds = (await t.database.db.select({ id: profiles.userId }).from(profiles)).map((row) => row.id);
  const active = and(eq(photos.status, 'active'), eq(photos.visibility, 'public'));
  photoIds = (await t.database.db.select({ id: photos.id }).from(photos).where(active)).map((row) => row.id);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, from: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    remoteAddress: from,
  });
const profile = (from: string, n = 0, cookie?: string) =>
  get(`/api/member.php?id=${memberIds[n % memberIds.length]}`, from, cookie);
const photo = (from: string, n = 0, cookie?: string) =>
  get(`/media/${photoIds[n % photoIds.length]}/thumb.jpg`, from, cookie);
const search = (from: string, n = 0, cookie?: string) => get(`/api/members.php?page=${(n % 5) + 1}`, from, cookie);

/** `count` reads at once; their statuses. */
async function harvest(count: number, read: (n: number) => Promise<{ statusCode: number }>) {
  return (await Promise.all(Array.from({ length: count }, (_, n) => read(n)))).map((res) => res.statusCode);
}
const limited = (statuses: number[]) => statuses.filter((status) => status === 429).length;

describe('a harvest from one address', () => {
  it('gets 429 past 60 profiles a minute: 300 at once yield 60', async () => {
    const ip = newIp();
    const statuses = await harvest(300, (n) => profile(ip, n));
    expect(READ_LIMITS.profile.visitor).toBe(60);
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(limited(statuses)).toBe(240);
    const res = await profile(ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Te veel verzoeken, probeer het zo opnieuw.',
    });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // In the visitor's language, as every error.
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/member.php?id=${memberIds[0]}`,
      headers: { ...CLIENT_HEADERS, 'accept-language': 'en' },
      remoteAddress: ip,
    });
    expect(english.json().message).toBe('Too many requests, please try again shortly.');
  });

  it('gets 429 past 900 photos and 40 search pages a minute', async () => {
    const ip = newIp();
    const photoStatuses = await harvest(READ_LIMITS.photo.visitor + 50, (n) => photo(ip, n));
    expect(photoStatuses.filter((status) => status === 200)).toHaveLength(READ_LIMITS.photo.visitor);
    expect(limited(photoStatuses)).toBe(50);
    const searchStatuses = await harvest(60, (n) => search(ip, n));
    expect(searchStatuses.filter((status) => status === 200)).toHaveLength(READ_LIMITS.search.visitor);
    expect(limited(searchStatuses)).toBe(20);
    // Each kind is counted apart: the profiles of this address are still open.
    expect((await profile(ip)).statusCode).toBe(200);
  });

  it('reads again once the minute has passed, and is told how long that is', async () => {
    const ip = newIp();
    await harvest(READ_LIMITS.profile.visitor, (n) => profile(ip, n));
    t.advance(20 * SECOND_MS);
    const res = await profile(ip);
    expect(res.statusCode).toBe(429);
    // 40 s of the window are left (less the real time the reads took).
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(40);
    t.advance(40 * SECOND_MS);
    expect((await profile(ip)).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address, an IPv4-mapped address as the IPv4 one', async () => {
    await harvest(READ_LIMITS.profile.visitor, (n) => profile('2001:db8:1:2::1', n));
    expect((await profile('2001:db8:1:2::1')).statusCode).toBe(429);
    expect((await profile('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await profile('2001:db8:1:2:abcd:1234:5678:9abc')).statusCode).toBe(429);
    expect((await profile('2001:db8:1:3::1')).statusCode).toBe(200);

    await harvest(READ_LIMITS.profile.visitor, (n) => profile('198.51.100.7', n));
    expect((await profile('::ffff:198.51.100.7')).statusCode).toBe(429);
    expect((await profile('198.51.100.8')).statusCode).toBe(200);
  });
});

describe("a person's pace", () => {
  it('never meets a limit: a search page every 3 s with its 20 card photos, a profile every 2 s with 3 photos', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    // Two minutes, second by second, everything a second asks at once (as a browser loads a page's images).
    for (let second = 0; second < 120; second++) {
      const reads: Promise<{ statusCode: number }>[] = [];
      if (second % 3 === 0) {
        reads.push(search(ip, second));
        for (let card = 0; card < 20; card++) reads.push(photo(ip, second + card));
      }
      if (second % 2 === 0) {
        reads.push(profile(ip, second));
        for (let shown = 0; shown < 3; shown++) reads.push(photo(ip, second + shown));
      }
      statuses.push(...(await Promise.all(reads)).map((res) => res.statusCode));
      t.advance(SECOND_MS);
    }
    expect(statuses).toHaveLength(40 * 21 + 60 * 4);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe("a member's reads", () => {
  it('are counted per member, with three times the ceiling, whatever the address', async () => {
    const ip = newIp();
    // The address's visitor count is spent...
    await harvest(READ_LIMITS.profile.visitor + 1, (n) => profile(ip, n));
    expect((await profile(ip)).statusCode).toBe(429);
    // ...the member behind it reads on their own count, up to the member's ceiling, from any address.
    const cookie = await sessionOf(t.app, memberIds[0]!);
    const ceiling = READ_LIMITS.profile.member;
    expect(ceiling).toBe(3 * READ_LIMITS.profile.visitor);
    const first = await harvest(ceiling - 10, (n) => profile(ip, n + 1, cookie));
    const elsewhere = await harvest(20, (n) => profile(newIp(), n + 1, cookie));
    expect(limited(first)).toBe(0);
    expect(limited(elsewhere)).toBe(10);
    // Another member keeps their own.
    const other = await sessionOf(t.app, memberIds[1]!);
    expect((await profile(ip, 2, other)).statusCode).toBe(200);
  });

  it("are an unconfirmed account's at the visitor's ceiling, on its own count", async () => {
    const ip = newIp();
    const fresh = await signupMember(t.app, ip, 'fresh-reader@example.com');
    await harvest(READ_LIMITS.profile.visitor, (n) => profile(ip, n));
    const statuses = await harvest(READ_LIMITS.profile.visitor + 10, (n) => profile(ip, n, fresh.cookie));
    expect(statuses.filter((status) => status === 200)).toHaveLength(READ_LIMITS.profile.visitor);
    expect(limited(statuses)).toBe(10);
  });

  it('have the higher ceiling for search pages and photos too', async () => {
    const cookie = await sessionOf(t.app, memberIds[2]!);
    const ip = newIp();
    const searches = await harvest(READ_LIMITS.search.member + 5, (n) => search(ip, n, cookie));
    expect(limited(searches)).toBe(5);
    const files = await harvest(READ_LIMITS.photo.member + 5, (n) => photo(ip, n, cookie));
    expect(limited(files)).toBe(5);
  });
});

/** A page of the web app as a browser loads it. */
const page = (from: string, cookie?: string, url = '/members') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', accept: 'text/html', ...(cookie ? { cookie } : {}) },
    remoteAddress: from,
  });

describe('the first search drawn into /members', () => {
  const prefilled = (html: string) => html.includes(PREFILLED_ANSWERS_ELEMENT_ID);

  it('counts as a search page: past the limit the page comes without it, and the API answers 429', async () => {
    const ip = newIp();
    await harvest(READ_LIMITS.search.visitor - 1, (n) => search(ip, n));
    const last = await page(ip);
    expect(last.statusCode).toBe(200);
    expect(prefilled(last.body)).toBe(true);
    const over = await page(ip);
    expect(over.statusCode).toBe(200);
    expect(prefilled(over.body)).toBe(false);
    expect((await search(ip)).statusCode).toBe(429);
  });

  it("counts on the member's own count for a member", async () => {
    const ip = newIp();
    const cookie = await sessionOf(t.app, memberIds[3]!);
    await harvest(READ_LIMITS.search.visitor + 1, (n) => search(ip, n));
    expect(prefilled((await page(ip)).body)).toBe(false);
    expect(prefilled((await page(ip, cookie)).body)).toBe(true);
  });
});

describe("a profile's page", () => {
  it('counts as a profile read: past the limit it names nobody, and the API answers 429', async () => {
    const ip = newIp();
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, memberIds[1]!));
    const url = `/members/${row!.userId}`;
    await harvest(READ_LIMITS.profile.visitor - 1, (n) => profile(ip, n));
    const named = await page(ip, undefined, url);
    expect(named.statusCode).toBe(200);
    expect(named.body).toContain(`content="${row!.name}, `);
    const over = await page(ip, undefined, url);
    expect(over.statusCode).toBe(200);
    expect(over.body).not.toContain(row!.name);
    expect((await profile(ip)).statusCode).toBe(429);
    // Another address still sees the name.
    expect((await page(newIp(), undefined, url)).body).toContain(`content="${row!.name}, `);
  });
});

describe('READ_LIMITS=off (the benches)', () => {
  it('counts nothing', async () => {
    const open = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 2 });
    try {
      const [row] = await open.database.db.select({ id: profiles.userId }).from(profiles).limit(1);
      const statuses = await harvest(READ_LIMITS.profile.visitor + 20, () =>
        open.app.inject({ method: 'GET', url: `/api/member.php?id=${row!.id}`, headers: CLIENT_HEADERS }),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
    } finally {
      await open.close();
    }
  });
});
