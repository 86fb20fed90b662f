/** The 11 languages the product ships (SPEC §1). */
export const LANGUAGES = ['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

/** Each language's own name, as shown in the language dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  da: 'Dansk',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  nb: 'Norsk bokmål',
  nl: 'Nederlands',
  pl: 'Polski',
  sv: 'Svenska',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** First-visit rule of SPEC §7: the first two letters of domain_language, when supported. */
export function languageFromDomainLanguage(domainLanguage: string): Language | undefined {
  const code = domainLanguage.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : undefined;
}
