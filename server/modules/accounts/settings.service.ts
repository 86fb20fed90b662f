import { DAY_MS, DELETION_GRACE_DAYS, EMAIL_CHANGE_LINK_HOURS, HOUR_MS } from '../../../shared/constants.ts';
import type { AccountSettings } from '../../../shared/contracts/accounts.ts';
import type { DismissibleAlert, User } from '../../../shared/contracts/auth.ts';
import type { Language } from '../../../shared/languages.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import { isAddressBanned } from '../../db/bans.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { fieldError, memberDeleted, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { emailChangeMailJob, emailChangedMailJob, eraseAccountJob, reactivationMailJob } from './accounts.jobs.ts';
import * as repo from './accounts.repo.ts';

export interface SettingsDeps {
  db: Db;
  events: DomainEvents;
  auth: AuthService;
  storage: FileStorage;
  clock: () => Date;
}

type SettingsChange = Partial<{
  language: Language;
  email_notifications: AccountSettings['email_notifications'];
  push_notifications: AccountSettings['push_notifications'];
  mail_enabled: boolean;
  geolocation_enabled: boolean;
  invisible: boolean;
  show_activity: boolean;
  read_receipts: boolean;
  in_showcase: boolean;
}>;

/** Where each alert's dismissal is stored. */
const DISMISSAL_COLUMNS = {
  profile_photo: 'photoAlertDismissedAt',
  push: 'pushAlertDismissedAt',
  time_bonus: 'timeBonusDismissedAt',
} as const satisfies Record<DismissibleAlert, keyof typeof users.$inferInsert>;

/** The settings page: preferences, email change, account deletion with its grace period, and erasure. */
export class AccountSettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  async get(userId: string): Promise<AccountSettings> {
    const row = await repo.findSettings(this.deps.db, userId);
    return {
      email: row.email,
      language: row.language as Language,
      email_notifications: row.emailPreferences as AccountSettings['email_notifications'],
      push_notifications: row.pushPreferences as AccountSettings['push_notifications'],
      notifications_disabled: row.notificationsDisabled,
      geolocation_enabled: row.geolocationEnabled,
      invisible: row.invisible,
      show_activity: row.showActivity,
      read_receipts: row.readReceipts,
      in_showcase: row.inShowcase,
    };
  }

  /** Remembers that the member closed an alert, and when (SPEC §4). */
  async dismissAlert(userId: string, alert: DismissibleAlert): Promise<void> {
    await repo.updateUser(this.deps.db, userId, { [DISMISSAL_COLUMNS[alert]]: this.deps.clock() });
  }

  async update(userId: string, change: SettingsChange): Promise<AccountSettings> {
    const { db, events } = this.deps;
    const current = await repo.findSettings(db, userId);
    // Switching mail off is the member's own reason; switching it on again clears every reason (also a bounce).
    const disabled =
      change.mail_enabled === undefined
        ? undefined
        : change.mail_enabled
          ? []
          : [...new Set([...current.notificationsDisabled, 'user'])];
    await events.transact(db, async (tx, emit) => {
      await repo.updateUser(tx, userId, {
        language: change.language,
        emailPreferences: change.email_notifications,
        pushPreferences: change.push_notifications,
        notificationsDisabled: disabled,
        geolocationEnabled: change.geolocation_enabled,
        invisible: change.invisible,
        showActivity: change.show_activity,
        readReceipts: change.read_receipts,
        inShowcase: change.in_showcase,
      });
      const settings = Object.keys(change).filter((name) => change[name as keyof SettingsChange] !== undefined);
      emit({ type: 'settings.changed', memberId: userId, settings });
    });
    return this.get(userId);
  }

  /** Mails a confirmation link to the new address; nothing changes until it is used. */
  async requestEmailChange(user: User, site: SiteRow, password: string, newEmail: string) {
    const { db, auth, clock } = this.deps;
    await auth.assertMemberPassword(user, site.id, password, 'password', 'validation.password_wrong');
    if (await isAddressBanned(db, site.id, newEmail)) throw fieldError('new_email', 'validation.new_email_banned');
    if (await repo.findAccountByEmail(db, site.id, newEmail)) throw fieldError('new_email', 'validation.email_taken');
    const token = randomToken();
    await db.transaction(async (tx) => {
      const expiresAt = new Date(clock().getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS);
      await repo.insertEmailToken(tx, user.id, 'email_change', hashToken(token), expiresAt, newEmail);
      await enqueue(tx, emailChangeMailJob, {
        userId: user.id,
        to: newEmail,
        url: siteUrl(site, `/mail-change/do?token=${token}`),
      });
    });
  }

  /**
   * Uses the link from the new address: 'invalid' when it is bad, used, expired or the address was taken since,
   * 'banned' when the address (in any spelling of its mailbox) was banned from the site since it was asked; either
   * uses the link up. The old address is told of the change, with the site's support page in case it was not the member.
   */
  async confirmEmailChange(site: SiteRow, token: string): Promise<'changed' | 'invalid' | 'banned'> {
    const { db, events, clock } = this.deps;
    return events
      .transact(db, async (tx, emit): Promise<'changed' | 'invalid' | 'banned'> => {
        const used = await repo.consumeEmailToken(tx, hashToken(token), 'email_change', clock());
        if (!used?.payload) return 'invalid';
        const account = await repo.findUserStatus(tx, used.userId);
        if (!account || account.status === 'deleted') return 'invalid';
        if (await isAddressBanned(tx, account.siteId, used.payload)) return 'banned';
        if (await repo.findAccountByEmail(tx, account.siteId, used.payload)) return 'invalid';
        await repo.updateUser(tx, used.userId, { email: used.payload });
        await enqueue(tx, emailChangedMailJob, {
          userId: used.userId,
          to: account.email,
          url: siteUrl(site, '/pages/service'),
        });
        emit({ type: 'settings.changed', memberId: used.userId, settings: ['email'] });
        return 'changed' as const;
      })
      .catch(() => 'invalid' as const);
  }

  /**
   * Deletes the account: it disappears at once (status deleted, sessions ended), a reactivation link valid
   * DELETION_GRACE_DAYS is mailed, and erasure is scheduled for the end of that period.
   */
  async deleteAccount(user: User, site: SiteRow, password: string): Promise<void> {
    await this.deps.auth.assertMemberPassword(user, site.id, password, 'password', 'validation.password_wrong');
    await this.markDeleted(user.id, site);
  }

  /**
   * Staff: deletes the member's account as the member would themselves (deleteAccount), the staff member's audit
   * row in its transaction; a member deleted already: member_deleted.
   */
  async deleteByStaff(memberId: string, site: SiteRow, actor: StaffActor): Promise<void> {
    await this.markDeleted(memberId, site, async (tx) => {
      const account = await repo.findUserStatus(tx, memberId);
      if (!account) throw notFound();
      if (account.status === 'deleted') throw memberDeleted();
      await recordAudit(tx, actor, {
        action: 'members.delete',
        objectType: 'member',
        objectId: memberId,
        siteId: site.id,
        before: { status: account.status },
        after: { status: 'deleted' },
      });
    });
  }

  /** The deletion itself, after `check` (which may refuse, or record more) in its transaction. */
  private async markDeleted(userId: string, site: SiteRow, check?: (tx: Db) => Promise<void>): Promise<void> {
    const { db, events, auth, clock } = this.deps;
    const now = clock();
    const graceEnd = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    const token = randomToken();
    await events.transact(db, async (tx, emit) => {
      await check?.(tx);
      await repo.updateUser(tx, userId, { status: 'deleted', deletedAt: now });
      await repo.insertEmailToken(tx, userId, 'reactivation', hashToken(token), graceEnd);
      await enqueue(tx, reactivationMailJob, {
        userId,
        url: siteUrl(site, `/api/reactivate.php?token=${token}`),
      });
      await enqueue(tx, eraseAccountJob, { userId }, graceEnd);
      emit({ type: 'account.deleted', memberId: userId });
    });
    await auth.endSessions(userId);
  }

  /** Uses a reactivation link within the grace period: the account is back, confirmed (the mail proves it). */
  async reactivate(token: string): Promise<boolean> {
    const { db, events, clock } = this.deps;
    return events.transact(db, async (tx, emit) => {
      const used = await repo.consumeEmailToken(tx, hashToken(token), 'reactivation', clock());
      if (!used) return false;
      const account = await repo.findUserStatus(tx, used.userId);
      if (account?.status !== 'deleted') return false;
      await repo.updateUser(tx, used.userId, { status: 'confirmed', deletedAt: null });
      emit({ type: 'account.reactivated', memberId: used.userId });
      return true;
    });
  }

  /** Job handler: erases an account still deleted after its grace period, its photo files included. */
  async eraseAccount(userId: string): Promise<void> {
    const { db, storage, clock } = this.deps;
    const account = await repo.findUserStatus(db, userId);
    if (account?.status !== 'deleted' || !account.deletedAt) return;
    if (clock().getTime() - account.deletedAt.getTime() < DELETION_GRACE_DAYS * DAY_MS) return;
    const photoKeys = await repo.photoKeysOf(db, userId);
    // Files first: a store that fails fails the job, which runs again later with the keys still in the database.
    await Promise.all(photoKeys.map((key) => storage.removePrefix(key)));
    await repo.deleteUser(db, userId);
  }
}
