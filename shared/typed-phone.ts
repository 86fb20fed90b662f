// A module of its own, apart from phone.ts: a module that two lazy screens share is built into `screens-shared`, and
// the info pages (which need only `cleanPhone`) would then load that chunk at once instead of prefetching it.

/**
 * What a typed phone number may hold: a leading +, then at least one digit, with spaces (also no-break ones), dashes,
 * dots, slashes and brackets between. No letters (`06abc`, `ext. 5`, `tel:`), no control characters: the form and the
 * server refuse those before the number is read (server/lib/phone-number.ts). Linear on any input: the first digit
 * ends the run of separators, so no two repeats overlap (and no lookahead, which the route fuzzer cannot generate).
 */
export const PHONE_TYPED = /^\+?[ \u00a0\u202f()./-]*[0-9][0-9 \u00a0\u202f()./-]*$/;
