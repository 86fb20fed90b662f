import type { FastifyRequest } from 'fastify';
import type { SiteRecord, SitesService } from '../modules/sites/sites.service.ts';

/** The site a request is for: the forced_domain query value when given, else its host. Unknown: 404. */
export function requestSite(sites: SitesService, request: FastifyRequest): SiteRecord {
  const forced = (request.query as { forced_domain?: string } | undefined)?.forced_domain;
  return sites.resolve(forced ?? request.hostname);
}

/** Scheme and host the visitor used, for links in mails (`https://example.com`). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The visitor's country: the trusted GeoIP header (named by GEOIP_COUNTRY_HEADER) or the site's default. */
export function requestVisitorCountry(
  sites: SitesService,
  record: SiteRecord,
  request: FastifyRequest,
  geoipCountryHeader: string | undefined,
): string {
  const header = geoipCountryHeader ? request.headers[geoipCountryHeader] : undefined;
  return sites.visitorCountry(record, typeof header === 'string' ? header : undefined);
}
