import { HOUR_MS, PASSWORD_RESET_LINK_HOURS, PASSWORD_RESET_MAILS_PER_DAY } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { type QuotaRule, dayWindow, takeQuota } from '../../db/usage-quota.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { emailNotFound, linkInvalid, resetDailyLimit } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { passwordResetMailJob } from './accounts.jobs.ts';
import * as repo from './accounts.repo.ts';

export interface PasswordsDeps {
  db: Db;
  events: DomainEvents;
  auth: AuthService;
  clock: () => Date;
}

const RESET_MAILS: QuotaRule = { name: 'password_reset_mails', limit: PASSWORD_RESET_MAILS_PER_DAY };

/** Forgotten passwords (a mailed link) and password changes; both end the member's other sessions. */
export class PasswordsService {
  constructor(private readonly deps: PasswordsDeps) {}

  /** Mails a reset link ('E-mailadres niet gevonden' without an account; at most a few a day, in the site's days). */
  async requestReset(site: SiteRow, email: string): Promise<void> {
    const { db, clock } = this.deps;
    const account = await repo.findAccountByEmail(db, site.id, email);
    if (!account || account.status === 'deleted') throw emailNotFound();
    const now = clock();
    const token = randomToken();
    await db.transaction(async (tx) => {
      if (!(await takeQuota(tx, RESET_MAILS, account.id, dayWindow(now, site.timeZone)))) throw resetDailyLimit();
      const expiresAt = new Date(now.getTime() + PASSWORD_RESET_LINK_HOURS * HOUR_MS);
      await repo.insertEmailToken(tx, account.id, 'password_reset', hashToken(token), expiresAt);
      await enqueue(tx, passwordResetMailJob, {
        userId: account.id,
        url: siteUrl(site, `/reset-password/do?token=${token}`),
      });
    });
  }

  /** Sets the new password from a valid link, ends all sessions and logs the member in afresh. */
  async reset(siteId: string, token: string, password: string) {
    const { db, events, auth, clock } = this.deps;
    const passwordHash = await hashPassword(password);
    const reset = await events.transact(db, async (tx, emit) => {
      const used = await repo.consumeEmailToken(tx, hashToken(token), 'password_reset', clock());
      if (!used) return undefined;
      emit({ type: 'password.changed', memberId: used.userId, how: 'reset' });
      return { userId: used.userId, email: await repo.updatePasswordHash(tx, used.userId, passwordHash) };
    });
    if (!reset) throw linkInvalid();
    await auth.endSessions(reset.userId);
    await auth.clearLoginFailures(siteId, reset.email);
    return auth.startSession(reset.userId, siteId);
  }

  /** Changes the password after checking the old one ('Controleer je oude wachtwoord.'); this session stays. */
  async change(site: SiteRow, user: User, currentToken: string, oldPassword: string, password: string): Promise<void> {
    const { db, events, auth } = this.deps;
    await auth.assertMemberPassword(user, site.id, oldPassword, 'old_password', 'validation.old_password_wrong');
    const passwordHash = await hashPassword(password);
    await events.transact(db, async (tx, emit) => {
      await repo.updatePasswordHash(tx, user.id, passwordHash);
      emit({ type: 'password.changed', memberId: user.id, how: 'change' });
    });
    await auth.endSessions(user.id, currentToken);
  }
}
