/**
 * The file the web build writes beside index.html (web/screen-chunks.ts): per screen (route name) and per code part,
 * the script files its code needs beyond those the entry loads; the server names a screen's in the page it serves,
 * and the app prefetches those of the screens and parts likely needed next.
 */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/** Code the app loads on demand apart from the screens, listed in the same file under these names. */
export type CodePart = 'search-filters' | 'signup-form' | 'modal';
