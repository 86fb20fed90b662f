import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBody } from '../shared/contracts/auth.ts';
import { pushSubscriptionBody } from '../shared/contracts/push.ts';
import { gifts, photos, users } from './db/schema/index.ts';
import { DEMO_LOGIN } from './db/seed/demo-site.ts';
import { regionsOf } from './modules/sites/regions.ts';
import type { RouteEntry } from './plugins/route-table.ts';
import { type Payload, jsonBodies, multipartBodies, paths, queries } from './test/fuzz-arbitraries.ts';
import { addresses } from './test/http.ts';
import { pngOf } from './test/images.ts';
import { createTestApp } from './test/test-app.ts';
import { staffSession } from './test/staff.ts';

/**
 * Property-based fuzzing of every API and media route, driven by the route table and the routes' zod schemas: valid
 * and hostile queries, paths and bodies, logged in or not, must never get a 5xx. FUZZ_RUNS sets the runs per route,
 * FUZZ_SEED replays a failure (fast-check prints the seed and path).
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 25);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The demo member's own credentials: a login that succeeds, and its near misses. */
const demoLogin = z.object({ email: z.literal(DEMO_LOGIN.email), password: z.literal(DEMO_LOGIN.password) });
/** Routes whose handler validates the body itself, with the schemas it uses (user.php: login, or `?push=1`). */
const HANDLER_BODIES: Record<string, z.ZodType> = {
  'POST /api/user.php': z.union([loginBody, demoLogin, pushSubscriptionBody]),
};
/** Multipart uploads, by their file field. */
const UPLOADS: Record<string, string> = { 'POST /api/photos.php': 'photo', 'POST /api/message-photo.php': 'photo' };

const t = await createTestApp({}, { memberCount: 5 });
afterAll(() => t.close());
const image = await pngOf(64, 48);
const newIp = addresses(77);
/** The last error a handler threw, to show beside a 5xx. */
let lastError: unknown;
t.app.addHook('onError', async (_request, _reply, error) => {
  lastError = error;
});
/** An admin's console session: the staff routes' handlers get fuzzed too. */
const staffCookie = (await staffSession(t)).headers.cookie;

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
/** API and media routes; HEAD only where it is not GET's twin. */
const targets = t.app.routeTable.filter(
  (route) =>
    /^\/(api|media)\//.test(route.url) &&
    !(route.method === 'HEAD' && t.app.routeTable.some((r) => r.method === 'GET' && r.url === route.url)),
);

/** The seeded members (fuzzed requests come from fresh sessions of theirs). */
const memberIds = (await t.database.db.select({ id: users.id }).from(users)).map((m) => m.id);
/** Real ids and secrets of the seed, so that valid values also reach members, photos, regions and a login. */
const known = [
  ...memberIds,
  ...(await t.database.db.select({ id: photos.id }).from(photos)).map((p) => p.id),
  ...(await t.database.db.select({ id: gifts.id }).from(gifts)).map((g) => g.id),
  DEMO_LOGIN.email,
  DEMO_LOGIN.password,
  '1990-05-17',
  'NL',
  ...regionsOf('NL').map((r) => r.code),
];

interface FuzzRequest {
  path: string;
  query: string;
  payload: Payload;
  /** The member whose fresh session the request carries, or none. */
  member: string | undefined;
  headers: Record<string, string>;
}

function requests(route: RouteEntry): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
  const upload = UPLOADS[key(route)];
  const body = HANDLER_BODIES[key(route)] ?? schema.body;
  return fc.record({
    path: paths(route.url, schema.params, known),
    query: queries(schema.querystring ?? z.object({}), known),
    payload: upload
      ? multipartBodies(upload, image)
      : body || STATE_CHANGING.has(route.method)
        ? jsonBodies(body, known)
        : fc.constant({}),
    member: fc.option(fc.constantFrom(...memberIds), { nil: undefined, freq: 3 }),
    headers: fc.record(
      {
        authorization: fc.constantFrom('Bearer x', 'Basic eDp4'),
        cookie: fc.oneof(
          { weight: 3, arbitrary: fc.constant(staffCookie) },
          fc.constantFrom('auth=garbage', 'auth=%zz', 'auth=', 'i18n_locale=xx', 'staff_session=x'),
        ),
        'accept-language': fc.constantFrom('de', 'en-GB,en;q=0.8', '*', 'xx;q=abc', ''),
      },
      { requiredKeys: [] },
    ),
  });
}

/** The request as app.inject takes it: host of the demo site, the client header, a fresh address. */
async function injectOptions(route: RouteEntry, { path, query, payload, member, headers }: FuzzRequest) {
  const session = member ? `auth=${(await t.app.services.auth.openSession(member)).token}` : undefined;
  return {
    method: route.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers: {
      host: 'localhost',
      'x-client': 'web',
      ...headers,
      ...(session ? { cookie: [session, headers.cookie].filter(Boolean).join('; ') } : {}),
      ...(payload.contentType ? { 'content-type': payload.contentType } : {}),
    },
    ...(payload.body === undefined ? {} : { payload: payload.body }),
    remoteAddress: newIp(),
  };
}

/** A 5xx's request and the server's error, short enough to read: long bodies are cut. */
function report(options: Awaited<ReturnType<typeof injectOptions>>, status: number, body: string): string {
  const payload = options.payload === undefined ? undefined : String(options.payload);
  const shown = payload && payload.length > 2000 ? `${payload.slice(0, 2000)}... (${payload.length} chars)` : payload;
  const stack = lastError instanceof Error ? (lastError.stack ?? String(lastError)) : String(lastError);
  const cause =
    lastError instanceof Error && lastError.cause instanceof Error ? `\ncause: ${lastError.cause.message}` : '';
  return [
    `${options.method} ${options.url.slice(0, 2000)} answered ${status}: ${body.slice(0, 500)}`,
    `headers: ${JSON.stringify(options.headers)}`,
    `body: ${JSON.stringify(shown)}`,
    `server error: ${stack.split('\n').slice(0, 8).join('\n')}${cause}`,
  ].join('\n');
}

describe('route fuzzing', () => {
  it('fuzzes a route table that holds the known routes', () => {
    const keys = targets.map(key);
    for (const expected of [
      'POST /api/user.php',
      'GET /api/members.php',
      'POST /api/photos.php',
      'PUT /api/account-settings.php',
      'POST /api/admin/photo-review.php',
      'GET /api/chats.php',
      'POST /api/message.php',
      'POST /api/message-photo.php',
      'DELETE /api/chat.php',
      'POST /api/admin/message.php',
      'GET /media/:photoId/:size.:format',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(keys.length).toBeGreaterThan(30);
  });

  for (const route of targets) {
    it(`${key(route)} never answers 5xx`, { timeout: 60_000 + numRuns * 1000 }, async () => {
      await fc.assert(
        fc.asyncProperty(requests(route), async (request) => {
          const options = await injectOptions(route, request);
          lastError = undefined;
          const res = await t.app.inject(options);
          expect(res.statusCode, report(options, res.statusCode, res.body)).toBeLessThan(500);
        }),
        { numRuns, seed },
      );
    });
  }
});
