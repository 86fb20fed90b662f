import type { FastifyBaseLogger } from 'fastify';
import { DAY_MS } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type {
  BundlesResponse,
  CreatePaymentBody,
  Discount,
  Payment,
  PaymentMethodsResponse,
  RefundResponse,
  TransactionsResponse,
} from '../../../shared/contracts/payments.ts';
import type { PaymentMethod } from '../../../shared/payment-methods.ts';
import { isLanguage } from '../../../shared/languages.ts';
import type { StaffActor } from '../../db/audit-log.ts';
import { recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import {
  AppError,
  notFound,
  paymentMethodUnavailable,
  paymentProviderError,
  paymentProviderUnavailable,
  paymentUnavailable,
  refundNeedsConfirmation,
  refundNotAllowed,
} from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { balanceOf, debtOf, grant, ledgerOf } from '../credits/credits.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { CodeUseTaken, CodeUses, isLimited } from './code-uses.ts';
import type { Holder } from './code-uses.repo.ts';
import { type AppliedDiscount, Discounts, type Order, discounted, fitsOrder } from './discounts.ts';
import { type PaymentProvider, ProviderUnavailableError } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { amountOf, cents, currencyOf, paymentCountry, toPayment } from './payment-answers.ts';
import * as repo from './payments.repo.ts';
import { bookReversal, refundDue } from './reversals.ts';

/** What a direct debit adds to a payment: its mandate, and a quota to take in the payment's transaction. */
export interface PaymentExtras {
  directDebit?: { accountHolder: string; iban: string };
  reserve?: (tx: Db) => Promise<void>;
}

/** What a staff refund would do now (refundPreview). */
export interface RefundPreview {
  refundable: boolean;
  amountCents: number;
  currency: string;
  creditsDue: number;
  creditsTaken: number;
  creditsDebt: number;
}

interface PaymentsDeps {
  db: Db;
  /** What a purchase or a reversal raises: payment.completed, payment.reversed, credits.changed. */
  events: DomainEvents;
  providers: PaymentProviders;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Whether direct debit may be offered: its codes need an SMS sender. */
  directDebit: boolean;
}

/**
 * Credit bundles, checkout and crediting (SPEC §3–§6): only a status the provider confirms when asked grants
 * credits, once per payment, in one transaction with the ledger, the payment's state and the member's premium.
 */
export class PaymentsService {
  readonly discounts: Discounts;
  private readonly codeUses: CodeUses;

  constructor(private readonly deps: PaymentsDeps) {
    this.discounts = new Discounts(deps.db);
    this.codeUses = new CodeUses(deps);
  }

  /** The price list: logged out the public one, for a member with the discount they would pay with. */
  async bundles(site: SiteRow, member: User | undefined, code?: string): Promise<BundlesResponse> {
    const { db } = this.deps;
    const country = paymentCountry(site, member);
    const currency = currencyOf(site, country);
    const rows = await repo.listBundles(db, site.id, currency);
    const applied = member ? await this.discountFor(site, member, code) : null;
    const repeat = member ? await repo.lastCompletedOrder(db, member.id) : undefined;
    // The dearest credit (the smallest bundle's) is what the ribbons compare with.
    const dearest = Math.max(...rows.map((row) => row.priceCents / row.credits));
    return {
      bundles: rows.map((row) => ({
        id: row.id,
        credits: row.credits,
        currency: row.currency,
        original_price_cents: row.priceCents,
        price_cents:
          applied && fitsOrder(applied.row, { country, currency, priceCents: row.priceCents })
            ? discounted(row.priceCents, applied.discount.percentage)
            : row.priceCents,
        popular: row.popular,
        ribbon_percentage: Math.round(100 - (100 * row.priceCents) / row.credits / dearest),
      })),
      discount: applied?.discount ?? null,
      repeat_order:
        repeat?.bundleId && rows.some((row) => row.id === repeat.bundleId)
          ? { bundle_id: repeat.bundleId, method: repeat.method }
          : null,
    };
  }

  /**
   * The methods for a bundle in the payment country that the site's provider offers (direct debit only while it is
   * on), and what is unavailable for the checkout to say.
   */
  async methods(
    site: SiteRow,
    member: User,
    query: { bundle_id: string; country?: string },
  ): Promise<PaymentMethodsResponse> {
    const country = paymentCountry(site, member, query.country);
    const bundle = await this.bundleOf(site, query.bundle_id);
    const provider = this.deps.providers.for(site);
    if (!provider) return { country, countries: site.countries, methods: [], unavailable: 'payments' };
    const offered = await this.fromProvider(() =>
      provider.methods({ amountCents: bundle.priceCents, currency: bundle.currency, country }),
    );
    const methods = this.deps.directDebit ? offered : offered.filter((method) => method !== 'sdd');
    const unavailable = methods.length < offered.length ? 'direct_debit' : null;
    return { country, countries: site.countries, methods, unavailable };
  }

  /** The bundle and payment country of a direct debit, when the site's provider takes direct debits there. */
  async directDebitOrder(site: SiteRow, member: User, bundleId: string, asked?: string) {
    const country = paymentCountry(site, member, asked);
    const bundle = await this.bundleOf(site, bundleId);
    const provider = this.deps.providers.for(site);
    if (!provider) throw paymentUnavailable();
    if (!(await this.offers(provider, 'sdd', bundle, country, true))) throw paymentMethodUnavailable();
    return { bundleId: bundle.id, country };
  }

  /**
   * POST /api/payment.php: the payment at the provider, priced with the discount, and where the payer goes. A direct
   * debit comes with its confirmed mandate, and may `reserve` (a quota) in the payment's transaction.
   */
  async create(site: SiteRow, member: User, body: CreatePaymentBody, extras: PaymentExtras = {}) {
    const { db, providers, clock } = this.deps;
    const country = paymentCountry(site, member, body.country);
    const bundle = await this.bundleOf(site, body.bundle_id);
    const provider = providers.for(site);
    if (!provider) throw paymentUnavailable();
    if (!(await this.offers(provider, body.method, bundle, country, Boolean(extras.directDebit)))) {
      throw paymentMethodUnavailable();
    }
    const order: Order = { country, currency: bundle.currency, priceCents: bundle.priceCents, method: body.method };
    const applied = await this.discountFor(site, member, body.discount_code, order);
    const codeRow = applied && (await this.discounts.rowFor(site.id, member, applied));
    // An earlier checkout with the code is left as it is: the provider may still complete it (code-uses.ts).
    const limited = codeRow && isLimited(codeRow) ? codeRow : null;
    const percentage = applied?.discount.percentage ?? 0;
    const amountCents = discounted(bundle.priceCents, percentage);
    const payment = await this.deps.events.transact(db, async (tx, emit) => {
      const inserted = await repo.insertPayment(tx, {
        userId: member.id,
        provider: provider.name,
        bundleId: bundle.id,
        credits: bundle.credits,
        amount: amountOf(amountCents),
        currency: bundle.currency,
        paymentMethod: body.method,
        paymentCountry: country,
        discountCodeId: codeRow?.id,
        discountPercentage: percentage,
        createdAt: clock(),
      });
      await extras.reserve?.(tx);
      if (limited) await this.codeUses.reserve(tx, limited, member.id, inserted.id);
      emit({ type: 'payment.started', memberId: member.id, paymentId: inserted.id, credits: bundle.credits });
      return inserted;
    });
    const t = translator(isLanguage(member.language) ? member.language : 'nl');
    const redirectUrl = `${site.baseUrl}/transactions/${payment.id}`;
    try {
      const created = await provider.create({
        amountCents,
        currency: bundle.currency,
        method: body.method,
        description: t('payments.description', { count: bundle.credits, site: site.name }),
        redirectUrl,
        webhookUrl: `${site.baseUrl}/api/payment-webhook.php`,
        locale: `${member.language}-${country}`,
        country,
        reference: payment.id,
        directDebit: extras.directDebit,
      });
      await repo.setProviderPaymentId(db, payment.id, created.id);
      return { payment_id: payment.id, checkout_url: created.checkoutUrl ?? redirectUrl };
    } catch (error) {
      this.deps.log.error({ err: error, paymentId: payment.id }, 'payment provider refused a payment');
      await repo.endPayment(db, payment.id, 'failed');
      throw error instanceof ProviderUnavailableError ? paymentProviderUnavailable() : paymentProviderError();
    }
  }

  /** One of the member's payments; a pending one is first checked with the provider (its webhook may be late). */
  async find(site: SiteRow, member: User, id: string): Promise<Payment> {
    const row = await repo.findMemberPayment(this.deps.db, member.id, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') return toPayment(row);
    try {
      return toPayment(await this.fromProvider(() => this.settleRow(site, row)));
    } catch (error) {
      // The provider down: the payment as we know it (still pending) serves the member better than an error.
      if (error instanceof AppError && error.code === 'payment_provider_unavailable') return toPayment(row);
      throw error;
    }
  }

  /** Whether our payment `id` is this member's: the test provider's checkout page answers its own payer only. */
  async isMemberPayment(memberId: string, id: string): Promise<boolean> {
    return Boolean(await repo.findMemberPayment(this.deps.db, memberId, id));
  }

  async transactions(member: User): Promise<TransactionsResponse> {
    const { db } = this.deps;
    const [payments, entries, debt] = await Promise.all([
      repo.listPayments(db, member.id),
      ledgerOf(db, member.id, repo.HISTORY_LIMIT),
      debtOf(db, member.id),
    ]);
    return {
      payments: payments.map(toPayment),
      entries: entries.map((e) => ({ ...e, created_at: e.createdAt.toISOString() })),
      credit_debt: debt,
    };
  }

  /** GET /api/discountcode.php: a typed code (checked against the order when given) or the welcome discount. */
  async discountCode(
    site: SiteRow,
    member: User,
    query: { code?: string; welcome?: 'true'; bundle_id?: string; method?: PaymentMethod; country?: string },
  ): Promise<Discount> {
    const now = this.deps.clock();
    if (!query.code) return (await this.discounts.welcome(site.id, member, now)).discount;
    let order: Order | undefined;
    if (query.bundle_id) {
      const bundle = await this.bundleOf(site, query.bundle_id);
      const country = paymentCountry(site, member, query.country);
      order = { country, currency: bundle.currency, priceCents: bundle.priceCents, method: query.method };
    }
    return (await this.discounts.check(site.id, member, query.code, now, order)).discount;
  }

  /**
   * The provider's webhook: it names a payment id and nothing else, so the payment is looked up and its status asked
   * of the provider. An id the site does not know changes nothing.
   */
  async settle(site: SiteRow, providerPaymentId: string): Promise<void> {
    const provider = this.deps.providers.for(site);
    if (!provider) return;
    const row = await repo.findByProviderId(this.deps.db, site.id, provider.name, providerPaymentId);
    // A provider that cannot be asked now gets 503: Mollie calls the webhook again later.
    if (row) await this.fromProvider(() => this.settleRow(site, row));
  }

  /**
   * Staff: what a refund of the payment would do now, computed as `refund` computes it: whether it may (completed,
   * within the site's refund days, not reversed yet, something left), the cents it would return, and the credits it
   * would take back (as many as the balance holds) and leave as debt.
   */
  async refundPreview(paymentId: string): Promise<RefundPreview> {
    const { db, clock } = this.deps;
    const found = await repo.findPaymentWithSite(db, paymentId);
    if (!found) throw notFound();
    const { payment, site } = found;
    const due = refundDue(payment);
    const since = new Date(clock().getTime() - site.refundDays * DAY_MS);
    const refundable =
      this.refundProvider(site, payment) !== undefined &&
      payment.status === 'completed' &&
      payment.refundedAt === null &&
      payment.completedAt !== null &&
      payment.completedAt >= since &&
      due.cents > 0;
    const taken = Math.min(await balanceOf(db, payment.userId), due.credits);
    return {
      refundable,
      amountCents: due.cents,
      currency: payment.currency,
      creditsDue: due.credits,
      creditsTaken: taken,
      creditsDebt: due.credits - taken,
    };
  }

  /**
   * Staff: refunds what is left of a completed payment within the site's refund days, and books it as the provider's
   * webhook would (reversals.ts), so that the webhook that follows takes nothing a second time; the staff member's
   * audit row is written in the booking's transaction. A member who spent credits of the purchase would fall into
   * debt: refused (refund_needs_confirmation) unless staff `confirm`.
   */
  async refund(paymentId: string, confirm: boolean, actor: StaffActor): Promise<RefundResponse> {
    const { db, clock } = this.deps;
    const found = await repo.findPaymentWithSite(db, paymentId);
    if (!found) throw notFound();
    const { payment, site } = found;
    const provider = this.refundProvider(site, payment);
    if (!provider || !payment.paymentId) throw refundNotAllowed();
    const now = clock();
    const since = new Date(now.getTime() - site.refundDays * DAY_MS);
    // The claim lets one of concurrent refunds through; the provider is asked outside any transaction.
    const claimed = await repo.markRefunded(db, payment.id, { now, since });
    const due = claimed ? refundDue(claimed) : undefined;
    if (!claimed || !due || due.cents <= 0) {
      if (claimed) await repo.unmarkRefunded(db, payment.id);
      throw refundNotAllowed();
    }
    const balance = await balanceOf(db, claimed.userId);
    if (!confirm && balance < due.credits) {
      await repo.unmarkRefunded(db, payment.id);
      throw refundNeedsConfirmation(due.credits - balance, due.credits);
    }
    try {
      await provider.refund(payment.paymentId, due.cents, payment.currency);
    } catch (error) {
      this.deps.log.error({ err: error, paymentId }, 'the payment provider refused a refund');
      await repo.unmarkRefunded(db, payment.id);
      throw paymentUnavailable();
    }
    const reported = { refundedCents: claimed.refundedCents + due.cents, chargedBackCents: claimed.chargedBackCents };
    await bookReversal(this.deps.events, db, payment.id, reported, now, (tx, booked) =>
      recordAudit(tx, actor, {
        action: 'members.refund',
        objectType: 'payment',
        objectId: payment.id,
        siteId: site.id,
        before: { refunded_cents: claimed.refundedCents },
        after: { refunded_cents: reported.refundedCents, credits_taken: booked.taken, credits_debt: booked.debt },
      }),
    );
    // The claim kept other reversals' bookings out before it: what the payment holds now is this refund's.
    const booked = (await repo.findMemberPayment(db, claimed.userId, payment.id))!;
    return { ...toPayment(booked), credits_taken: booked.refundedCredits ?? 0, credits_debt: booked.debtCredits };
  }

  /** The provider that took the payment, when it is the site's: only it can refund it. */
  private refundProvider(site: SiteRow, payment: repo.PaymentRow): PaymentProvider | undefined {
    const provider = this.deps.providers.for(site);
    return provider?.name === payment.provider ? provider : undefined;
  }

  /** Asks the provider for the payment's status and books it: credits once, failures without credits. */
  private async settleRow(site: SiteRow, row: repo.PaymentRow): Promise<repo.PaymentRow> {
    const { db, events, providers, clock, log } = this.deps;
    const provider = providers.for(site);
    if (!provider || provider.name !== row.provider || !row.paymentId) return row;
    const reported = await provider.fetch(row.paymentId);
    const matches =
      reported?.reference === row.id &&
      reported.amountCents === cents(row.amount) &&
      reported.currency === row.currency;
    if (!reported || !matches) {
      log.warn({ paymentId: row.id }, 'the provider reports a payment that does not match ours');
      return row;
    }
    if (reported.status === 'pending') return row;
    if (reported.status !== 'completed') {
      await repo.endPayment(db, row.id, reported.status);
      return { ...row, status: row.status === 'completed' ? row.status : reported.status };
    }
    let displaced: Holder[] = [];
    const completed = await events
      .transact(db, async (tx, emit) => {
        const done = await repo.completePayment(tx, row.id, clock());
        if (!done) return undefined;
        displaced = await this.codeUses.take(tx, row); // throws CodeUseTaken: not credited (rolled back)
        await grant(tx, emit, row.userId, row.credits, 'purchase', row.id);
        await repo.makePremium(tx, row.userId);
        emit({ type: 'payment.completed', memberId: row.userId, paymentId: row.id, credits: row.credits });
        return done;
      })
      .catch((error: unknown) => {
        if (error instanceof CodeUseTaken) return this.codeUses.refundLost(provider, row);
        throw error;
      });
    await this.codeUses.cancelDisplaced(provider, displaced);
    const settled = completed ?? (await repo.findMemberPayment(db, row.userId, row.id)) ?? row;
    return (await bookReversal(events, db, row.id, reported, clock()))?.payment ?? settled;
  }

  /** A call to the provider whose failure answers 503 (unreachable, 5xx) or 502 (it refused), never 500. */
  private async fromProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.deps.log.error({ err: error }, 'the payment provider failed');
      throw error instanceof ProviderUnavailableError ? paymentProviderUnavailable() : paymentProviderError();
    }
  }

  private async bundleOf(site: SiteRow, bundleId: string): Promise<repo.BundleRow> {
    const bundle = await repo.findBundle(this.deps.db, site.id, bundleId);
    if (!bundle) throw notFound();
    return bundle;
  }

  /** Whether the provider takes this method here; a direct debit only with its mandate (the /directdebit form). */
  private async offers(
    provider: PaymentProvider,
    method: PaymentMethod,
    bundle: repo.BundleRow,
    country: string,
    withMandate = false,
  ) {
    if ((method === 'sdd') !== withMandate) return false;
    const methods = await this.fromProvider(() =>
      provider.methods({ amountCents: bundle.priceCents, currency: bundle.currency, country }),
    );
    return methods.includes(method);
  }

  /** A typed code (its errors answered), else the member's active discount (time bonus, welcome code), else none. */
  private async discountFor(
    site: SiteRow,
    member: User,
    code: string | undefined,
    order?: Order,
  ): Promise<AppliedDiscount | null> {
    const now = this.deps.clock();
    if (code) return this.discounts.check(site.id, member, code, now, order);
    return this.discounts.active(site.id, member, now);
  }
}
