import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts, photos, profiles, sessions, users } from '../../db/schema/index.ts';

export async function findLoginUser(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email}`));
  return row;
}

export async function findLoginAttempt(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email)));
  return row;
}

/**
 * Counts a password attempt before the password is checked, in one statement, so that no number of parallel
 * attempts checks more than LOGIN_MAX_FAILURES passwords: none is counted (undefined) while the address is locked,
 * and the attempt that reaches the maximum sets the lock. A lock that has run out starts the count again. Returns
 * the attempt's number and the lock it set, if any.
 */
export async function claimLoginAttempt(db: Db, siteId: string, email: string, now: Date) {
  const unlocked = sql`${loginAttempts.lockedUntil} is null or ${loginAttempts.lockedUntil} <= ${now}`;
  const expired = sql`${loginAttempts.lockedUntil} is not null and ${loginAttempts.lockedUntil} <= ${now}`;
  const attempt = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
  const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
  const [row] = await db
    .insert(loginAttempts)
    .values({ siteId, email, failures: 1, lockedUntil: LOGIN_MAX_FAILURES <= 1 ? lockUntil : null, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.siteId, loginAttempts.email],
      set: {
        failures: attempt,
        lockedUntil: sql`case when ${attempt} >= ${LOGIN_MAX_FAILURES} then ${lockUntil}::timestamptz else null end`,
        updatedAt: now,
      },
      setWhere: unlocked,
    })
    .returning({ attempt: loginAttempts.failures, lockedUntil: loginAttempts.lockedUntil });
  return row;
}

/**
 * After a correct password: the count starts again, unless other attempts were counted after this one (then they
 * stand, with any lock they reached).
 */
export async function releaseLoginAttempt(db: Db, siteId: string, email: string, attempt: number) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email), eq(loginAttempts.failures, attempt)));
}

export async function clearLoginFailures(db: Db, siteId: string, email: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email)));
}

export async function insertSession(db: Db, tokenHash: string, userId: string, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** What the user answer is made of (GET /api/user.php): each column is in db/member-change-triggers.ts. */
export const userAnswerColumns = {
  user: {
    id: users.id,
    siteId: users.siteId,
    email: users.email,
    status: users.status,
    credits: users.credits,
    paidUser: users.paidUser,
    signupDate: users.signupDate,
    language: users.language,
    fictional: users.fictional,
    notificationsDisabled: users.notificationsDisabled,
    photoAlertDismissedAt: users.photoAlertDismissedAt,
    pushAlertDismissedAt: users.pushAlertDismissedAt,
    timeBonusDismissedAt: users.timeBonusDismissedAt,
  },
  profile: { name: profiles.name, country: profiles.country, status: profiles.status },
  photo: { id: photos.id, status: photos.status },
};

function sessionUserQuery(db: Db) {
  return db
    .select({ ...userAnswerColumns, sessionExpiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .prepare('session_user');
}

/** Prepared once per database: every request with a session runs it, so PostgreSQL plans it only once. */
const preparedSessionUser = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/** The member behind a live session, with what the user answer needs, in one query. */
export async function findSessionUser(db: Db, tokenHash: string, now: Date) {
  let query = preparedSessionUser.get(db);
  if (!query) preparedSessionUser.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ tokenHash, now });
  return row;
}

export async function updateLanguage(db: Db, userId: string, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Ends every session of the member, but the one with `keepTokenHash` when given. */
export async function deleteUserSessions(db: Db, userId: string, keepTokenHash?: string) {
  const others = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined;
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}
