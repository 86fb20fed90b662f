import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles } from '../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../test/http.ts';
import { loginDemo } from '../test/login.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';
import { staffSession } from '../test/staff.ts';
import { PER_VIEWER_CACHE } from './auth.ts';

/**
 * Answers that vary per viewer (every route declared `member`, `optional` or `staff`) are kept by the viewer's browser
 * only and not stored; the public photos and the web app's files stay cacheable by anyone.
 */
let t: TestApp;
let webDir: string;
let demo: { cookie: string; id: string };
let other: string;
let staff: string;
const newIp = addresses(84);
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'dating-web-'));
  writeFileSync(join(webDir, 'index.html'), '<html><head><title>App</title></head><body>app</body></html>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({}, { memberCount: 4, webDir });
  demo = await loginDemo(t.app, newIp());
  staff = (await staffSession(t)).headers.cookie;
  const [row] = await t.database.db.select().from(profiles).where(ne(profiles.userId, demo.id)).limit(1);
  other = row!.userId;
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    remoteAddress: newIp(),
  });

describe('Cache-Control of answers that vary per viewer', () => {
  it('GET /api/member.php is private and not stored, for a member and for a visitor', async () => {
    const forMember = await get(`/api/member.php?id=${other}`, demo.cookie);
    const forVisitor = await get(`/api/member.php?id=${other}`);
    expect([forMember.statusCode, forVisitor.statusCode]).toEqual([200, 200]);
    expect(forMember.headers['cache-control']).toBe('private, no-store');
    expect(forVisitor.headers['cache-control']).toBe('private, no-store');
  });

  it('so are the search, the own account, likes and chats, and their errors', async () => {
    for (const url of ['/api/members.php?page=1', '/api/user.php', '/api/likes.php', '/api/chats.php']) {
      const res = await get(url, demo.cookie);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe(PER_VIEWER_CACHE);
    }
    const refused = await get('/api/user.php');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe(PER_VIEWER_CACHE);
  });

  it('covers every route declared member, optional or staff, whoever asks and however it ends', async () => {
    const perViewer = t.app.routeTable.filter(
      (route) => route.config.auth !== undefined && route.config.auth !== 'none',
    );
    expect(perViewer.length).toBeGreaterThan(30);
    const uncovered: string[] = [];
    for (const route of perViewer) {
      const url = route.url.replace(/:[a-zA-Z]+/g, 'x');
      for (const cookie of [demo.cookie, staff, undefined]) {
        // GETs with the client header reach their handler; every other method without it is refused before, unchanged.
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            ...(route.method === 'GET' ? CLIENT_HEADERS : { host: 'localhost' }),
            ...(cookie ? { cookie } : {}),
          },
          remoteAddress: newIp(),
        });
        if (res.headers['cache-control'] !== PER_VIEWER_CACHE) {
          uncovered.push(
            `${route.method} ${route.url} (${cookie ?? 'visitor'}): ${res.statusCode} ${res.headers['cache-control']}`,
          );
        }
      }
    }
    expect(uncovered).toEqual([]);
  });

  it('leaves the public photos, the signed photos and the web app files their own rules', async () => {
    const active = and(eq(photos.status, 'active'), eq(photos.visibility, 'public'), eq(photos.userId, other));
    const [photo] = await t.database.db.select({ id: photos.id }).from(photos).where(active).limit(1);
    const file = await get(`/media/${photo!.id}/thumb.jpg`, demo.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    const privateFile = await get(`/media/${t.app.services.photos.signedPath(photo!.id, 'thumb')}`, demo.cookie);
    expect(privateFile.statusCode).toBe(200);
    expect(privateFile.headers['cache-control']).toBe('private, max-age=3600');
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
