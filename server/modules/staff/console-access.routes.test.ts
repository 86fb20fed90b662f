import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, type StaffPermission, staffMay } from '../../../shared/staff-roles.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { loginDemo } from '../../test/login.ts';
import { createStaff, staffPasswordStep, staffSession } from '../../test/staff.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';

/**
 * Every console route, walked from the route table so that a route added later is covered too: refused to visitors,
 * members, half-open sessions (no second factor) and every role its permission does not name.
 */
let t: TestApp;
const newIp = addresses(122);
let member: string;
let halfOpen: Record<string, string>;
const roles = {} as Record<(typeof STAFF_ROLES)[number], Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 1 });
  member = (await loginDemo(t.app, newIp())).cookie;
  halfOpen = await staffPasswordStep(t, (await createStaff(t, 'admin')).email, newIp());
  for (const role of STAFF_ROLES) roles[role] = (await staffSession(t, role)).headers;
});
afterAll(() => t.close());

const consoleRoutes = () => t.app.routeTable.filter((route) => route.config.auth === 'staff');
const ask = (route: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000'),
    headers,
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
    remoteAddress: newIp(),
  });
const status = async (route: { method: string; url: string }, headers: Record<string, string>) => {
  const res = await ask(route, headers);
  return `${res.statusCode} ${route.method === 'HEAD' ? '' : res.json().code}`.trim();
};

describe('every console route', () => {
  it('lives under /api/admin and declares a known permission', () => {
    const routes = consoleRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(route.url.startsWith('/api/admin/')).toBe(true);
      expect(Object.keys(STAFF_PERMISSIONS)).toContain(route.config.can);
    }
  });

  it('is refused to visitors, members and sessions without the second factor', async () => {
    const answers = new Set<string>();
    for (const route of consoleRoutes()) {
      answers.add(await status(route, CLIENT_HEADERS));
      answers.add(await status(route, { ...CLIENT_HEADERS, cookie: member }));
      const code = await status(route, halfOpen);
      expect([route.url, code]).toEqual([route.url, route.method === 'HEAD' ? '401' : '401 second_factor_required']);
    }
    expect([...answers].sort()).toEqual(['401', '401 staff_login_required']);
  });

  it('is refused to every role its permission does not name, and let through to those it does', async () => {
    for (const route of consoleRoutes()) {
      for (const role of STAFF_ROLES) {
        const res = await ask(route, roles[role]);
        const allowed = staffMay(role, route.config.can as StaffPermission);
        expect([route.method, route.url, role, res.statusCode === 403]).toEqual([
          route.method,
          route.url,
          role,
          !allowed,
        ]);
      }
    }
  });
});
