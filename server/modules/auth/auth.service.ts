import {
  AUTH_COOKIE_DAYS,
  DAY_MS,
  DELETION_GRACE_DAYS,
  DEVICE_COOKIE_DAYS,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_MAX_FAILURES,
} from '../../../shared/constants.ts';
import { type User, userResponse } from '../../../shared/contracts/auth.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import {
  accountBanned,
  accountDeleted,
  accountSuspended,
  authenticationRequired,
  fieldError,
  loginFailed,
  loginLocked,
} from '../../lib/app-error.ts';
import { clientKey } from '../../lib/client-address.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import * as repo from './auth.repo.ts';
import type { DomainEventBus } from '../../events/event-bus.ts';
import { type Device, DeviceCookies } from './device-cookies.ts';
import { SessionCache } from './session-cache.ts';
import { type SessionRow, toUser } from './session-user.ts';

/** A session just opened: its token for the cookie, its member for the answer, and a new device cookie. */
export interface Session {
  token: string;
  expiresAt: Date;
  user: User;
  device: { value: string; expiresAt: Date };
}

/** Where a login comes from: the client's IP, and the device cookie it carries, if any. */
export interface LoginOrigin {
  ip: string;
  deviceCookie?: string;
}

/**
 * What a login attempt is counted on: with a valid device cookie of the address's member, that device only;
 * otherwise the address from this IP (IPv6 per /64) and the address from anywhere, with a higher ceiling.
 */
function attemptCounts(ip: string, device: Device | undefined): repo.AttemptCount[] {
  if (device) return [{ source: `device:${device.nonce}`, max: LOGIN_MAX_FAILURES }];
  return [
    { source: `ip:${clientKey(ip)}`, max: LOGIN_MAX_FAILURES },
    { source: 'all', max: LOGIN_ADDRESS_MAX_FAILURES },
  ];
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Login, sessions and the current member. Sessions live in the database; the cookie carries only the token. Session
 * rows are cached in memory (session-cache.ts) and dropped on every announced change of their member.
 */
export class AuthService {
  readonly cache = new SessionCache<SessionRow>();
  private readonly users = new WeakMap<SessionRow, { second: number; user: User }>();
  private readonly serialised = new WeakMap<User, string>();
  private readonly devices: DeviceCookies;

  /**
   * Drops the cached sessions of each member who changed; every session after a gap in hearing of changes. A chat
   * message's debit is announced by its credits.changed event, not by the database (member-change-triggers.ts).
   */
  forgetChangedMembers(bus: DomainEventBus): void {
    bus.subscribe('member.changed', ({ memberId }) =>
      memberId ? this.cache.evictMember(memberId) : this.cache.clear(),
    );
    bus.subscribe('credits.changed', ({ memberId }) => this.cache.evictMember(memberId));
  }

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.devices = new DeviceCookies(db);
  }

  /**
   * Checks the password (as long for unknown addresses as for known ones) under the locks of its address and origin
   * (see attemptCounts), and opens a new session.
   */
  async login(siteId: string, email: string, password: string, origin: LoginOrigin): Promise<Session> {
    const user = await repo.findLoginUser(this.db, siteId, email);
    const graceLeft = user?.status === 'deleted' ? this.graceDaysLeft(user.deletedAt) : 0;
    // A deleted account's password counts only while the account can be restored (SPEC §4: within 14 days).
    const usable = user && (user.status !== 'deleted' || graceLeft > 0) ? user : undefined;
    const device = await this.devices.verify(siteId, origin.deviceCookie);
    const counts = attemptCounts(origin.ip, device && device.memberId === usable?.id ? device : undefined);
    if (!(await this.passwordMatches(siteId, email, usable?.passwordHash, password, counts))) throw loginFailed();
    // Its owner, told how to restore it (the link mailed at deletion); no session.
    if (usable!.status === 'deleted') throw accountDeleted(graceLeft);
    return this.startSession(usable!.id, siteId);
  }

  /** Whole days, rounded up, left of the grace period of an account deleted at `deletedAt`; 0 once it is over. */
  private graceDaysLeft(deletedAt: Date | null): number {
    if (!deletedAt) return 0;
    const left = deletedAt.getTime() + DELETION_GRACE_DAYS * DAY_MS - this.clock().getTime();
    return left > 0 ? Math.ceil(left / DAY_MS) : 0;
  }

  /**
   * Checks a logged-in member's password (old password, email change, deletion), counted per member under the
   * login limit: a session cannot guess more passwords than a device, and cannot lock the member's logins. A wrong
   * one is a field error with `messageKey`.
   */
  async assertMemberPassword(member: User, siteId: string, password: string, field: string, messageKey: string) {
    const user = await repo.findLoginUser(this.db, siteId, member.email);
    const counts = [{ source: 'member', max: LOGIN_MAX_FAILURES }];
    if (!(await this.passwordMatches(siteId, member.email, user?.passwordHash, password, counts))) {
      throw fieldError(field, messageKey);
    }
  }

  /**
   * Whether `password` matches `passwordHash`, counted per site and address (with or without an account) on each of
   * `counts`: they are claimed first, so parallel attempts cannot check more than the smallest maximum; then
   * loginLocked with the minutes left.
   */
  private async passwordMatches(
    siteId: string,
    email: string,
    passwordHash: string | undefined,
    password: string,
    counts: repo.AttemptCount[],
  ) {
    const now = this.clock();
    const claimed = await repo.claimLoginAttempt(this.db, siteId, email, counts, now);
    if (claimed.length < counts.length) {
      const sources = counts.map(({ source }) => source);
      const lockedUntil = await repo.findLoginLock(this.db, siteId, email, sources, now);
      throw loginLocked(minutesUntil(lockedUntil ?? now, now));
    }
    if (await verifyPassword(passwordHash, password)) {
      await repo.releaseLoginAttempt(this.db, siteId, email, claimed, now);
      return true;
    }
    const locks = claimed.flatMap(({ lockedUntil }) => (lockedUntil ? [lockedUntil.getTime()] : []));
    if (locks.length > 0) throw loginLocked(minutesUntil(new Date(Math.max(...locks)), now));
    return false;
  }

  /**
   * A new session for the member on their site (login, signup, password reset), with the member as the session shows
   * them (and now cached), and a new device cookie for the browser.
   */
  async startSession(userId: string, siteId: string): Promise<Session> {
    await this.assertInGoodStanding(userId);
    const session = await this.openSession(userId);
    const user = await this.currentUser(session.token, siteId);
    if (!user) throw authenticationRequired();
    const expiresAt = new Date(this.clock().getTime() + DEVICE_COOKIE_DAYS * DAY_MS);
    return { ...session, user, device: { value: await this.devices.issue(siteId, userId), expiresAt } };
  }

  /** Refuses a banned member, and a suspended one until the suspension ends. */
  private async assertInGoodStanding(userId: string): Promise<void> {
    const standing = await repo.findStanding(this.db, userId);
    if (standing?.bannedAt) throw accountBanned();
    if (standing?.suspendedUntil && standing.suspendedUntil > this.clock())
      throw accountSuspended(standing.suspendedUntil);
  }

  /** A new session (a new token every time) for the member, valid AUTH_COOKIE_DAYS. */
  async openSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomToken();
    const expiresAt = new Date(this.clock().getTime() + AUTH_COOKIE_DAYS * DAY_MS);
    await repo.insertSession(this.db, hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  /** The member of a session token on this site; undefined when there is none or it ended. */
  async currentUser(token: string, siteId: string): Promise<User | undefined> {
    const now = this.clock();
    const row = await this.sessionRow(token, now);
    return row && this.userOf(row, siteId, now);
  }

  /** The member of a session token on this site while the session is cached, without waiting; else undefined. */
  cachedUser(token: string, siteId: string): User | undefined {
    const now = this.clock();
    const row = this.cache.get(token, now.getTime());
    return row && this.userOf(row, siteId, now);
  }

  /**
   * The member of a session row on this site, one object per row and second (the time bonus counts seconds), so
   * that userJson serialises it once.
   */
  private userOf(row: SessionRow, siteId: string, now: Date): User | undefined {
    if (row.user.siteId !== siteId || row.user.status === 'deleted') return undefined;
    const second = Math.floor(now.getTime() / 1000);
    const kept = this.users.get(row);
    if (kept?.second === second) return kept.user;
    const user = toUser(row, now);
    this.users.set(row, { second, user });
    return user;
  }

  /** The user answer as bytes serialised through userResponse, kept with the member object. */
  userJson(user: User): string {
    let json = this.serialised.get(user);
    if (json === undefined) {
      json = JSON.stringify(userResponse.parse(user));
      this.serialised.set(user, json);
    }
    return json;
  }

  private async sessionRow(token: string, now: Date): Promise<SessionRow | undefined> {
    const cached = this.cache.get(token, now.getTime());
    if (cached) return cached;
    const version = this.cache.version;
    const row = await repo.findSessionUser(this.db, hashToken(token), now);
    if (row) {
      const entry = { row, userId: row.user.id, sessionExpiresAt: row.sessionExpiresAt.getTime() };
      this.cache.set(token, entry, now.getTime(), version);
    }
    return row;
  }

  /** Drops the cached rows of the token's member. */
  private forgetMemberOf(token: string): void {
    const memberId = this.cache.memberOf(token);
    if (memberId) this.cache.evictMember(memberId);
  }

  async setLanguage(user: User, language: Language): Promise<User> {
    await repo.updateLanguage(this.db, user.id, language);
    return { ...user, language };
  }

  /**
   * After a password change or reset: every other session ends (a thief's included); after a ban or suspension,
   * every one, in the transaction `tx` of that change (the deletes announce themselves: the member's sockets close).
   */
  async endSessions(userId: string, keepToken?: string, tx: Db = this.db): Promise<void> {
    await repo.deleteUserSessions(tx, userId, keepToken ? hashToken(keepToken) : undefined);
    this.cache.evictMember(userId);
  }

  async clearLoginFailures(siteId: string, email: string): Promise<void> {
    await repo.clearLoginFailures(this.db, siteId, email.toLowerCase());
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    await repo.deleteSession(this.db, hashToken(token));
    this.forgetMemberOf(token);
  }
}
