/** Error codes shared by server and client; each has a message key `errors.<code>` in every catalogue. */
export const ERROR_CODES = [
  'generic',
  'bad_request',
  'not_found',
  'validation_failed',
  'unknown_site',
  'rate_limited',
  'service_unavailable',
  'authentication_required',
  'client_header_required',
  'login_failed',
  'login_locked',
  'signup_closed',
  'email_not_found',
  'link_invalid',
  'reset_daily_limit',
  'photo_missing',
  'photo_invalid',
  'photo_too_large',
  'upload_broken',
  'photo_storage_unavailable',
  'photo_too_many_pixels',
  'photo_limit',
  'invite_required',
  'invite_invalid',
  'invite_daily_limit',
  'invite_not_allowed',
  'credits_insufficient',
  'swipe_limit',
  'swipe_limit_premium',
  'like_daily_limit',
  'like_unconfirmed_limit',
  'conversation_limit',
  'premium_required',
  'message_rate_limit',
  'complaint_message_invalid',
  'client_id_reused',
  'discount_not_found',
  'discount_used',
  'discount_not_applicable',
  'payment_unavailable',
  'discount_in_checkout',
  'discount_reserved',
  'payment_method_unavailable',
  'payment_provider_unavailable',
  'payment_provider_error',
  'refund_not_allowed',
  'refund_needs_confirmation',
  'job_not_retryable',
  'otp_invalid',
  'otp_attempts',
  'direct_debit_blocked',
  'direct_debit_limit',
  'direct_debit_unavailable',
  'sms_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Field-level problems of a validation error: field path -> message. */
  fields?: Record<string, string>;
}
