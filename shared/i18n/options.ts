/** i18next options shared by web and server: single-brace placeholders, as in the spec's texts ({minutes}). */
export const interpolationOptions = {
  prefix: '{',
  suffix: '}',
  escapeValue: false,
} as const;
