import { ACTIVATION_LINK_DAYS, DAY_MS } from '../../../shared/constants.ts';
import type { SignupBody } from '../../../shared/contracts/accounts.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Language } from '../../../shared/languages.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import { isAddressBanned } from '../../db/bans.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { enqueue } from '../../jobs/job-definition.ts';
import {
  activationNotNeeded,
  fieldError,
  inviteInvalid,
  inviteRequired,
  notFound,
  signupClosed,
  signupNeedsSource,
} from '../../lib/app-error.ts';
import { grant } from '../credits/credits.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { type Tracking, hasTrafficSource, trackingOfQuery } from '../visits/first-touch.ts';
import { storedAddress } from '../../lib/client-address.ts';
import { activationMailJob } from './accounts.jobs.ts';
import * as repo from './accounts.repo.ts';
import type { InvitationsService } from './invitations.service.ts';

export interface AccountsDeps {
  db: Db;
  auth: AuthService;
  invitations: InvitationsService;
  /** Domain events: `member.confirmed` releases the messages the member sent while unconfirmed. */
  domainEvents: DomainEvents;
  clock: () => Date;
}

/** Becoming a member: signup, the activation mail and link. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /**
   * The site's `signups` setting (SPEC §6): everyone, only visitors with a traffic source (a network or ref of the
   * visit's tracking), or nobody ('other'); on an invite-only site, only visitors with an invitation (checked in the
   * signup transaction).
   */
  private checkSignupsOpen(site: SiteRow, body: SignupBody, tracking: Tracking | undefined): void {
    if (site.signups === 'other') throw signupClosed();
    if (site.inviteOnly) {
      if (!body.invite) throw inviteRequired();
      return;
    }
    if (site.signups === 'with_trafficsource' && !hasTrafficSource(tracking)) throw signupNeedsSource();
  }

  /**
   * Creates the account (unconfirmed, signup credits booked), queues the activation mail, opens a session. The
   * member's tracking data: the visit's first touch (visits/first-touch.ts) when the browser kept one, else the body's.
   */
  async signup(
    site: SiteRow,
    body: SignupBody,
    { language, country, ip }: { language: Language; country: string; ip: string },
    firstTouch?: Tracking,
  ) {
    const { db, auth } = this.deps;
    const tracking = firstTouch ?? trackingOfQuery(body);
    this.checkSignupsOpen(site, body, tracking);
    if (await isAddressBanned(db, site.id, body.email)) throw fieldError('email', 'validation.email_banned');
    const existing = await repo.findAccountByEmail(db, site.id, body.email);
    if (existing) {
      throw fieldError(
        'email',
        existing.status === 'deleted' ? 'validation.email_taken_deleted' : 'validation.email_taken',
      );
    }
    const passwordHash = await hashPassword(body.password);
    const userId = await this.deps.domainEvents
      .transact(db, async (tx, emit) => {
        const id = await repo.insertAccount(tx, {
          siteId: site.id,
          email: body.email,
          passwordHash,
          language,
          signupIp: storedAddress(ip),
          name: body.name,
          dateOfBirth: body.date_of_birth,
          country,
          signupMessage: body.signup_message,
          landingMemberId: body.landing_member_id,
          tracking: tracking ?? {},
        });
        if (site.signupCredits > 0) await grant(tx, emit, id, site.signupCredits, 'signup');
        if (body.invite) {
          const invited = await this.deps.invitations.use(tx, site, body.invite, body.email, id);
          if (!invited && site.inviteOnly) throw inviteInvalid();
        }
        await this.queueActivationMail(tx, site, id);
        emit({ type: 'member.signed_up', memberId: id, siteId: site.id });
        return id;
      })
      .catch((error: unknown) => {
        // Two signups with one address at the same moment: the unique index decides.
        throw isUniqueViolation(error) ? fieldError('email', 'validation.email_taken') : error;
      });
    return auth.startSession(userId, site.id);
  }

  /**
   * Uses an activation link: the member is confirmed and the profile active ('activated'). A link that was used
   * before, or has expired, of a member who is confirmed by now says so ('already_active'); any other: 'invalid'.
   */
  async activate(token: string): Promise<'activated' | 'already_active' | 'invalid'> {
    const { db, clock } = this.deps;
    if (!token) return 'invalid';
    const tokenHash = hashToken(token);
    const activated = await this.deps.domainEvents.transact(db, async (tx, emit) => {
      const used = await repo.consumeEmailToken(tx, tokenHash, 'activation', clock());
      if (used && (await repo.confirmAccount(tx, used.userId)))
        emit({ type: 'member.confirmed', memberId: used.userId });
      return Boolean(used);
    });
    if (activated) return 'activated';
    const owner = await repo.findEmailTokenOwner(db, tokenHash, 'activation');
    return owner?.status === 'confirmed' ? 'already_active' : 'invalid';
  }

  /** A new activation mail for a member who is not confirmed yet; nothing for one who is. */
  async resendActivation(site: SiteRow, user: User): Promise<void> {
    if (user.status !== 'not_confirmed') return;
    await this.deps.db.transaction((tx) => this.queueActivationMail(tx, site, user.id));
  }

  /**
   * Staff: a new activation mail for a member who is not confirmed yet, the staff member's audit row in its
   * transaction; refused (activation_not_needed) for a confirmed or deleted member.
   */
  async resendActivationByStaff(site: SiteRow, memberId: string, actor: StaffActor): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const member = await repo.findUserStatus(tx, memberId);
      if (!member) throw notFound();
      if (member.status !== 'not_confirmed') throw activationNotNeeded();
      await this.queueActivationMail(tx, site, memberId);
      await recordAudit(tx, actor, {
        action: 'members.activation_resend',
        objectType: 'member',
        objectId: memberId,
        siteId: site.id,
      });
    });
  }

  private async queueActivationMail(tx: Db, site: SiteRow, userId: string): Promise<void> {
    const token = randomToken();
    const expiresAt = new Date(this.deps.clock().getTime() + ACTIVATION_LINK_DAYS * DAY_MS);
    await repo.insertEmailToken(tx, userId, 'activation', hashToken(token), expiresAt);
    await enqueue(tx, activationMailJob, {
      userId,
      url: siteUrl(site, `/api/activate.php?token=${token}`),
    });
  }
}
