/** A phone number without its dashes and spaces (SPEC §8: the support phone as dialled), e.g. for a tel: link. */
export const cleanPhone = (phone: string) => phone.replace(/[\s-]/g, '');

/**
 * What a typed phone number may hold: a leading +, then at least one digit, with spaces (also no-break ones), dashes,
 * dots, slashes and brackets between. No letters (`06abc`, `ext. 5`, `tel:`), no control characters: the form and the
 * server refuse those before the number is read (server/lib/phone-number.ts). Linear on any input: the first digit
 * ends the run of separators, so no two repeats overlap (and no lookahead, which the route fuzzer cannot generate).
 */
export const PHONE_TYPED = /^\+?[ \u00a0\u202f()./-]*[0-9][0-9 \u00a0\u202f()./-]*$/;
