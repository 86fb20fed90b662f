import type { FastifyInstance } from 'fastify';
import { DEMO_LOGIN } from '../db/seed/demo-site.ts';
import { AUTH_COOKIE } from '../../shared/constants.ts';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailTokens, profiles } from '../db/schema/index.ts';
import { hashToken, randomToken } from '../lib/tokens.ts';
import { CLIENT_HEADERS, authCookie } from './http.ts';
import type { TestApp } from './test-app.ts';

/** Logs the demo member in from the given address and returns the session cookie and member id. */
export async function loginDemo(app: FastifyInstance, remoteAddress: string): Promise<{ cookie: string; id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT_HEADERS,
    payload: DEMO_LOGIN,
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.statusCode} ${res.body}`);
  return { cookie: authCookie(res), id: res.json().id as string };
}

/** Signs a new member up from the given address (unconfirmed, logged in); returns the session cookie and id. */
export async function signupMember(
  app: FastifyInstance,
  remoteAddress: string,
  email: string,
  fields: { name?: string; date_of_birth?: string; password?: string } = {},
): Promise<{ cookie: string; id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: CLIENT_HEADERS,
    remoteAddress,
    payload: { email, name: 'Sam', date_of_birth: '1990-01-01', password: 'pw-123456', ...fields },
  });
  if (res.statusCode !== 200) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { cookie: authCookie(res), id: res.json().id as string };
}

/** A session for any member (the seeded ones have no known password): the cookie to act as them. */
export async function sessionOf(app: FastifyInstance, memberId: string): Promise<string> {
  const { token } = await app.services.auth.openSession(memberId);
  return `${AUTH_COOKIE}=${token}`;
}

/** Confirms the member through a fresh activation link (valid a day on the app's clock), as the activation mail's link does. */
export async function activate(t: TestApp, member: { id: string }): Promise<void> {
  const token = randomToken();
  await t.database.db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId: member.id,
    purpose: 'activation',
    expiresAt: new Date(t.now().getTime() + 86_400_000),
  });
  const res = await t.app.inject({ url: `/api/activate.php?token=${token}`, headers: { host: 'localhost:3000' } });
  expect(res.headers.location).toBe('/activate/done');
}

/**
 * Gives `memberId` the gender and birth date of `modelId`: searches are ordered by who searches (two-sided search,
 * decision 035), so only such a pair shares the same cached search pages.
 */
export async function sameSeekerAs(t: TestApp, memberId: string, modelId: string): Promise<void> {
  const [model] = await t.database.db
    .select({ gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.userId, modelId));
  await t.database.db.update(profiles).set(model!).where(eq(profiles.userId, memberId));
  await t.settled();
}
