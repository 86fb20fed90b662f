import i18next, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '../../../shared/constants.ts';
import { interpolationOptions } from '../../../shared/i18n/options.ts';
import { type Language, isLanguage } from '../../../shared/languages.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { readFlag, writeFlag } from './local-flags.ts';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../shared/i18n/locales/*.json');
const pageCatalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../../shared/i18n/pages/*.json');

async function loadNamespace(language: Language, namespace: 'translation' | 'pages'): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return;
  const files = namespace === 'pages' ? pageCatalogues : catalogues;
  const dir = namespace === 'pages' ? 'pages' : 'locales';
  const module = await files[`../../../shared/i18n/${dir}/${language}.json`]!();
  i18next.addResourceBundle(language, namespace, module.default);
}

/** The language chosen before (locale cookie), if any. */
export function savedLanguage(): Language | undefined {
  const cookie = readCookie(LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : undefined;
}

/** i18next's options in `language`, with its catalogue when there is one at hand (also the server's first screen). */
export const i18nOptions = (language: Language, catalogue?: Record<string, unknown>): InitOptions => ({
  lng: language,
  fallbackLng: false,
  resources: catalogue ? { [language]: { translation: catalogue } } : {},
  partialBundledLanguages: true,
  interpolation: interpolationOptions,
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/**
 * Starts i18next in `language`: with its `catalogue` when the page brought it (no request), else loading only that
 * language's catalogue; the others come when a member switches. `remember` stores the language in the locale cookie.
 */
export async function initI18n(
  language: Language,
  { catalogue, remember }: { catalogue?: Record<string, unknown>; remember: boolean },
): Promise<void> {
  await i18next.use(initReactI18next).init(i18nOptions(language, catalogue));
  await loadNamespace(language, 'translation');
  if (remember) writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  document.documentElement.lang = language;
}

/** Switches the interface language; `remember` stores the choice in the locale cookie (365 days). */
export async function changeLanguage(language: Language, remember = true): Promise<void> {
  await loadNamespace(language, 'translation');
  if (remember) writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

const CHOSEN_FLAG = 'language_chosen';

/** The visitor picks a language on this device (top bar, /lang-config): it then wins over the account's at login. */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  writeFlag(CHOSEN_FLAG);
}

/** The language the visitor picked on this device, if they ever did (not the one the site started them in). */
export const chosenLanguage = (): Language | undefined => (readFlag(CHOSEN_FLAG) ? savedLanguage() : undefined);

/** Calls `listener` after every language switch (texts the server keeps per language are then read again). */
export function onLanguageChange(listener: () => void): void {
  i18next.on('languageChanged', listener);
}

/** The info-page texts, loaded only when an info page is opened. */
export function loadPageTexts(language: Language): Promise<void> {
  return loadNamespace(language, 'pages');
}
