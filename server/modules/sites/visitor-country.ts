import type { IncomingHttpHeaders } from 'node:http';
import type { SiteRecord, SitesService } from './sites.service.ts';

/** The visitor's country: the trusted GeoIP header (named by GEOIP_COUNTRY_HEADER) or the site's default. */
export function requestVisitorCountry(
  sites: SitesService,
  record: SiteRecord,
  request: { headers: IncomingHttpHeaders },
  geoipCountryHeader: string | undefined,
): string {
  const header = geoipCountryHeader ? request.headers[geoipCountryHeader] : undefined;
  return sites.visitorCountry(record, typeof header === 'string' ? header : undefined);
}
