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
