import type { FastifyRequest } from 'fastify';
import type { SiteRecord, SitesService } from '../modules/sites/sites.service.ts';

/** The site a request is for: the forced_domain query value when given, else its host. Unknown: 404. */
export function requestSite(sites: SitesService, request: FastifyRequest): SiteRecord {
  const forced = (request.query as { forced_domain?: string } | undefined)?.forced_domain;
  return sites.resolve(forced ?? request.hostname);
}
