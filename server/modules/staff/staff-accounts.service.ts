import { randomBytes } from 'node:crypto';
import {
  LOGIN_LOCK_MINUTES,
  STAFF_RECOVERY_CODES,
  STAFF_SECOND_FACTOR_MINUTES,
  STAFF_SESSION_HOURS,
  STAFF_SESSION_IDLE_MINUTES,
} from '../../../shared/constants.ts';
import type { StaffRole } from '../../../shared/staff-roles.ts';
import type { StaffActor } from '../../db/audit-log.ts';
import { recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { AppError, loginFailed, loginLocked, notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { type AuditFilter, listAudit } from './audit.repo.ts';
import * as repo from './staff-accounts.repo.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

export type StaffMember = repo.SessionStaff;

const MINUTE_MS = 60_000;
const secondFactorInvalid = () => new AppError('second_factor_invalid', 401);
const emailTaken = () => new AppError('validation_failed', 400, { field: 'email' });

/** A new staff account's secrets, shown once: the authenticator's address and the recovery codes. */
export interface StaffEnrolment {
  id: string;
  totpSecret: string;
  otpauthUri: string;
  recoveryCodes: string[];
}

/** Recovery codes: 64 random bits each, as four groups of four characters. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODES }, () =>
    (randomBytes(8).toString('hex').toUpperCase().match(/.{4}/g) ?? []).join('-'),
  );
}
const recoveryHash = (code: string) => hashToken(code.replace(/[^0-9a-f]/gi, '').toUpperCase());

/**
 * Staff accounts and their console sessions: a password, then a TOTP code (or a recovery code), each attempt counted
 * on the account as a member's login is counted (LOGIN_MAX_FAILURES, then LOGIN_LOCK_MINUTES locked).
 */
export class StaffAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
    /** The name authenticator apps show above the code. */
    private readonly issuer = 'Dating console',
  ) {}

  async create(
    input: { email: string; name?: string; role: StaffRole; password: string },
    actor: StaffActor,
  ): Promise<StaffEnrolment> {
    const email = input.email.trim();
    if (await repo.findAccountByEmail(this.db, email)) throw emailTaken();
    const totpSecret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    const passwordHash = await hashPassword(input.password);
    const id = await this.db.transaction(async (tx) => {
      const name = input.name?.trim() ?? '';
      const created = await repo.insertAccount(tx, { email, name, role: input.role, passwordHash, totpSecret });
      await repo.replaceRecoveryCodes(tx, created, recoveryCodes.map(recoveryHash));
      await recordAudit(tx, actor, {
        action: 'staff.created',
        objectType: 'staff',
        objectId: created,
        after: { email, name, role: input.role },
      });
      return created;
    });
    return { id, totpSecret, otpauthUri: totpUri(totpSecret, email, this.issuer), recoveryCodes };
  }

  /** The password step: a half-open session that only the second factor can complete. */
  async beginLogin(email: string, password: string): Promise<{ token: string; expiresAt: Date }> {
    const account = await repo.findAccountByEmail(this.db, email.trim());
    const usable = account && !account.disabledAt ? account : undefined;
    if (!usable) {
      await verifyPassword(undefined, password);
      throw loginFailed();
    }
    await this.claim(usable.id);
    if (!(await verifyPassword(usable.passwordHash, password))) throw loginFailed();
    await repo.releaseAttempt(this.db, usable.id);
    const now = this.clock();
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + STAFF_SECOND_FACTOR_MINUTES * MINUTE_MS);
    await repo.insertSession(this.db, hashToken(token), usable.id, now, expiresAt);
    return { token, expiresAt };
  }

  /**
   * The second factor of a half-open session: a TOTP code of a step not used before, or an unused recovery code.
   * The session then opens the console for STAFF_SESSION_HOURS.
   */
  async completeLogin(token: string, staff: StaffMember, code: string): Promise<{ expiresAt: Date }> {
    await this.claim(staff.id);
    const account = await repo.findAccount(this.db, staff.id);
    if (!account || !(await this.secondFactorMatches(account, code.trim()))) throw secondFactorInvalid();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 60 * MINUTE_MS);
    await repo.verifySession(this.db, hashToken(token), now, expiresAt);
    return { expiresAt };
  }

  private async secondFactorMatches(account: { id: string; totpSecret: string; totpLastStep: number }, code: string) {
    if (/^\d{6}$/.test(code)) {
      const step = await totpStep(account.totpSecret, code, this.clock(), account.totpLastStep);
      return step !== undefined && (await repo.useTotpStep(this.db, account.id, step));
    }
    return repo.useRecoveryCode(this.db, account.id, recoveryHash(code), this.clock());
  }

  private async claim(staffId: string): Promise<void> {
    if (!(await repo.claimAttempt(this.db, staffId, this.clock()))) {
      const account = await repo.findAccount(this.db, staffId);
      const left = (account?.lockedUntil?.getTime() ?? 0) - this.clock().getTime();
      throw loginLocked(Math.max(1, Math.min(LOGIN_LOCK_MINUTES, Math.ceil(left / MINUTE_MS))));
    }
  }

  /** The staff member of a session cookie's token, if the session lives (a half-open one says `verified: false`). */
  async sessionOf(token: string): Promise<StaffMember | undefined> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * MINUTE_MS);
    return repo.touchSession(this.db, hashToken(token), now, idleSince);
  }

  async logout(token: string): Promise<void> {
    await repo.deleteSession(this.db, hashToken(token));
  }

  /** The staff accounts, with whether each is locked now. */
  async list() {
    const now = this.clock();
    const accounts = await repo.listAccounts(this.db);
    return accounts.map((account) => ({
      ...account,
      locked: account.lockedUntil !== null && account.lockedUntil > now,
    }));
  }

  /** A page of the audit log, newest first. */
  auditLog(filter: AuditFilter, page: number) {
    return listAudit(this.db, filter, page);
  }

  /** Ends every console session of a staff member (an admin's action, audited). */
  async endSessions(staffId: string, actor: StaffActor): Promise<{ ended: number }> {
    return this.db.transaction(async (tx) => {
      if (!(await repo.findAccount(tx, staffId))) throw notFound();
      const ended = await repo.deleteSessionsOf(tx, staffId, this.clock());
      await recordAudit(tx, actor, {
        action: 'staff.sessions_ended',
        objectType: 'staff',
        objectId: staffId,
        after: { ended },
      });
      return { ended };
    });
  }

  /** Disables (or enables again) a staff account; disabling ends its sessions. */
  async setDisabled(staffId: string, disabled: boolean, actor: StaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const account = await repo.findAccount(tx, staffId);
      if (!account) throw notFound();
      const now = this.clock();
      await repo.setDisabled(tx, staffId, disabled ? now : null);
      if (disabled) await repo.deleteSessionsOf(tx, staffId, now);
      await recordAudit(tx, actor, {
        action: disabled ? 'staff.disabled' : 'staff.enabled',
        objectType: 'staff',
        objectId: staffId,
        before: { disabled: account.disabledAt !== null },
        after: { disabled },
      });
    });
  }
}
