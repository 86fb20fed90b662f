import cookie from '@fastify/cookie';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { unknownSite } from '../lib/app-error.ts';
import { type AuthOptions, authPlugin } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

/** The plugin alone, on stand-ins for the sites and sessions of the app (modules/auth/index.ts wires the real ones). */
const SITE = { site: { id: 'site-1' } } as never;
const MEMBER = { id: 'member-1' } as never;
const HOST = { host: 'site.test' };

async function appWith(options: Partial<AuthOptions> = {}) {
  const lookups: string[] = [];
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(cookie, { hook: false });
  await app.register(authPlugin, {
    siteOf(host) {
      if (host !== HOST.host) throw unknownSite();
      return SITE;
    },
    cachedMemberOf: () => undefined,
    async memberOf(token) {
      lookups.push(token);
      return token === 'good' ? MEMBER : undefined;
    },
    async staffOf(token) {
      if (token === 'admin' || token === 'operator') return { staff: token as never, verified: true };
      return token === 'half-open' ? { staff: 'admin' as never, verified: false } : undefined;
    },
    staffMay: (staff, permission) => (staff as unknown) === 'admin' || permission === 'console.use',
    ...options,
  });
  return { app, lookups };
}

describe('the auth plugin', () => {
  /** Builds the app with one more module, as app.ts does, and starts it. */
  const start = (module: FastifyPluginAsync, options?: Partial<AuthOptions>) =>
    appWith(options).then(async ({ app }) => {
      await app.register(module);
      return app.ready();
    });

  it('refuses at start an app with a route that declares no auth, in any module', async () => {
    const forgetful = start(async (module) => void module.get('/api/forgotten.php', async () => ({ ok: true })));
    await expect(forgetful).rejects.toThrow('GET /api/forgotten.php declares no config.auth');
    const declared = start(async (module) => void module.get('/api/x.php', { config: { auth: 'none' } }, () => 1));
    await expect(declared).resolves.toBeDefined();
  });

  it('refuses at start a staff route that declares no permission', async () => {
    const staff = start(async (module) => void module.get('/api/admin/x.php', { config: { auth: 'staff' } }, () => 1));
    await expect(staff).rejects.toThrow('GET /api/admin/x.php is a staff route that declares no config.can');
    const unknown = start(
      async (module) =>
        void module.get('/api/admin/x.php', { config: { auth: 'staff', can: 'anything' as never } }, () => 1),
    );
    await expect(unknown).rejects.toThrow('declares no config.can');
  });

  it('answers a member route 403 without a member, and looks the member up once per request', async () => {
    const { app, lookups } = await appWith();
    app.get('/api/own.php', { config: { auth: 'member' } }, async (request) => ({
      id: request.member,
      again: await request.findMember(),
    }));
    const visitor = await app.inject({ url: '/api/own.php', headers: HOST });
    expect([visitor.statusCode, visitor.json().code]).toEqual([403, 'authentication_required']);
    const stranger = await app.inject({ url: '/api/own.php', headers: { ...HOST, cookie: 'auth=bad' } });
    expect(stranger.statusCode).toBe(403);
    const member = await app.inject({ url: '/api/own.php', headers: { ...HOST, cookie: 'auth=good' } });
    expect(member.json()).toEqual({ id: MEMBER, again: MEMBER });
    expect(lookups).toEqual(['bad', 'good']);
  });

  it('takes a cached session without waiting for a lookup', async () => {
    const { app, lookups } = await appWith({ cachedMemberOf: () => MEMBER });
    app.get('/api/own.php', { config: { auth: 'member' } }, async (request) => request.member);
    const res = await app.inject({ url: '/api/own.php', headers: { ...HOST, cookie: 'auth=any' } });
    expect([res.statusCode, res.json(), lookups]).toEqual([200, MEMBER, []]);
  });

  it('resolves the site only where a route reads it: 404 unknown_site for a host no site serves', async () => {
    const { app, lookups } = await appWith();
    app.get('/api/site.php', { config: { auth: 'none' } }, async (request) => request.site);
    app.get('/api/anywhere.php', { config: { auth: 'none' } }, async () => ({ ok: true }));
    app.get('/api/maybe.php', { config: { auth: 'optional' } }, async (request) => ({
      member: (await request.findMember()) ?? null,
    }));
    expect((await app.inject({ url: '/api/site.php', headers: HOST })).json()).toEqual(SITE);
    const elsewhere = await app.inject({ url: '/api/site.php', headers: { host: 'other.test' } });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'unknown_site']);
    expect((await app.inject({ url: '/api/anywhere.php', headers: { host: 'other.test' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/maybe.php', headers: HOST })).json()).toEqual({ member: null });
    expect((await app.inject({ url: '/api/maybe.php', headers: { host: 'other.test' } })).statusCode).toBe(404);
    expect(lookups).toEqual([]);
  });

  it('lets a staff route through only with a console session of both factors whose role grants its permission', async () => {
    const { app } = await appWith();
    app.get('/api/admin/x.php', { config: { auth: 'staff', can: 'sites.manage' } }, async (r) => ({ by: r.staff }));
    app.post('/api/admin/code.php', { config: { auth: 'staff_login' } }, async (r) => ({ by: r.staff }));
    const ask = (cookie?: string, url = '/api/admin/x.php', method: 'GET' | 'POST' = 'GET') =>
      app.inject({ method, url, headers: cookie ? { cookie: `staff_session=${cookie}` } : {} });
    const code = async (cookie?: string) => [(await ask(cookie)).statusCode, (await ask(cookie)).json().code];
    expect(await code()).toEqual([401, 'staff_login_required']);
    expect(await code('ended')).toEqual([401, 'staff_login_required']);
    expect(await code('half-open')).toEqual([401, 'second_factor_required']);
    expect(await code('operator')).toEqual([403, 'staff_forbidden']);
    expect((await ask('admin')).json()).toEqual({ by: 'admin' });
    // A member's session cookie is no console session.
    const member = await app.inject({ url: '/api/admin/x.php', headers: { cookie: 'auth=good' } });
    expect(member.statusCode).toBe(401);
    // The second factor's step takes the half-open session, and none.
    expect((await ask('half-open', '/api/admin/code.php', 'POST')).json()).toEqual({ by: 'admin' });
    expect((await ask(undefined, '/api/admin/code.php', 'POST')).statusCode).toBe(401);
  });
});
