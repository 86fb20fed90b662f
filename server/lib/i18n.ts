import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from '../../shared/languages.ts';
import { interpolationOptions } from '../../shared/i18n/options.ts';
import { projectRoot } from './paths.ts';

const localesDir = join(projectRoot, 'shared', 'i18n', 'locales');

function loadCatalogue(language: Language): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, `${language}.json`), 'utf8')) as Record<string, unknown>;
}

const instance = i18next.createInstance();
await instance.init({
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: loadCatalogue(l) }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: interpolationOptions,
  initAsync: false,
});

const catalogueJsonCache = new Map<Language, string>();

/** The web app's catalogue of a language as compact JSON (the page carries the first screen's, boot-data.ts). */
export function catalogueJson(language: Language): string {
  let json = catalogueJsonCache.get(language);
  if (json === undefined) {
    json = JSON.stringify(instance.getResourceBundle(language, 'translation'));
    catalogueJsonCache.set(language, json);
  }
  return json;
}

/** A translator bound to one language, for error messages, mails and push texts. */
export function translator(language: Language): TFunction {
  return instance.getFixedT(language);
}

/** The first supported language of an Accept-Language header, if any. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return {
        code: tag.slice(0, 2).toLowerCase(),
        q: q ? Number(q.trim().slice(2)) : 1,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.code).find(isLanguage);
}
