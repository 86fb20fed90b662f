/** i18next options shared by web and server: single-brace placeholders, as in the spec's texts ({minutes}). */
export const interpolationOptions = {
  prefix: '{',
  suffix: '}',
  escapeValue: false,
} as const;

/**
 * The catalogues' parts only the server uses: mails, and the pages it draws itself (unsubscribe, offline, the test
 * checkout, the data export's index and link page). The browser's catalogues leave them out (web/browser-catalogues.ts), so a visitor's first load never
 * carries them; the code test in catalogues.test.ts keeps the web from naming one.
 */
export const SERVER_ONLY_NAMESPACES = ['mail', 'unsubscribe', 'offline', 'test_checkout', 'data_export'] as const;
