import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trafficVisits } from '../../db/schema/index.ts';
import { drawnRootOf, drawnWebBuild, visitorPage } from '../../test/drawn-web-build.ts';
import { RedisProcess } from '../../test/redis-process.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Redis stopped under a running instance (the read limits a drawn page takes count there): visitors' home page and
 * landers are still drawn, at once, their visits counted; the test's own redis-server, the shared one stays up.
 */
let server: RedisProcess;
let t: TestApp;
let web: ReturnType<typeof drawnWebBuild>;
beforeAll(async () => {
  server = await RedisProcess.start();
  web = drawnWebBuild();
  t = await createTestApp({ REDIS_URL: server.url }, { memberCount: 1, webDir: web.webDir });
  const siteId = t.app.services.sites.find('localhost')!.site.id;
  await storeShowcaseMember(t, siteId, 'Shown', { photos: [PUBLIC_ACTIVE] });
  await t.settled();
});
afterAll(async () => {
  await t.close();
  await server.kill();
  web.close();
});

const page = (url: string) => visitorPage(t, url);

describe('visitor pages while Redis is away', () => {
  it('are drawn at once and their visits counted', async () => {
    expect(drawnRootOf((await page('/landers/gallery')).body)).toContain('<li>Shown</li>');
    await server.kill();
    await t.database.db.delete(trafficVisits);
    for (const url of ['/', '/landers/gallery?network=adnet', '/landers/video/amsterdam']) {
      const started = performance.now();
      const res = await page(url);
      expect([url, res.statusCode, performance.now() - started < 2000]).toEqual([url, 200, true]);
      expect([url, drawnRootOf(res.body)]).toEqual([url, expect.stringContaining('<li>Shown</li>')]);
    }
    const counted = await t.database.db.select().from(trafficVisits);
    expect(counted.map(({ source, visits }) => [source, visits]).sort()).toEqual([
      ['adnet', 1],
      ['none', 1],
    ]);
  });
});
