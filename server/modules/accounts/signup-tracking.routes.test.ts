import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { sites, trackingData } from '../../db/schema/index.ts';
import { CLIENT_HEADERS, addresses } from '../../test/http.ts';
import { type TestApp, createTestApp } from '../../test/test-app.ts';
import { TRACKING_COOKIE } from '../visits/first-touch.ts';

/** Signup takes the first touch's tracking values (the cookie) over the body's, and the signups rule reads both. */
let t: TestApp;
let siteId: string;
const newIp = addresses(40);
beforeAll(async () => {
  t = await createTestApp({}, { memberCount: 2 });
  [{ id: siteId }] = (await t.database.db.select({ id: sites.id }).from(sites).limit(1)) as [{ id: string }];
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.db.update(sites).set({ signups: 'all' });
  await t.app.services.sites.reload();
});

let count = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  email: `tracked-${++count}@example.com`,
  name: 'Sanne',
  date_of_birth: '1990-05-17',
  signup_message: 'Op zoek naar iemand leuks',
  password: 'a good password',
  ...overrides,
});
const firstTouch = (values: object, site = siteId) =>
  `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify({ site, ...values }))}`;
const signup = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { ...CLIENT_HEADERS, ...headers },
    payload,
    remoteAddress: newIp(),
  });
const trackingOf = async (memberId: string) => {
  const [row] = await t.database.db.select().from(trackingData).where(eq(trackingData.userId, memberId));
  return row && { network: row.network, ref: row.ref, sub1: row.sub1, sub2: row.sub2, sub3: row.sub3 };
};
const signupsOnlyWithSource = async () => {
  await t.database.db.update(sites).set({ signups: 'with_trafficsource' });
  await t.app.services.sites.reload();
};

describe('signup with a first touch', () => {
  it("puts the cookie's values on the member, over the body's", async () => {
    const cookie = firstTouch({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
    const res = await signup(valid({ network: 'later', sub1: 'x' }), { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await trackingOf(res.json().id)).toEqual({ network: 'adnet', ref: 'r1', sub1: 'a', sub2: 'b', sub3: 'c' });
  });

  it("takes the body's values without a cookie, or with one that is not this site's or does not parse", async () => {
    for (const cookie of [undefined, firstTouch({ network: 'theirs' }, crypto.randomUUID()), `${TRACKING_COOKIE}=x`]) {
      const res = await signup(valid({ network: 'body', sub2: 'b' }), cookie ? { cookie } : {});
      expect(await trackingOf(res.json().id)).toEqual({
        network: 'body',
        ref: null,
        sub1: null,
        sub2: 'b',
        sub3: null,
      });
    }
  });

  it('with_trafficsource: refuses a visitor without a source, with its own message in every language', async () => {
    await signupsOnlyWithSource();
    const refused = await signup(valid({ sub1: 'no source' }));
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      403,
      'signup_needs_source',
      'Aanmelden op deze site kan alleen via de link van een van onze partners.',
    ]);
    const messages = new Set<string>();
    for (const language of LANGUAGES) {
      const res = await signup(valid(), { cookie: `i18n_locale=${language}` });
      expect(res.json().code).toBe('signup_needs_source');
      messages.add(res.json().message);
    }
    expect(messages.size).toBe(LANGUAGES.length);
  });

  it('with_trafficsource: takes a visitor whose source is only in the cookie (network or ref)', async () => {
    await signupsOnlyWithSource();
    const byNetwork = await signup(valid(), { cookie: firstTouch({ network: 'adnet' }) });
    expect(byNetwork.statusCode, byNetwork.body).toBe(200);
    expect((await trackingOf(byNetwork.json().id))?.network).toBe('adnet');
    expect((await signup(valid(), { cookie: firstTouch({ ref: 'r1' }) })).statusCode).toBe(200);
    expect((await signup(valid(), { cookie: firstTouch({ sub1: 'only' }) })).json().code).toBe('signup_needs_source');
  });
});
