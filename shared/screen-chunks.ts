/**
 * The file the web build writes beside index.html (web/screen-chunks.ts): per screen (route name), the script files
 * its code needs beyond those the entry loads; the server names them in the page it serves.
 */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
