import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { MINUTE_MS } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import { type DirectDebitCodeBody, OTP_LENGTH } from '../../../shared/contracts/direct-debit.ts';
import { isLanguage } from '../../../shared/languages.ts';
import { cleanPhone } from '../../../shared/phone.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import { isPhoneBanned } from '../../db/bans.ts';
import type { Db } from '../../db/client.ts';
import { type QuotaRule, dayWindow, giveQuotaBack, takeQuota } from '../../db/usage-quota.ts';
import {
  directDebitBlocked,
  directDebitLimit,
  directDebitUnavailable,
  fieldError,
  otpAttempts,
  otpInvalid,
  smsUnavailable,
} from '../../lib/app-error.ts';
import { translator } from '../../lib/i18n.ts';
import { mobileE164 } from '../../lib/phone-number.ts';
import { type SmsSender, SmsUnavailableError } from '../../lib/sms.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './direct-debit.repo.ts';
import type { PaymentsService } from './payments.service.ts';
import { unblock } from './reversals.repo.ts';

/** How long a code is good for, and how often it may be tried. */
const OTP_TTL_MS = 10 * MINUTE_MS;
const OTP_MAX_ATTEMPTS = 5;
/** Codes a phone gets per day: enough for typos and a lost SMS, too few to flood a stranger's phone. */
const CODES_PER_PHONE: QuotaRule = { name: 'direct_debit_codes', limit: 5 };
/** The direct-debit limit: direct debits one IBAN may pay per calendar month (SPEC §8). */
const DEBITS_PER_IBAN: QuotaRule = { name: 'direct_debits', limit: 2 };

/** A blocked IBAN or phone (SPEC §8), or the phone of a member banned from the site (decision 037). */
const refused = async (db: Db, site: SiteRow, iban: string, phone: string) =>
  (await repo.isBlocked(db, iban, phone)) || (await isPhoneBanned(db, site.id, phone));

const hashOtp = (requestId: string, otp: string) => createHash('sha256').update(`${requestId}:${otp}`).digest();

interface DirectDebitsDeps {
  db: Db;
  payments: PaymentsService;
  /** Where the codes go; none: direct debit is off (production without an SMS provider). */
  sms: SmsSender | undefined;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Direct debit (SPEC §2 /directdebit, §8): the mandate's details and a one-time code by SMS to the phone given;
 * the right code turns them into an `sdd` payment. Blocked IBANs and phones, and phones banned from the site with
 * their member, are refused with the support phone,
 * and an IBAN pays at most DEBITS_PER_IBAN direct debits a month.
 */
export class DirectDebits {
  constructor(private readonly deps: DirectDebitsDeps) {}

  /**
   * Checks the form, and sends the code; the request's id and the end of the phone number. The phone is read as a
   * mobile number of the payment country and kept, blocked, counted and texted in its E.164 form. An SMS that does
   * not go out takes the request and the phone's use of the day back: asking again works, and no code stays valid
   * that nobody received.
   */
  async requestCode(site: SiteRow, member: User, body: DirectDebitCodeBody) {
    const { db, payments, sms, clock, log } = this.deps;
    if (!sms) throw directDebitUnavailable();
    const iban = electronicFormatIBAN(body.iban) ?? '';
    if (!isValidIBAN(iban)) throw fieldError('iban', 'validation.iban_invalid');
    const order = await payments.directDebitOrder(site, member, body.bundle_id, body.country);
    const phone = mobileE164(body.phone, order.country);
    if (!phone) throw fieldError('phone', 'validation.phone_invalid');
    if (await refused(db, site, iban, phone)) throw directDebitBlocked(cleanPhone(site.supportPhone));
    const otp = String(randomInt(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const now = clock();
    const day = dayWindow(now, site.timeZone);
    const requestId = await db.transaction(async (tx) => {
      if (!(await takeQuota(tx, CODES_PER_PHONE, phone, day))) throw directDebitLimit();
      const id = randomUUID();
      await repo.insertRequest(tx, {
        id,
        userId: member.id,
        bundleId: order.bundleId,
        accountHolder: body.account_holder,
        iban,
        street: body.street,
        houseNumber: body.house_number,
        zip: body.zip,
        city: body.city,
        phone,
        country: order.country,
        otpHash: hashOtp(id, otp).toString('hex'),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
      return id;
    });
    const t = translator(isLanguage(member.language) ? member.language : 'nl');
    try {
      await sms.send(phone, t('direct_debit.sms', { code: otp, site: site.name }));
    } catch (error) {
      await db.transaction(async (tx) => {
        await repo.deleteRequest(tx, requestId);
        await giveQuotaBack(tx, CODES_PER_PHONE, phone, day);
      });
      if (!(error instanceof SmsUnavailableError)) throw error;
      log.error({ err: error }, 'the direct-debit code could not be sent');
      throw smsUnavailable();
    }
    return { request_id: requestId, phone_end: phone.slice(-4) };
  }

  /**
   * The code from the SMS: 'Code ongeldig' when wrong (each try counted; after OTP_MAX_ATTEMPTS a new code must be
   * asked for), else the direct debit is paid at the provider within the IBAN's monthly limit.
   */
  async confirm(site: SiteRow, member: User, { request_id, otp }: { request_id: string; otp: string }) {
    const { db, payments, sms, clock } = this.deps;
    if (!sms) throw directDebitUnavailable();
    const now = clock();
    const request = await repo.countAttempt(db, {
      id: request_id,
      memberId: member.id,
      now,
      maxAttempts: OTP_MAX_ATTEMPTS,
    });
    if (!request) {
      throw (await repo.triedOut(db, request_id, member.id, OTP_MAX_ATTEMPTS)) ? otpAttempts() : otpInvalid();
    }
    if (!timingSafeEqual(hashOtp(request.id, otp), Buffer.from(request.otpHash, 'hex'))) throw otpInvalid();
    if (!(await repo.useRequest(db, request.id, now))) throw otpInvalid();
    if (await refused(db, site, request.iban, request.phone)) throw directDebitBlocked(cleanPhone(site.supportPhone));
    const month = now.toISOString().slice(0, 7);
    const started = await payments.create(
      site,
      member,
      { bundle_id: request.bundleId, method: 'sdd', country: request.country },
      {
        directDebit: { accountHolder: request.accountHolder, iban: request.iban },
        reserve: async (tx) => {
          if (!(await takeQuota(tx, DEBITS_PER_IBAN, request.iban, month))) throw directDebitLimit();
        },
      },
    );
    await repo.setRequestPayment(db, request.id, started.payment_id);
    return started;
  }

  /**
   * Staff: no more direct debits from this IBAN or phone (a mobile number, read in `country` without a code); the
   * staff member's audit row in the same transaction.
   */
  async block(kind: 'iban' | 'phone', value: string, country: string, actor: StaffActor): Promise<void> {
    const cleaned = blockValue(kind, value, country);
    await this.deps.db.transaction(async (tx) => {
      await repo.block(tx, kind, cleaned);
      await recordAudit(tx, actor, blockAudit('members.dd_block', kind, cleaned));
    });
  }

  /** Staff: lifts a block (a chargeback's, or one staff set), the IBAN or phone read as `block` reads it; audited. */
  async unblock(kind: 'iban' | 'phone', value: string, country: string, actor: StaffActor): Promise<void> {
    const cleaned = blockValue(kind, value, country);
    await this.deps.db.transaction(async (tx) => {
      await unblock(tx, kind, cleaned);
      await recordAudit(tx, actor, blockAudit('members.dd_unblock', kind, cleaned));
    });
  }
}

const blockAudit = (action: string, kind: 'iban' | 'phone', value: string) => ({
  action,
  objectType: `direct_debit_${kind}`,
  objectId: value,
});

/** An IBAN in its electronic form or a mobile phone as E.164, as blocks store them; a field error otherwise. */
function blockValue(kind: 'iban' | 'phone', value: string, country: string): string {
  const cleaned = kind === 'iban' ? electronicFormatIBAN(value) : mobileE164(value, country);
  if (!cleaned || (kind === 'iban' && !isValidIBAN(cleaned)))
    throw fieldError('value', kind === 'iban' ? 'validation.iban_invalid' : 'validation.phone_invalid');
  return cleaned;
}
