import { DAY_MS, INVITATION_LINK_DAYS, INVITATIONS_PER_DAY } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { type QuotaRule, dayWindow, takeQuota } from '../../db/usage-quota.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import { inviteDailyLimit, inviteNotAllowed } from '../../lib/app-error.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { invitationMailJob } from './accounts.jobs.ts';
import * as accountsRepo from './accounts.repo.ts';
import * as repo from './invitations.repo.ts';

const DAILY_INVITATIONS: QuotaRule = { name: 'invitations', limit: INVITATIONS_PER_DAY };

/** Members invite friends by mail; on an invite-only site the link is the only way to sign up. */
export class InvitationsService {
  constructor(private readonly deps: { db: Db; events: DomainEvents; clock: () => Date }) {}

  /**
   * Mails an invitation link to `email` from a confirmed member, at most INVITATIONS_PER_DAY a day (the site's
   * days). An address that already has an account gets nothing, and the answer is the same (no one learns who is a
   * member).
   */
  async invite(member: User, site: SiteRow, email: string): Promise<void> {
    const { db, events, clock } = this.deps;
    if (member.status !== 'confirmed') throw inviteNotAllowed();
    const now = clock();
    const known = await accountsRepo.findAccountByEmail(db, site.id, email);
    const code = randomToken();
    await events.transact(db, async (tx, emit) => {
      if (!(await takeQuota(tx, DAILY_INVITATIONS, member.id, dayWindow(now, site.timeZone)))) {
        throw inviteDailyLimit(INVITATIONS_PER_DAY);
      }
      await repo.insertInvitation(tx, {
        codeHash: hashToken(code),
        siteId: site.id,
        inviterId: member.id,
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS),
      });
      emit({ type: 'invitation.sent', inviterId: member.id });
      if (known) return;
      await enqueue(tx, invitationMailJob, {
        inviterId: member.id,
        to: email,
        url: siteUrl(site, `/signup?invite=${code}`),
      });
    });
  }

  /** Uses the invitation `code` for the new member `userId` inside the signup transaction; false when invalid. */
  use(tx: Db, site: SiteRow, code: string, email: string, userId: string): Promise<boolean> {
    return repo.useInvitation(tx, {
      siteId: site.id,
      codeHash: hashToken(code),
      email,
      userId,
      now: this.deps.clock(),
    });
  }
}
