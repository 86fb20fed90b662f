import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/constants.ts';
import type { StaffRole } from '../../../shared/staff-roles.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { staffAccounts, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string;
}

export async function insertAccount(db: Db, account: NewStaffAccount): Promise<string> {
  const [row] = await db.insert(staffAccounts).values(account).returning({ id: staffAccounts.id });
  return row!.id;
}

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(sql`lower(${staffAccounts.email})`, email.toLowerCase()));
  return row;
}

export async function findAccount(db: Db, id: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export async function listAccounts(db: Db) {
  return db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
      createdAt: staffAccounts.createdAt,
      disabledAt: staffAccounts.disabledAt,
      lockedUntil: staffAccounts.lockedUntil,
    })
    .from(staffAccounts)
    .orderBy(asc(staffAccounts.email));
}

/**
 * Claims one login attempt (a password or a second factor) on the account before it is checked, in one statement,
 * so that parallel guesses cannot check more than LOGIN_MAX_FAILURES: false when the account is locked. The attempt
 * that reaches the maximum locks it for LOGIN_LOCK_MINUTES; a count quiet that long starts again.
 */
export async function claimAttempt(db: Db, id: string, now: Date): Promise<boolean> {
  const at = sql`${now}::timestamptz`;
  const idleSince = sql`${new Date(now.getTime() - LOGIN_LOCK_MINUTES * 60_000)}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000)}::timestamptz`;
  const attempt = sql`case when a.locked_until <= ${at} or a.last_failure_at <= ${idleSince} then 1 else a.failures + 1 end`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update staff_accounts as a set
          failures = ${attempt},
          locked_until = case when ${attempt} >= ${LOGIN_MAX_FAILURES}::int then ${lockUntil} end,
          last_failure_at = ${at}
        where a.id = ${id}::uuid and (a.locked_until is null or a.locked_until <= ${at})
        returning a.id`,
  );
  return rows.length === 1;
}

/** The attempt succeeded: it does not count against the account (the claim is given back). */
export async function releaseAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ failures: sql`greatest(${staffAccounts.failures} - 1, 0)` })
    .where(eq(staffAccounts.id, id));
}

/**
 * Takes a TOTP step as used, in one conditional update: of two logins with one code, one gets it; a code of a step
 * at or before the last one used is refused. The login is complete: the failures count starts again.
 */
export async function useTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ totpLastStep: step, failures: 0, lockedUntil: null })
    .where(and(eq(staffAccounts.id, id), sql`${staffAccounts.totpLastStep} < ${step}`))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, staffId: string, codeHashes: readonly string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses an unused recovery code once; the login is complete, as with useTotpStep. */
export async function useRecoveryCode(db: Db, staffId: string, codeHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ staffId: staffRecoveryCodes.staffId });
    if (rows.length === 0) return false;
    await tx.update(staffAccounts).set({ failures: 0, lockedUntil: null }).where(eq(staffAccounts.id, staffId));
    return true;
  });
}

export async function insertSession(db: Db, tokenHash: string, staffId: string, now: Date, expiresAt: Date) {
  await db.insert(staffSessions).values({ tokenHash, staffId, createdAt: now, lastUsedAt: now, expiresAt });
}

/** The second factor was given: the session opens the console, until `expiresAt`. */
export async function verifySession(db: Db, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ verifiedAt: now, lastUsedAt: now, expiresAt })
    .where(eq(staffSessions.tokenHash, tokenHash));
}

export interface SessionStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  verified: boolean;
}

/**
 * The staff member of a live session (not expired, used within the idle time, account enabled), whose use it
 * records: one statement per request, so that a session ended or an account disabled is refused at once everywhere.
 */
export async function touchSession(db: Db, tokenHash: string, now: Date, idleSince: Date) {
  const rows = await queryRows<SessionStaff>(
    db,
    sql`update staff_sessions as s set last_used_at = ${now}::timestamptz
        from staff_accounts as a
        where s.token_hash = ${tokenHash} and a.id = s.staff_id and a.disabled_at is null
          and s.expires_at > ${now}::timestamptz and s.last_used_at > ${idleSince}::timestamptz
        returning a.id, a.email, a.name, a.role, s.verified_at is not null as verified`,
  );
  return rows[0];
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

/** Ends every session of a staff member; how many were open. */
export async function deleteSessionsOf(db: Db, staffId: string, now: Date): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffId, staffId), gt(staffSessions.expiresAt, now)))
    .returning({ tokenHash: staffSessions.tokenHash });
  return rows.length;
}

export async function setDisabled(db: Db, id: string, disabledAt: Date | null): Promise<void> {
  await db.update(staffAccounts).set({ disabledAt }).where(eq(staffAccounts.id, id));
}
