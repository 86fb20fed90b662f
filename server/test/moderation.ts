import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, complaints, memberStrikes, users } from '../db/schema/index.ts';
import { CLIENT_HEADERS, authCookie } from './http.ts';
import type { TestApp } from './test-app.ts';

/** The moderation tests' helpers: what is stored, and a member's login. */
export const MEMBER_PASSWORD = 'pw-123456';

/** A member's login attempt with the password signupMember gives them; the answer. */
export function memberLogin(t: TestApp, email: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user.php',
    headers: CLIENT_HEADERS,
    payload: { email, password: MEMBER_PASSWORD },
    remoteAddress,
  });
}

/** The cookie of a successful login. */
export async function loggedIn(t: TestApp, email: string, remoteAddress: string): Promise<string> {
  const res = await memberLogin(t, email, remoteAddress);
  expect(res.statusCode).toBe(200);
  return authCookie(res);
}

/** The member answer of GET /api/user.php with a cookie: its status code. */
export async function userStatus(t: TestApp, cookie: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { ...CLIENT_HEADERS, cookie } });
  return res.statusCode;
}

/** An open complaint about `reportedId`, stored directly (filing one is tested with the complaints module). */
export async function fileComplaint(t: TestApp, reporterId: string, reportedId: string, messageId?: string) {
  const [row] = await t.database.db
    .insert(complaints)
    .values({ reporterId, reportedId, reason: 'harassment', messageId: messageId ?? null, createdAt: t.now() })
    .returning({ id: complaints.id });
  return row!.id;
}

export const strikesOf = (t: TestApp, memberId: string) =>
  t.database.db.select().from(memberStrikes).where(eq(memberStrikes.userId, memberId));

export const auditOf = (t: TestApp, objectType: string, objectId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, objectId)));

export async function standingOf(t: TestApp, memberId: string) {
  const [row] = await t.database.db
    .select({ suspendedUntil: users.suspendedUntil, bannedAt: users.bannedAt })
    .from(users)
    .where(eq(users.id, memberId));
  return row!;
}
