import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemo } from '../test/login.ts';
import { staffSession } from '../test/staff.ts';
import { type TestApp, createTestApp } from '../test/test-app.ts';

/**
 * The client header (CSRF defence) on every state-changing route, walked from the route table so that a route
 * added later is covered too: refused without the header, however the path is written.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ MAIL_FEEDBACK_TOKEN: 'm'.repeat(32) });
  // A member's session and an admin's console session: every route would let the request through but for the header.
  cookie = `${(await loginDemo(t.app, '10.44.0.1')).cookie}; ${(await staffSession(t)).headers.cookie}`;
});
afterAll(() => t.close());

/** `/api/x.php` written as a router decodes it but a prefix check on the raw URL would not see it. */
const disguised = (url: string) => url.replace('/api/', '/%61pi/');

const changingState = () =>
  t.app.routeTable.filter(
    (route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || route.config.changesState === true,
  );
const stateChanging = () => changingState().filter((route) => route.config.acceptsCrossSite !== true);

describe('the client header', () => {
  it('is asked of every state-changing route, the logout GET among them', () => {
    const routes = stateChanging().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining(['POST /api/user.php', 'PUT /api/account-settings.php', 'POST /api/photos.php']),
    );
    expect(routes).toContain('GET /api/logout.php');
  });

  it('is not asked only of the routes others post to on purpose, which act for no session', () => {
    const crossSite = changingState().filter((route) => route.config.acceptsCrossSite === true);
    expect(crossSite.map((route) => `${route.method} ${route.url}`)).toEqual([
      'POST /api/payment-webhook.php',
      'POST /api/test-checkout/:id',
      'POST /api/page-hidden.php',
      'POST /api/unsubscribe.php',
      'POST /api/mail-feedback.php',
    ]);
    // The test checkout page answers its payer's session only, the page-hidden beacon (which cannot send the header)
    // makes its sender away: the SameSite=Lax cookie never comes on a cross-site post.
    const payerOnly = crossSite.filter((route) =>
      ['/api/test-checkout/:id', '/api/page-hidden.php'].includes(route.url),
    );
    expect(payerOnly.map((route) => route.config.auth)).toEqual(['optional', 'optional']);
    expect(crossSite.every((route) => route.config.auth === 'none' || payerOnly.includes(route))).toBe(true);
  });

  it('refuses every state-changing route without it, also under an encoded path', async () => {
    for (const route of stateChanging()) {
      const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      for (const path of [url, disguised(url)]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: path,
          headers: { host: 'localhost', cookie },
          payload: {},
        });
        // A HEAD answer has no body to read the code from.
        const code = route.method === 'HEAD' ? 'client_header_required' : res.json().code;
        expect([route.method, path, res.statusCode, code]).toEqual([route.method, path, 403, 'client_header_required']);
      }
    }
  });

  it('is routed the same under an encoded path, so the check above tests real routes', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: disguised('/api/account-settings.php'),
      headers: { host: 'localhost', cookie, 'x-client': 'web' },
      payload: { invisible: false },
    });
    expect(res.statusCode).toBe(200);
  });
});
