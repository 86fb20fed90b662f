import { type CountryCode, isSupportedCountry, parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { PhoneNumber } from 'libphonenumber-js/max';
import { PHONE_TYPED } from '../../shared/typed-phone.ts';

/**
 * Phone numbers as numbers (issue 34): every spelling of one phone (`0627236623`, `+31 6 2723 6623`,
 * `0031627236623`, `06-27236623`) is one E.164 string (`+31627236623`), the form blocks, quotas and text messages
 * key on. Read with the full ("max") metadata: the server alone reads numbers, so size does not matter, and only it
 * tells a mobile number from a fixed line.
 */

/** Number types that can receive a text message: mobile, and the countries (US, CA, ...) that cannot tell. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The number as typed, read in `country` when it has no country code of its own; undefined when it is no number. */
function read(given: string, country: string | undefined): PhoneNumber | undefined {
  const typed = given.trim();
  if (typed.length > 40 || !PHONE_TYPED.test(typed)) return undefined;
  const defaultCountry = country && isSupportedCountry(country) ? (country as CountryCode) : undefined;
  try {
    const number = parsePhoneNumberWithError(typed, { defaultCountry });
    return number.ext ? undefined : number;
  } catch {
    return undefined;
  }
}

/**
 * The E.164 form of a mobile number typed by a payer of `country` (ISO 3166 alpha-2): undefined when it is not a
 * valid number, or one that cannot receive a text message (a fixed line, toll-free, premium-rate, ...).
 */
export function mobileE164(typed: string, country: string | undefined): string | undefined {
  const number = read(typed, country);
  if (!number?.isValid()) return undefined;
  const type = number.getType();
  return type && TEXTABLE.has(type) ? number.number : undefined;
}

/**
 * The E.164 form of any possible number, valid or not, mobile or not: for phones stored before they were normalised
 * (`stored-phones.ts`), which must keep matching whatever they were.
 */
export function anyE164(typed: string, country: string | undefined): string | undefined {
  const number = read(typed, country);
  return number?.isPossible() ? number.number : undefined;
}

/** Whether `stored` is already a phone's E.164 form: what every phone written since issue 34 is. */
export const isE164 = (stored: string) => stored.startsWith('+') && anyE164(stored, undefined) === stored;
