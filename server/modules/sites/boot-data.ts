import type { FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { jsonForScript } from '../../lib/html.ts';
import { catalogueJson } from '../../lib/i18n.ts';
import { pageLanguage } from '../../lib/request-language.ts';
import { sessionToken } from '../../plugins/session-cookie.ts';
import type { SitesService } from './sites.service.ts';
import { requestVisitorCountry } from './visitor-country.ts';

/** One variant of the boot data (shared/boot-data.ts), kept while its settings stand: the same object for every page. */
export interface BootVariant {
  /** The data as JSON. */
  json: string;
  /** The `<script type="application/json">` element that carries it in the page (after the app's root). */
  script: string;
  /** The page was asked without a session: the data says `user: null`. */
  visitor: boolean;
}

/**
 * The page's boot data, built from the same memoised settings answer GET /api/settings.php sends, escaped once per
 * settings variant and visitor kind and kept; undefined for a host no site serves (the app then shows why).
 */
export function bootDataOf(sites: SitesService, geoipCountryHeader: string | undefined) {
  // Keyed by the memoised settings bytes: a new settings variant (a site reloaded) starts a new entry.
  const cache = new WeakMap<Buffer, Map<string, BootVariant>>();
  return (request: FastifyRequest): BootVariant | undefined => {
    const record = sites.find(request.host);
    if (!record) return undefined;
    const language = pageLanguage(request, record.site.domainLanguage);
    const country = new URLSearchParams(request.url.split('?')[1] ?? '').get('country') ?? undefined;
    const settings = sites.settingsJson(
      record,
      requestVisitorCountry(sites, record, request, geoipCountryHeader),
      country,
      language,
    );
    const visitor = sessionToken(request) === undefined;
    let variants = cache.get(settings);
    if (!variants) cache.set(settings, (variants = new Map()));
    const key = `${language}|${visitor}`;
    let variant = variants.get(key);
    if (variant === undefined) {
      const json = `{"language":"${language}","settings":${settings.toString()},"company":${JSON.stringify(sites.companyInfo(record))},"catalogue":${catalogueJson(language)}${visitor ? ',"user":null' : ''}}`;
      const script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(json)}</script>`;
      variants.set(key, (variant = { json, script, visitor }));
    }
    return variant;
  };
}
