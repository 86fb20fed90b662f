import type { CompanyInfo, Settings } from './contracts/sites.ts';
import type { Language } from './languages.ts';

/** The id of the `<script type="application/json">` element that carries the boot data in the served page. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * What the first screen needs, put into the page by the server (server/modules/sites/boot-data.ts), so that the web
 * app paints without waiting for an API call: the language the visitor sees (the locale cookie, else the site's),
 * the site's settings as GET /api/settings.php answers them for this page, its company (GET /api/companyinfo.php,
 * named in the footer and the info pages), that language's catalogue, and `user: null`
 * when the request carried no session (a visitor for sure); without `user` the app asks GET /api/user.php.
 */
export interface BootData {
  language: Language;
  settings: Settings;
  company: CompanyInfo;
  catalogue: Record<string, unknown>;
  user?: null;
}

/**
 * The id of the `<script type="application/json">` element that carries answers the first screen is about to ask for
 * (the first page of a search on /members), by prefilledKey of the request: the web app's API client takes each once
 * instead of asking (web/src/lib/api-client.ts).
 */
export const PREFILLED_ANSWERS_ELEMENT_ID = 'prefilled-answers';

/** A GET request's key among the prefilled answers: its path and its query's parameters in name order. */
export function prefilledKey(path: string, query: Iterable<[string, string]>): string {
  const params = new URLSearchParams([...query].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${path}?${params}`;
}
