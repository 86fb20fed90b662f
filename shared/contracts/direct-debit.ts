import { z } from 'zod';
import { PHONE_TYPED } from '../typed-phone.ts';
import { countryCode, text } from './common.ts';

/** A one-time code: six digits. */
export const OTP_LENGTH = 6;

const field = (max: number) => text().trim().min(1).max(max);

/**
 * A phone as typed: digits with spaces, dashes, dots and brackets, an optional leading +. Letters and control
 * characters are refused here (`validation.phone_invalid`, also in the form); the server reads what passes as a
 * number in the payer's country and refuses what is no mobile number with the same message.
 */
// eslint-disable-next-line no-restricted-syntax -- PHONE_TYPED refuses NUL (every control character) as phone_invalid
const phone = z.string().trim().min(1).max(30).regex(PHONE_TYPED, 'validation.phone_invalid');

/** POST /api/directdebit-code.php: the form of SPEC §2 without the code; answers where the code went. */
export const directDebitCodeBody = z.object({
  bundle_id: z.uuid(),
  account_holder: field(100),
  iban: field(42),
  street: field(100),
  house_number: field(20),
  zip: field(16),
  city: field(100),
  phone,
  country: countryCode.optional(),
});
export type DirectDebitCodeBody = z.infer<typeof directDebitCodeBody>;

export const directDebitCodeResponse = z.object({
  request_id: text(),
  /** The last digits of the phone the code went to, for "sent to ••••4567". */
  phone_end: text(),
});

/** POST /api/directdebit.php: the code from the SMS; answers the payment like POST /api/payment.php. */
export const directDebitBody = z.object({
  request_id: z.uuid(),
  otp: text()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'validation.otp_invalid'),
});

/**
 * POST /api/staff/directdebit-block.php: no more direct debits from this IBAN or phone. A phone without a country
 * code is read in `country`, else in the site's first country.
 */
export const directDebitBlockBody = z.object({
  kind: z.enum(['iban', 'phone']),
  value: field(42),
  country: countryCode.optional(),
});
