import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MINUTES } from '../../../shared/constants.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { loginAttempts, photos, profiles, sessions, users } from '../../db/schema/index.ts';

export async function findLoginUser(db: Db, siteId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email}`));
  return row;
}

/** Whether staff banned the member, and until when they are suspended. */
export async function findStanding(db: Db, userId: string) {
  const [row] = await db
    .select({ bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A count a password attempt is claimed on: its source (see loginAttempts) and the failures that lock it. */
export interface AttemptCount {
  source: string;
  max: number;
}

/** A count an attempt was claimed on: its number there, and the lock it set, if any. */
export interface ClaimedCount {
  source: string;
  attempt: number;
  lockedUntil: Date | null;
}

/** The latest lock among the address's `sources` that has not run out, if any. */
export async function findLoginLock(db: Db, siteId: string, email: string, sources: string[], now: Date) {
  const [row] = await db
    .select({ lockedUntil: sql<Date | null>`max(${loginAttempts.lockedUntil})`.mapWith(loginAttempts.lockedUntil) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.siteId, siteId),
        eq(loginAttempts.email, email),
        inArray(loginAttempts.source, sources),
        gt(loginAttempts.lockedUntil, now),
      ),
    );
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts a password attempt on each of `counts` before the password is checked, in one statement, so that no number
 * of parallel attempts checks more passwords than the smallest maximum: nothing is counted while one of them is
 * locked, no count goes past its lock, and the attempt that reaches a maximum sets that lock. Each count is taken
 * only when the one before it was, so that attempts refused by the first (the caller's own) never add to the next
 * (the address's). A count whose lock has run out, or whose last attempt is LOGIN_LOCK_MINUTES old, starts again.
 * Returns the counts claimed: the password may be checked only when every one was.
 */
export async function claimLoginAttempt(db: Db, siteId: string, email: string, counts: AttemptCount[], now: Date) {
  const lockUntil = sql`${new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000)}::timestamptz`;
  const idleSince = sql`${new Date(now.getTime() - LOGIN_LOCK_MINUTES * 60_000)}::timestamptz`;
  const at = sql`${now}::timestamptz`;
  const sources = sql.join(
    counts.map(({ source }) => sql`${source}::text`),
    sql`, `,
  );
  const noLock = sql`not exists (
    select 1 from login_attempts b
    where b.site_id = ${siteId}::uuid and b.email = ${email}::text and b.source in (${sources}) and b.locked_until > ${at}
  )`;
  const attempt = sql`case when a.locked_until <= ${at} or a.updated_at <= ${idleSince} then 1 else a.failures + 1 end`;
  const step = (i: number) => sql.raw(`c${i}`);
  const steps = counts.map(
    ({ source, max }, i) => sql`${step(i)} as (
      insert into login_attempts as a (site_id, email, source, failures, locked_until, updated_at)
      select ${siteId}::uuid, ${email}::text, ${source}::text, 1, case when ${max}::int <= 1 then ${lockUntil} end, ${at}
      where ${i === 0 ? noLock : sql`exists (select 1 from ${step(i - 1)})`}
      on conflict (site_id, email, source) do update set
        failures = ${attempt},
        locked_until = case when ${attempt} >= ${max}::int then ${lockUntil} end,
        updated_at = ${at}
      where a.locked_until is null or a.locked_until <= ${at}
      returning a.source, a.failures as attempt, a.locked_until as "lockedUntil"
    )`,
  );
  const claimed = await queryRows<{ source: string; attempt: number; lockedUntil: Date | string | null }>(
    db,
    sql`with ${sql.join(steps, sql`, `)} ${sql.join(
      counts.map((_, i) => sql`select * from ${step(i)}`),
      sql` union all `,
    )}`,
  );
  // A raw statement's timestamps come as text from some drivers.
  return claimed.map((row): ClaimedCount => ({
    ...row,
    lockedUntil: row.lockedUntil ? new Date(row.lockedUntil) : null,
  }));
}

/**
 * After a correct password: each count it was claimed on starts again, unless other attempts were counted there
 * after this one (then they stand, with any lock they reached). Counts of the address that went quiet go too.
 */
export async function releaseLoginAttempt(db: Db, siteId: string, email: string, claimed: ClaimedCount[], now: Date) {
  const own = claimed.map(({ source, attempt }) =>
    and(eq(loginAttempts.source, source), eq(loginAttempts.failures, attempt)),
  );
  const idleSince = new Date(now.getTime() - LOGIN_LOCK_MINUTES * 60_000);
  const quiet = and(
    lte(loginAttempts.updatedAt, idleSince),
    or(isNull(loginAttempts.lockedUntil), lte(loginAttempts.lockedUntil, now)),
  );
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.siteId, siteId), eq(loginAttempts.email, email), or(...own, quiet)));
}

/** Every count of the address (after a password reset). */
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
    contactHold: users.contactHold,
  },
  profile: {
    name: profiles.name,
    country: profiles.country,
    status: profiles.status,
    gender: profiles.gender,
    sexuality: profiles.sexuality,
    dateOfBirth: profiles.dateOfBirth,
    seekingGenders: profiles.seekingGenders,
    seekingMinAge: profiles.seekingMinAge,
    seekingMaxAge: profiles.seekingMaxAge,
  },
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
