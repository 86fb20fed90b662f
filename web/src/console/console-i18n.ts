import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setAnswerLanguage } from '../lib/api-client.ts';
import { i18nOptions } from '../lib/i18n.ts';

/** The console's languages (staff are not members: nl and en, SPEC's 11 are for members). */
export const CONSOLE_LANGUAGES = ['nl', 'en'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/**
 * The console's texts, one file per area and language (`locales/<language>/<area>.json`), under `console.<area>`;
 * beside them the members' catalogue of the language, for the forms' validation messages and the API's error codes.
 */
const areaTexts = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const memberCatalogues = {
  nl: () => import('../../../shared/i18n/locales/nl.json'),
  en: () => import('../../../shared/i18n/locales/en.json'),
};

/** Every area's texts in one language, keyed by area. */
export function consoleTexts(language: ConsoleLanguage): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [path, content] of Object.entries(areaTexts)) {
    const [, lang, area] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (lang === language && area) texts[area] = content;
  }
  return texts;
}

const LANGUAGE_KEY = 'console_language';

/** The language chosen in the console before, else the browser's when it is Dutch, else English. */
export function consoleLanguage(): ConsoleLanguage {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  if (saved === 'nl' || saved === 'en') return saved;
  return navigator.language.toLowerCase().startsWith('nl') ? 'nl' : 'en';
}

async function loadLanguage(language: ConsoleLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const members = (await memberCatalogues[language]()).default;
  i18next.addResourceBundle(language, 'translation', { ...members, console: consoleTexts(language) });
}

export async function initConsoleI18n(language: ConsoleLanguage): Promise<void> {
  await i18next.use(initReactI18next).init(i18nOptions(language));
  await loadLanguage(language);
  setAnswerLanguage(language);
  document.documentElement.lang = language;
}

export async function changeConsoleLanguage(language: ConsoleLanguage): Promise<void> {
  await loadLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  setAnswerLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
