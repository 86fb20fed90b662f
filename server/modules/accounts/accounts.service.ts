import { ACTIVATION_LINK_DAYS, DAY_MS } from '../../../shared/constants.ts';
import type { SignupBody } from '../../../shared/contracts/accounts.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Language } from '../../../shared/languages.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/jobs.repo.ts';
import { fieldError, signupClosed } from '../../lib/app-error.ts';
import type { EventBus } from '../../lib/events.ts';
import { translator } from '../../lib/i18n.ts';
import { renderActionMail } from '../../lib/mail-render.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import * as repo from './accounts.repo.ts';

export const ACTIVATION_MAIL_JOB = 'mail.activation';

export interface AccountsDeps {
  db: Db;
  auth: AuthService;
  events: EventBus;
  mailer: Mailer;
  clock: () => Date;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Becoming a member: signup, the activation mail and link. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  /** The site's `signups` setting (SPEC §6): everyone, only visitors with a traffic source, or nobody. */
  private checkSignupsOpen(site: SiteRow, body: SignupBody): void {
    const hasTrafficSource = Boolean(body.network || body.ref);
    const open = site.signups === 'all' || (site.signups === 'with_trafficsource' && hasTrafficSource);
    if (!open || site.inviteOnly) throw signupClosed();
  }

  /** Creates the account (unconfirmed, signup credits booked), queues the activation mail, opens a session. */
  async signup(site: SiteRow, body: SignupBody, language: Language, country: string, origin: string) {
    const { db, auth, events } = this.deps;
    this.checkSignupsOpen(site, body);
    const existing = await repo.findAccountByEmail(db, site.id, body.email);
    if (existing) {
      throw fieldError(
        'email',
        existing.status === 'deleted' ? 'validation.email_taken_deleted' : 'validation.email_taken',
      );
    }
    const passwordHash = await hashPassword(body.password);
    const { network, ref, sub1, sub2, sub3 } = body;
    const userId = await db
      .transaction(async (tx) => {
        const id = await repo.insertAccount(tx, {
          siteId: site.id,
          email: body.email,
          passwordHash,
          language,
          name: body.name,
          dateOfBirth: body.date_of_birth,
          country,
          signupMessage: body.signup_message,
          signupCredits: site.signupCredits,
          tracking: { network, ref, sub1, sub2, sub3 },
        });
        await this.queueActivationMail(tx, id, origin);
        return id;
      })
      .catch((error: unknown) => {
        // Two signups with one address at the same moment: the unique index decides.
        throw isUniqueViolation(error) ? fieldError('email', 'validation.email_taken') : error;
      });
    events.emit('job.enqueued');
    return auth.openSession(userId);
  }

  /** Uses an activation link: the member is confirmed and the profile active. False for a bad or used link. */
  async activate(token: string): Promise<boolean> {
    const { db, clock } = this.deps;
    if (!token) return false;
    return db.transaction(async (tx) => {
      const userId = await repo.consumeEmailToken(tx, hashToken(token), 'activation', clock());
      if (!userId) return false;
      await repo.confirmAccount(tx, userId);
      return true;
    });
  }

  /** A new activation mail for a member who is not confirmed yet; nothing for one who is. */
  async resendActivation(user: User, origin: string): Promise<void> {
    if (user.status !== 'not_confirmed') return;
    await this.deps.db.transaction((tx) => this.queueActivationMail(tx, user.id, origin));
    this.deps.events.emit('job.enqueued');
  }

  private async queueActivationMail(tx: Db, userId: string, origin: string): Promise<void> {
    const token = randomToken();
    const expiresAt = new Date(this.deps.clock().getTime() + ACTIVATION_LINK_DAYS * DAY_MS);
    await repo.insertEmailToken(tx, userId, 'activation', hashToken(token), expiresAt);
    await enqueueJob(tx, ACTIVATION_MAIL_JOB, { userId, url: `${origin}/api/activate.php?token=${token}` });
  }

  /** Job handler: renders the activation mail in the member's language and sends it. */
  async sendActivationMail(payload: Record<string, unknown>): Promise<void> {
    const recipient = await repo.findMailRecipient(this.deps.db, String(payload.userId));
    if (!recipient || recipient.status !== 'not_confirmed') return;
    const t = translator(recipient.language as Language);
    const site = { site_name: recipient.siteName, support_email: recipient.supportEmail };
    const mail = renderActionMail({
      siteName: recipient.siteName,
      subject: t('mail.activation.subject', site),
      greeting: t('mail.greeting', { name: recipient.name }),
      paragraphs: [t('mail.activation.body', site)],
      action: { label: t('mail.activation.button'), url: String(payload.url) },
      notes: [t('mail.activation.expiry', { days: ACTIVATION_LINK_DAYS })],
      linkHint: t('mail.link_hint'),
      footer: t('mail.footer', site),
    });
    await this.deps.mailer.send({
      to: recipient.email,
      fromName: recipient.mailName,
      fromAddress: recipient.supportEmail,
      ...mail,
    });
  }
}
