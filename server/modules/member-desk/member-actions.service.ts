import type { RefundResponse } from '../../../shared/contracts/payments.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AccountSettingsService } from '../accounts/settings.service.ts';
import { grant, spend } from '../credits/credits.ts';
import type { DirectDebits } from '../payments/direct-debit.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SiteRow, SitesService } from '../sites/sites.service.ts';
import { findMember } from './member-page.repo.ts';

export interface MemberActionsDeps {
  db: Db;
  events: DomainEvents;
  sites: SitesService;
  accounts: AccountsService;
  settings: AccountSettingsService;
  payments: PaymentsService;
  directDebits: DirectDebits;
}

/** A direct-debit block: the IBAN or phone, read in `country` when it has no country code. */
export interface BlockTarget {
  kind: 'iban' | 'phone';
  value: string;
  country: string;
}

/**
 * What staff do to a member (members.manage), each change with its one audit row in the change's transaction:
 * credits through the ledger, refunds, activation mails, direct-debit blocks and deletion, through the services of
 * the modules that own them.
 */
export class MemberActions {
  constructor(private readonly deps: MemberActionsDeps) {}

  /**
   * Adds (+) or takes (-) credits through the credits writer, ledger reason `admin`, the reason in the audit row;
   * taking more than the balance is refused (credits_insufficient), so it never goes below zero. The new balance.
   */
  async adjustCredits(memberId: string, delta: number, reason: string, actor: StaffActor): Promise<number> {
    const { db, events } = this.deps;
    const member = await findMember(db, memberId);
    if (!member) throw notFound();
    return events.transact(db, async (tx, emit) => {
      const balance =
        delta > 0 ? await grant(tx, emit, memberId, delta, 'admin') : await spend(tx, emit, memberId, -delta, 'admin');
      await recordAudit(tx, actor, {
        action: 'members.credits_adjust',
        objectType: 'member',
        objectId: memberId,
        siteId: member.siteId,
        before: { credits: balance - delta },
        after: { credits: balance, delta, reason },
      });
      return balance;
    });
  }

  /** Refunds a payment within its site's refund days (PaymentsService.refund, which writes the audit row). */
  refund(paymentId: string, confirm: boolean, actor: StaffActor): Promise<RefundResponse> {
    return this.deps.payments.refund(paymentId, confirm, actor);
  }

  /** A new activation mail (the job `mail.activation`) for a member who has not confirmed their address. */
  async resendActivation(memberId: string, actor: StaffActor): Promise<void> {
    await this.deps.accounts.resendActivationByStaff(await this.siteOf(memberId), memberId, actor);
  }

  /** Deletes the member as they would themselves: gone at once, erased after the grace period. */
  async delete(memberId: string, actor: StaffActor): Promise<void> {
    await this.deps.settings.deleteByStaff(memberId, await this.siteOf(memberId), actor);
  }

  /** Blocks an IBAN or phone from direct debit. */
  block({ kind, value, country }: BlockTarget, actor: StaffActor): Promise<void> {
    return this.deps.directDebits.block(kind, value, country, actor);
  }

  /** Lifts a direct-debit block: the IBAN or phone may pay by direct debit again. */
  unblock({ kind, value, country }: BlockTarget, actor: StaffActor): Promise<void> {
    return this.deps.directDebits.unblock(kind, value, country, actor);
  }

  private async siteOf(memberId: string): Promise<SiteRow> {
    const member = await findMember(this.deps.db, memberId);
    const site = member && this.deps.sites.all().find((row) => row.id === member.siteId);
    if (!site) throw notFound();
    return site;
  }
}
