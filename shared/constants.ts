/** Business constants of SPEC §9, named in one place. Durations are in milliseconds unless the name says otherwise. */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const TIME_BONUS_MODAL_DELAY_MS = 40 * SECOND_MS;
export const POLLING_INTERVAL_MS = 60 * SECOND_MS;
export const POLLING_INTERVAL_PUSH_MS = 300 * SECOND_MS;
export const POLLING_START_DELAY_MS = 5 * SECOND_MS;
export const CHUNK_RELOAD_GUARD_MS = 60 * SECOND_MS;
export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const HTTP_RETRIES = 5;
export const GEOLOCATION_MAX_AGE_MS = HOUR_MS;

export const DEFAULT_DATE_LOCALE = 'nl';
export const DESIGN_VERSION = 1;
export const ENTRY_WARNING_COUNTRIES: readonly string[] = ['NL', 'DE'];

export const LANGUAGE_COOKIE = 'i18n_locale';
export const LANGUAGE_COOKIE_DAYS = 365;
export const AUTH_COOKIE = 'auth';
export const AUTH_COOKIE_DAYS = 30;

/** The console's session cookie: sent only to /api/admin, never to the members' API. */
export const STAFF_COOKIE = 'staff_session';
/** A console session lasts at most this long, and ends after STAFF_SESSION_IDLE_MINUTES without a request. */
export const STAFF_SESSION_HOURS = 8;
export const STAFF_SESSION_IDLE_MINUTES = 30;
/** An operator's claim on a conversation of a fictional profile lasts this long, renewed while they type or send. */
export const CONVERSATION_CLAIM_MS = 5 * 60_000;
/** The console's live socket (staff session cookie, path /api/admin): the operators' inbox hears of new messages. */
export const STAFF_LIVE_PATH = '/api/admin/live';
/** Between the password and the second factor: the half-open session lasts this long. */
export const STAFF_SECOND_FACTOR_MINUTES = 5;
/** Single-use recovery codes per staff account. */
export const STAFF_RECOVERY_CODES = 10;
/** Header every request of the web client carries; state-changing requests without it are refused. */
export const CLIENT_HEADER = 'x-client';
export const CLIENT_HEADER_VALUE = 'web';
/** SPEC §4 "query lb enables page-bounce logging": on a visit's address, and on its page-hidden beacons (`?lb=1`). */
export const PAGE_BOUNCE_QUERY = 'lb';

export const PHOTO_LIMIT_FREE = 3;
export const PHOTO_LIMIT_PREMIUM = 25;
/** Largest photo file accepted for upload. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/**
 * Most pixels a photo may have (checked from the header before decoding: a decompression bomb is refused unread). 25 M
 * is more than any phone camera makes (a 200 MP sensor saves 12.5 MP by default) and keeps one decode near 100 MB.
 */
export const PHOTO_MAX_PIXELS = 25_000_000;
/** Uploads re-encoded at once per server process; more wait their turn, so parallel uploads cannot exhaust memory. */
export const PHOTO_ENCODES_AT_ONCE = 2;
export const SWIPE_LIKES_PER_DAY = 4;
export const DELETION_GRACE_DAYS = 14;

export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_TICK_MS = SECOND_MS;
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
/** Days from signup an unpaid member's welcome discount lasts (SPEC §1 says only "time-limited"). */
export const WELCOME_DISCOUNT_DAYS = 7;
export const PREMIUM_CLAIM_PERCENTAGE = 46;

export const BADGE_CAP = 99;
export const CREDIT_BADGE_THRESHOLD = 10;

/** Terms-version date when the company's added date is not later (SPEC §3). */
export const TERMS_VERSION_DEFAULT = '2023-12-01T12:00:00Z';

export const NICHES = ['general', 'she', 'bdsm', 'bbw', 'gilf', 'milf', 'gay'] as const;
export type Niche = (typeof NICHES)[number];

/**
 * Failed password checks before a lock (SPEC §4 "some minutes"), and for how long: per address and IP (IPv6 per
 * /64), per address and device cookie, and per logged-in member. Failures count while each comes within
 * LOGIN_LOCK_MINUTES of the one before.
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** The ceiling per address across every IP (not for attempts with the address's device cookie). */
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
/** The device cookie: set at each login, it names the member and lets them past the locks others trigger. */
export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_DAYS = 365;

/** Minimum age of a member (SPEC §5 'Vul uw geboortedatum in ({min_age}+ jaar)'). */
export const MIN_AGE = 18;
/** Oldest age a search asks for; a birth date must give an age up to it, so that every member can be found. */
export const MAX_AGE = 99;
/** A profile's gender (SPEC §3); its labels live in the catalogues as `profile.gender.<value>`. */
export const GENDERS = ['male', 'female'] as const;

/** The member search (SPEC §3 search state), here rather than in its contract: the results screen needs no zod. */
export const SEARCH_PAGE_SIZE = 24;
/** Result counts above this are shown as "1000+": counting further costs time and tells no one anything. */
export const SEARCH_COUNT_CAP = 1000;
/** Deepest page "load more" reaches. */
export const SEARCH_MAX_PAGE = 100;
/** The search state of SPEC §3 as the page's URL and the API carry it. */
export const SEARCH_FILTERS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'body_type'] as const;
/** Tracking values of a visit (SPEC §3 tracking data), kept from the first touch through signup. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
/** How long the first touch's tracking values are kept in the visitor's browser. */
export const TRACKING_COOKIE_DAYS = 30;
/** Tracking values that make a traffic source (signups with_trafficsource, logged_out_search_trafficsource). */
export const SEARCH_TRAFFIC_KEYS = ['network', 'ref'] as const;
/** How long a mailed activation link works. */
export const ACTIVATION_LINK_DAYS = 7;
/** How long a password-reset link works, and how many reset mails one account may get per day. */
export const PASSWORD_RESET_LINK_HOURS = 2;
export const PASSWORD_RESET_MAILS_PER_DAY = 3;
/** Seconds the account-deleted page counts down before it goes to the home page. */
export const ACCOUNT_DELETED_REDIRECT_SECONDS = 10;
/** How long an invitation link works, and how many invitations a member may send a day. */
export const INVITATION_LINK_DAYS = 14;
export const INVITATIONS_PER_DAY = 10;
/** How long a member's data export (its ZIP and the mailed link) stays downloadable, and how many a day they may ask. */
export const DATA_EXPORT_LINK_DAYS = 7;
export const DATA_EXPORTS_PER_DAY = 1;
/** How long a mailed email-change confirmation works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** Kinds of notification a member can switch on or off, per channel. */
export const EMAIL_NOTIFICATION_KINDS = ['messages', 'likes', 'matches', 'news'] as const;
export const PUSH_NOTIFICATION_KINDS = ['messages', 'likes', 'matches'] as const;

/** Carries the outcome of an activation link ('activated' or 'already_active') to /activate/done, briefly. */
export const ACTIVATION_COOKIE = 'activation';
export const ACTIVATION_COOKIE_SECONDS = 600;
