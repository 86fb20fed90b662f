import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../../shared/boot-data.ts';
import { ROUTE_DATA_ELEMENT_ID } from '../../../shared/first-screen.ts';
import { DEFAULT_LANGUAGE, languageFromDomainLanguage } from '../../../shared/languages.ts';
import { fetchSettings } from './site-settings.ts';
import { savedLanguage } from './i18n.ts';

/** The boot data the server put into the page (shared/boot-data.ts), if it did; the element goes once read. */
export function readBootData(): BootData | undefined {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  return JSON.parse(element.textContent) as BootData;
}

/**
 * The same data asked from the API, for a page that came without it (the Vite dev server): the settings, and the
 * language as the server picks it (the locale cookie, else the site's). The catalogue loads as a chunk, the company
 * and the user through their API calls, so they stay out of it.
 */
export async function fetchBootData(): Promise<Partial<BootData> & Pick<BootData, 'language' | 'settings'>> {
  const settings = await fetchSettings();
  const language = savedLanguage() ?? languageFromDomainLanguage(settings.domain_language) ?? DEFAULT_LANGUAGE;
  return { language, settings };
}

/** The loader data of a screen the server drew into the root (shared/first-screen.ts), if it did; read once. */
export function readRouteData(): Record<string, unknown> | undefined {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  return JSON.parse(element.textContent) as Record<string, unknown>;
}
