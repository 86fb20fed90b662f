import type { FastifyRequest } from 'fastify';
import type { SiteRecord, SitesService } from '../modules/sites/sites.service.ts';

/**
 * The site a request is for, by its host (the Host header, or X-Forwarded-Host from a trusted proxy); a host that
 * is not one of a site's hosts gets none (404). Links never come from the host: see lib/site-links.ts.
 */
export function requestSite(sites: SitesService, request: FastifyRequest): SiteRecord {
  return sites.resolve(request.host);
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
