import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCompanyInfo, getSettings, listInterests, listRegions } from '../../../shared/contracts/endpoints/sites.ts';
import { type PreparedAnswer, keptJsonAnswer } from '../../lib/prepared-answer.ts';
import { requestLanguage, savedOrSiteLanguage } from '../../lib/request-language.ts';
import { serveEndpoint } from '../../plugins/endpoint-route.ts';
import type { TrafficService } from '../visits/traffic.service.ts';
import type { SiteRecord, SitesService } from './sites.service.ts';
import { requestVisitorCountry } from './visitor-country.ts';

const SETTINGS_HEADERS = { 'cache-control': 'no-cache' };

export interface SitesRoutesOptions {
  sites: SitesService;
  traffic: TrafficService;
  geoipCountryHeader: string | undefined;
}

/** The site's public data: settings, company info, interests and regions (SPEC §7). */
export const sitesRoutes: FastifyPluginAsyncZod<SitesRoutesOptions> = async (
  app,
  { sites, traffic, geoipCountryHeader },
) => {
  /** The settings of a site for a request (its GeoIP header, locale cookie, Accept-Encoding), kept as bytes. */
  function settingsAnswer(
    record: SiteRecord,
    request: { headers: IncomingHttpHeaders },
    country?: string,
  ): PreparedAnswer {
    const geoip = requestVisitorCountry(sites, record, request, geoipCountryHeader);
    const language = savedOrSiteLanguage(request, record.site.domainLanguage);
    const json = sites.settingsJson(record, geoip, country, language);
    return keptJsonAnswer(json, request.headers['accept-encoding'], SETTINGS_HEADERS);
  }

  // The plain GET every first visit asks, answered before Fastify (decision 023); a query goes the route's way.
  app.fastLane.add(getSettings.path, (request) => {
    const record = sites.find(request.headers.host);
    return record && settingsAnswer(record, request);
  });

  serveEndpoint(app, getSettings, {}, async (request, reply) => {
    // The one call where the client may name its site (SPEC §7: forced_domain from the page's host).
    const record = request.query.forced_domain ? sites.resolve(request.query.forced_domain) : request.site;
    // The visit's tracking query kept as its first touch (the fast lane takes no query), by the site of the host only:
    // the browser keeps the cookie for the host.
    if (sites.find(request.host)?.site.id === record.site.id)
      await traffic.noteTracking(request, reply, record.site.id, request.query);
    const { headers, body } = settingsAnswer(record, request, request.query.country);
    // Serialised through settingsResponse once per variant, so the bytes are sent as they are.
    return reply.headers(headers).send(body);
  });

  serveEndpoint(app, getCompanyInfo, {}, async (request) => sites.companyInfo(request.site));

  serveEndpoint(app, listInterests, {}, async (request) =>
    sites.interests(requestLanguage(request, request.site.site.domainLanguage)),
  );

  serveEndpoint(app, listRegions, {}, async (request) =>
    sites.regions(request.site, requestLanguage(request, request.site.site.domainLanguage)),
  );
};
