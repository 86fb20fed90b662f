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
    staffToken: 's'.repeat(24),
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

  it('refuses a staff route when no staff token is configured', async () => {
    const staff = start(async (module) => void module.get('/api/staff/x.php', { config: { auth: 'staff' } }, () => 1), {
      staffToken: undefined,
    });
    await expect(staff).rejects.toThrow('GET /api/staff/x.php is a staff route, but no staff token is configured');
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

  it('lets a staff route through only with the staff bearer token', async () => {
    const { app } = await appWith();
    app.get('/api/staff/x.php', { config: { auth: 'staff' } }, async () => ({ ok: true }));
    const without = await app.inject({ url: '/api/staff/x.php', headers: { authorization: 'Bearer wrong' } });
    expect([without.statusCode, without.json().code]).toEqual([401, 'authentication_required']);
    const staff = await app.inject({ url: '/api/staff/x.php', headers: { authorization: `Bearer ${'s'.repeat(24)}` } });
    expect(staff.statusCode).toBe(200);
  });
});
