import type { FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID } from '../../../shared/boot-data.ts';
import { jsonForScript } from '../../lib/html.ts';
import { catalogueJson } from '../../lib/i18n.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { sessionToken } from '../../plugins/session-cookie.ts';
import type { SitesService } from './sites.service.ts';
import { requestVisitorCountry } from './visitor-country.ts';

/**
 * The page's boot data (shared/boot-data.ts) as a `<script type="application/json">` element for its head: built
 * from the same memoised settings answer GET /api/settings.php sends, escaped once per settings variant and visitor
 * kind and kept; empty for a host no site serves (the app then shows why).
 */
export function bootDataScript(sites: SitesService, geoipCountryHeader: string | undefined) {
  // Keyed by the memoised settings bytes: a new settings variant (a site reloaded) starts a new entry.
  const cache = new WeakMap<Buffer, Map<string, string>>();
  return (request: FastifyRequest): string => {
    const record = sites.find(request.host);
    if (!record) return '';
    const language = savedOrSiteLanguage(request, record.site.domainLanguage);
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
    let script = variants.get(key);
    if (script === undefined) {
      const json = `{"language":"${language}","settings":${settings.toString()},"company":${JSON.stringify(sites.companyInfo(record))},"catalogue":${catalogueJson(language)}${visitor ? ',"user":null' : ''}}`;
      script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(json)}</script>`;
      variants.set(key, script);
    }
    return script;
  };
}
