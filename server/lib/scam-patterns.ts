import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { FLAG_KINDS, type FlagKind } from '../../shared/message-flags.ts';
import * as words from './scam-words.ts';

/**
 * What of the scam and contact-detail patterns a message's text shows (issue 40, decision 038): a phone number, an
 * e-mail address (also spelled out: "naam at gmail dot com"), a link or a messenger to move to, a request for money,
 * crypto, gift cards; in the typical forms of the 11 languages. A hint to moderation, not a verdict: a hit flags the
 * message, it never stops it. Plain regular expressions and, only for a long run of digits, libphonenumber: cheap
 * enough for every text sent.
 */
export function scamPatternsIn(text: string): FlagKind[] {
  const folded = fold(text);
  const found = new Set<FlagKind>();
  const withoutMail = folded.replace(EMAIL, ' ');
  if (withoutMail !== folded) found.add('email');
  if (hasPhone(text)) found.add('phone');
  if (LINK.some((pattern) => pattern.test(withoutMail)) || BARE_DOMAIN.test(unmarked(text).replace(EMAIL, ' ')))
    found.add('link');
  if (PAYMENT.some((pattern) => pattern.test(folded)) || IBAN.test(text)) found.add('payment');
  if (CRYPTO_ADDRESS.some((pattern) => pattern.test(text)) || CRYPTO_REQUEST.some((pattern) => pattern.test(folded)))
    found.add('crypto');
  if (GIFT_CARD.some((pattern) => pattern.test(folded))) found.add('giftcard');
  return FLAG_KINDS.filter((kind) => found.has(kind));
}

/** Lower case without accents or marks, as scam-words.ts spells its words: "Überweisung" -> "uberweisung". */
export function fold(text: string): string {
  return unmarked(text)
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[øö]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/đ/g, 'd');
}

/** The text with its accents and marks taken off, its case kept. */
const unmarked = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

const b = (alternatives: string) => `(?<![\\p{L}\\d])(?:${alternatives})(?![\\p{L}\\d])`;
const re = (source: string) => new RegExp(source, 'iu');
/** Within one sentence, a few words apart. */
const NEAR = '[^.!?\\n]{0,40}?';

/** An e-mail address, also spaced out ("@ gmail . com") or spelled out ("naam (at) gmail (dot) com", "naam at gmail"). */
const AT = `(?:\\s*@\\s*|\\s*[([{<]\\s*(?:${words.AT_WORDS})\\s*[)\\]}>]\\s*|\\s+(?:${words.AT_WORDS})\\s+)`;
const DOT = `(?:\\s*\\.\\s*|\\s*[([{<]\\s*(?:${words.DOT_WORDS})\\s*[)\\]}>]\\s*|\\s+(?:${words.DOT_WORDS})\\s+)`;
const EMAIL = new RegExp(
  `[\\p{L}\\d._%+-]+${AT}(?:(?:[\\p{L}\\d-]+${DOT})+${b(words.TLDS)}|${b(words.MAIL_PROVIDERS)})`,
  'giu',
);

/** A web address, a bare domain, a messenger's short link, a messenger named, or a handle to look up. */
const LINK = [
  /https?:\/\/|(?<![\p{L}\d])www\s*\.\s*[\p{L}\d-]/iu,
  /(?<![\p{L}\d])(?:t\.me|wa\.me)\//iu,
  re(b(words.MESSENGERS)),
  re(`${b(`${words.ADD_ME}|${words.ON}`)}\\s+(?:[\\p{L}]+\\s+){0,2}?${b(words.AMBIGUOUS_MESSENGERS)}`),
  re(`${b(words.MY)}\\s+${b(words.AMBIGUOUS_MESSENGERS.replace('signal|', ''))}`),
  re(`${b(words.AMBIGUOUS_MESSENGERS)}\\s*[:=]\\s*@?[\\p{L}\\d._-]{3,}`),
  // a handle: "@maria_92" (an e-mail address was taken out before)
  /(?:^|[\s(])@[\p{L}\d._]{3,30}(?![\p{L}\d@])/u,
  // Dutch "appen": chatting on WhatsApp ("zullen we appen?", "app me")
  /(?<![\p{L}\d])(?:appen|app me|app mij)(?![\p{L}\d])/iu,
];

/**
 * A bare domain (mijnfotos.nl), its ending in lower case: "mooi.De zon", a sentence typed without its space, is none.
 * Read in the text as typed, only its marks taken off.
 */
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\d@.-])[\\p{L}\\d-]{2,}(?:\\.[\\p{L}\\d-]{2,})*\\.(?:${words.TLDS})(?![\\p{L}\\d]|\\.[\\p{L}\\d])`,
  'u',
);

/** A payment service or a bank transfer named; a request to send money (or an amount). */
const PAYMENT = [
  re(b(words.PAYMENT_SERVICES)),
  re(`${b(words.REQUEST_VERBS)}${NEAR}(?:${b(words.MONEY)}|${words.AMOUNT})`),
  re(`(?:${b(words.MONEY)}|${words.AMOUNT})${NEAR}${b(words.REQUEST_VERBS)}`),
];

/** An IBAN: two letters, two check digits, then 11 to 30 letters and digits, grouped by four or not. */
const IBAN = /(?<![\p{L}\d])[A-Z]{2}\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{1,4}(?![\p{L}\d])/u;

/** Wallet addresses: Bitcoin (legacy base58, bech32 bc1), Ethereum and its tokens (0x + 40 hex), TRON (USDT). */
const CRYPTO_ADDRESS = [
  /(?<![\p{L}\d])[13](?=[a-km-zA-HJ-NP-Z1-9]{0,33}[A-HJ-NP-Z])[a-km-zA-HJ-NP-Z1-9]{25,34}(?![\p{L}\d])/u,
  /(?<![\p{L}\d])bc1[ac-hj-np-z02-9]{11,71}(?![\p{L}\d])/iu,
  /(?<![\p{L}\d])0x[a-fA-F0-9]{40}(?![\p{L}\d])/u,
  /(?<![\p{L}\d])T(?=[1-9A-HJ-NP-Za-km-z]{0,32}\d)[1-9A-HJ-NP-Za-km-z]{33}(?![\p{L}\d])/u,
];
/** Crypto named with a request: send, buy, invest, trade. */
const CRYPTO_ASK = `${words.REQUEST_VERBS}|${words.BUY_VERBS}|${words.INVEST_WORDS}`;
const CRYPTO_REQUEST = [
  re(`${b(CRYPTO_ASK)}${NEAR}${b(words.CRYPTO_WORDS)}`),
  re(`${b(words.CRYPTO_WORDS)}${NEAR}${b(CRYPTO_ASK)}`),
];

/** Gift cards by name, or a store's card by its brand (iTunes, Google Play, Steam, Amazon, Paysafecard). */
const GIFT_CARD = [
  re(b(words.GIFT_CARDS)),
  re(`${b(words.CARD_BRANDS)}\\s?-?(?:\\p{L}+\\s)?${b(words.CARD_WORDS)}`),
  re(`${b(words.CARD_BRANDS.replace(/apple\||amazon\|/g, ''))}\\s?(?:[€$£]\\s?)?\\d+`),
];

/**
 * Phone numbers. A run of at least 8 digits, spaced, dashed, dotted, slashed or bracketed as people write them, that
 * is not a date, is a phone when it is international (+ or 00), in the North American shape ((555) 123-4567), national
 * with a trunk 0 (06-12345678, 0151 23456789, 07700 900123), nine digits in threes (512 345 678), or a valid number
 * in one of the sites' countries (libphonenumber).
 */
function hasPhone(text: string): boolean {
  if (WA_ME.test(text)) return true;
  const cleared = text.replace(IBAN_ALL, ' ; ').replace(DATE, ' ; ').replace(TIME, ' ; ');
  for (const [candidate] of cleared.matchAll(DIGIT_RUN)) {
    if (isPhone(candidate.trim())) return true;
  }
  return false;
}

/** A WhatsApp link is a phone number: wa.me/31612345678. */
const WA_ME = /(?<![\p{L}\d])wa\.me\/\+?\d{8,}/iu;
const DIGIT_RUN = /(?<![\p{L}\d+])(?:\+\s?)?\(?\d(?:\)?[ \u00a0./-]{0,2}\(?\d){7,16}(?![\p{L}\d])/gu;
const DATE = /(?<![\d])\d{1,4}[./-]\d{1,2}[./-]\d{2,4}(?![./-]?\d)/g;
const TIME = /(?<![\d])\d{1,2}[:h]\d{2}(?!\d)/g;
const IBAN_ALL = new RegExp(IBAN.source, 'gu');
const PRICE = /^\d{1,3}(?:[.,]\d{3})+$/;
const NANP = /^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/;
const THREES = /^\d{3}[ .-]\d{3}[ .-]\d{3}$/;
const COUNTRIES: CountryCode[] = [
  'NL',
  'BE',
  'DE',
  'AT',
  'CH',
  'PL',
  'GB',
  'IE',
  'US',
  'DK',
  'NO',
  'SE',
  'FI',
  'FR',
  'IT',
  'ES',
];

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  if (candidate.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  if (digits.startsWith('00')) return digits.length >= 10 && digits.length <= 17;
  if (NANP.test(candidate) || THREES.test(candidate)) return true;
  if (PRICE.test(candidate)) return false;
  if (digits.startsWith('0') && digits.length >= 10 && digits.length <= 12) return true;
  if (digits.length > 12) return false;
  return COUNTRIES.some((country) => parsePhoneNumberFromString(digits, country)?.isValid() ?? false);
}
