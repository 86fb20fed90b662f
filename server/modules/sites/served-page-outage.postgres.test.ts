import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnRootOf, drawnWebBuild, expectAppShell, visitorPage } from '../../test/drawn-web-build.ts';
import { PUBLIC_ACTIVE, storeShowcaseMember } from '../../test/showcase.ts';
import { TcpProxy } from '../../test/tcp-proxy.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * PostgreSQL unreachable (this app reaches it through a proxy the test cuts) while visitors open the home page, a
 * lander or a profile landing: each is the app shell, never an error page; drawn again once PostgreSQL is back.
 */
let proxy: TcpProxy;
let t: TestApp;
let web: ReturnType<typeof drawnWebBuild>;
let member: string;
beforeAll(async () => {
  proxy = await new TcpProxy(Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432)).start();
  web = drawnWebBuild();
  t = await createTestApp({ READ_LIMITS: 'off' }, { memberCount: 1, webDir: web.webDir, reach: proxy.reach });
  const siteId = t.app.services.sites.find('localhost')!.site.id;
  member = (await storeShowcaseMember(t, siteId, 'Shown', { photos: [PUBLIC_ACTIVE] })).id;
  await t.settled();
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined); // listening again if the test left it cut
  await t.close();
  await proxy.close();
  web.close();
});

const page = (url: string) => visitorPage(t, url);

describe('visitor pages while PostgreSQL is unreachable', () => {
  it('are the app shell within seconds, the first touch kept; drawn again once it is back', async () => {
    await proxy.cut();
    t.advance(61_000); // nothing the showcase kept stands in for the database
    for (const url of [
      '/',
      '/landers/gallery?network=adnet',
      '/landers/video/amsterdam',
      `/members/${member}/landing`,
    ]) {
      const started = performance.now();
      const res = await page(url);
      expect([url, performance.now() - started < 5000]).toEqual([url, true]);
      expectAppShell(res, url);
    }
    const tracked = await page('/landers/gallery?network=adnet');
    expect(tracked.cookies.find((cookie) => cookie.name === 'tracking')?.value).toContain('adnet');
    await proxy.restore();
    await expect
      .poll(async () => drawnRootOf((await page('/landers/gallery')).body), { timeout: 20_000, interval: 200 })
      .toContain('<li>Shown</li>');
  });
});
