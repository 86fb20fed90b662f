import type { ErrorCode } from '../../shared/errors.ts';
import type { PhotoRejectionReason } from '../../shared/moderation.ts';

/** An expected failure: a code with a translated message (`errors.<code>`) and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    readonly params: Record<string, string | number> = {},
    /** Field path -> catalogue key of the message, for validation failures found beyond the schema. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('not_found', 404);
export const unknownSite = () => new AppError('unknown_site', 404);
export const authenticationRequired = () => new AppError('authentication_required', 403);
export const clientHeaderRequired = () => new AppError('client_header_required', 403);
export const loginFailed = () => new AppError('login_failed', 401);
export const loginLocked = (minutes: number) => new AppError('login_locked', 429, { minutes });
/** Too many requests of one kind from one reader (per-IP limits taken by the app itself, e.g. read-limits.ts). */
/** A member banned by staff: the login form sends them to the ban page (/pages/ban). */
export const accountBanned = () => new AppError('account_banned', 403);
/** A member suspended by staff until `until` (epoch ms; the catalogue formats it in the member's language). */
export const accountSuspended = (until: Date) => new AppError('account_suspended', 403, { until: until.getTime() });
export const rateLimited = () => new AppError('rate_limited', 429);
export const signupClosed = () => new AppError('signup_closed', 403);
/** The site takes signups only from visitors who came with a traffic source (signups: with_trafficsource). */
export const signupNeedsSource = () => new AppError('signup_needs_source', 403);
/** The site lets only members search (logged_out_search, or logged_out_search_trafficsource for a visitor with a source). */
export const searchMembersOnly = () => new AppError('search_members_only', 403);
/** Search by nearest without a town of the searcher's to measure from. */
export const searchNeedsTown = () => new AppError('search_needs_town', 400);
/** Bad input on one field, with a catalogue key as its message (e.g. `validation.email_taken`). */
export const fieldError = (field: string, messageKey: string) =>
  new AppError('validation_failed', 400, {}, { [field]: messageKey });
export const emailNotFound = () => new AppError('email_not_found', 404);
export const linkInvalid = () => new AppError('link_invalid', 400);
/** A mailed e-mail change whose new address was banned from the site since it was asked (decision 037). */
export const emailBanned = () => new AppError('email_banned', 400);
export const resetDailyLimit = () => new AppError('reset_daily_limit', 429);
export const photoMissing = () => new AppError('photo_missing', 400);
export const photoInvalid = () => new AppError('photo_invalid', 400);
/** A multipart upload that is malformed or ended early. */
export const uploadBroken = () => new AppError('upload_broken', 400);
/** The photo store failed or did not answer in time (a full disk, an unreachable bucket): try again later. */
export const photoStorageUnavailable = () => new AppError('photo_storage_unavailable', 503);
export const photoTooLarge = (megabytes: number) => new AppError('photo_too_large', 413, { megabytes });
export const photoTooManyPixels = (megapixels: number) =>
  new AppError('photo_too_many_pixels', 400, { count: megapixels });
export const photoLimit = (limit: number) => new AppError('photo_limit', 403, { count: limit });
/**
 * The upload is (nearly) a photo a moderator rejected (decision 036): the message names that reason
 * (`notifications.rejection_reasons.<reason>`, nested in the catalogue's text).
 */
export const photoRejectedBefore = (reason: PhotoRejectionReason) =>
  new AppError('photo_rejected_before', 422, { reason });
export const creditsInsufficient = () => new AppError('credits_insufficient', 402);
export const inviteRequired = () => new AppError('invite_required', 403);
export const inviteInvalid = () => new AppError('invite_invalid', 400);
export const inviteDailyLimit = (limit: number) => new AppError('invite_daily_limit', 429, { count: limit });
export const inviteNotAllowed = () => new AppError('invite_not_allowed', 403);
/** The member asked for an export of their data today already (at most DATA_EXPORTS_PER_DAY, the site's days). */
export const dataExportDailyLimit = () => new AppError('data_export_daily_limit', 429);
/** The like button's likes of today (the site's day) are used up: `count` is the day's cap. */
export const likeDailyLimit = (count: number) => new AppError('like_daily_limit', 429, { count });
/** An unconfirmed member gave all the likes they may give before confirming their email address. */
export const likeUnconfirmedLimit = () => new AppError('like_unconfirmed_limit', 429);
export const conversationLimit = (limit: number) => new AppError('conversation_limit', 403, { count: limit });
export const premiumRequired = () => new AppError('premium_required', 403);
/** A member whose email address is not confirmed yet sends nothing (SPEC §4: such messages are not received). */
export const activationRequired = () => new AppError('activation_required', 403);
/**
 * The sender is in invisible mode and the member could not see them (not matched, no conversation): they must switch
 * it off to write first (decision 037).
 */
export const invisibleContact = () => new AppError('invisible_contact', 403);
export const messageRateLimit = () => new AppError('message_rate_limit', 429);
export const contactSlowDown = (seconds: number) => new AppError('contact_slow_down', 429, { seconds });
/** A complaint's message is not one of the reporter's conversation with the reported member. */
export const complaintMessageInvalid = () => new AppError('complaint_message_invalid', 400);
/** Another moderator closed this complaint already. */
export const complaintHandled = () => new AppError('complaint_handled', 409);
/** A send's client id was used before for another recipient or another content. */
export const clientIdReused = () => new AppError('client_id_reused', 409);
/** 'Code niet gevonden': no such code, or not for this member, site or time. */
export const discountNotFound = () => new AppError('discount_not_found', 404);
/** 'Code reeds gebruikt'. */
export const discountUsed = () => new AppError('discount_used', 409);
/** The code exists but not for this order (country, currency, minimum order value, payment method). */
export const discountNotApplicable = () => new AppError('discount_not_applicable', 400);
/** The payment method is not offered here, or the provider could not be reached. */
export const paymentUnavailable = () => new AppError('payment_unavailable', 503);
/** An earlier checkout of the member's holds the code and cannot be cancelled (yet). */
/** A single-use code is held by another member's open checkout. */
export const discountReserved = () => new AppError('discount_reserved', 409);
/** The payment country or the provider does not offer this method: the payer's choice, not a fault of ours. */
export const paymentMethodUnavailable = () => new AppError('payment_method_unavailable', 400);
/** The provider could not be reached or failed itself (network, 5xx): try again in a few minutes. */
export const paymentProviderUnavailable = () => new AppError('payment_provider_unavailable', 503);
/** The provider refused the payment (a 4xx from it): a fault between us and the provider, not the payer's. */
export const paymentProviderError = () => new AppError('payment_provider_error', 502);
/** 'Code ongeldig': a direct-debit code that is wrong, expired or used. */
export const otpInvalid = () => new AppError('otp_invalid', 400);
/** The code was tried too often: a new one must be asked for. */
export const otpAttempts = () => new AppError('otp_attempts', 429);
/** The IBAN or phone may not pay by direct debit; the support phone to call, cleaned of dashes and spaces. */
export const directDebitBlocked = (phone: string) => new AppError('direct_debit_blocked', 403, { phone });
/** The IBAN's direct debits of this month, or the phone's codes of today, are used up. */
export const directDebitLimit = () => new AppError('direct_debit_limit', 429);
/** Direct debit is off: no SMS provider for its codes (production without one, config/sms-sender.ts). */
export const directDebitUnavailable = () => new AppError('direct_debit_unavailable', 503);
/** The SMS provider refused the code's message or did not answer in time: nothing was kept, asking again works. */
export const smsUnavailable = () => new AppError('sms_unavailable', 503);
/** Not a completed payment within the site's refund days, or refunded already. */
export const refundNotAllowed = () => new AppError('refund_not_allowed', 409);
/** A full refund would take back credits the member already spent (`debt` of `credits` owed): staff must confirm. */
export const refundNeedsConfirmation = (debt: number, credits: number) =>
  new AppError('refund_needs_confirmation', 409, { debt, count: credits });
/** A dead job whose payload lost a secret (a mailed link's token) when it died: running it again would mail a broken link. */
/** Staff asked for an activation mail for a member who is confirmed (or deleted) already. */
export const activationNotNeeded = () => new AppError('activation_not_needed', 409);
/** The member keeps as many saved searches as they may (`count`): one must go before another is kept. */
export const savedSearchesFull = (count: number) => new AppError('saved_searches_full', 409, { count });
/** Staff asked to delete a member who is deleted already. */
export const memberDeleted = () => new AppError('member_deleted', 409);
/** A login to the member's own deleted account, which its reactivation link restores for `days` more days. */
export const accountDeleted = (days: number) => new AppError('account_deleted', 403, { count: days });
export const jobNotRetryable = () => new AppError('job_not_retryable', 409);
/** Another operator holds the conversation of a fictional profile (`name` says who): only they answer it now. */
export const conversationClaimed = (name: string) => new AppError('conversation_claimed', 409, { name });
