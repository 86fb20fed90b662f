import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyInfoResponse,
  interestsResponse,
  regionsResponse,
  settingsQuery,
  settingsResponse,
  siteQuery,
} from '../../../shared/contracts/sites.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requestVisitorCountry } from '../../plugins/site-context.ts';
import type { SitesService } from './sites.service.ts';

const SETTINGS_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };

export interface SitesRoutesOptions {
  sites: SitesService;
  geoipCountryHeader: string | undefined;
}

/** The site's public data: settings, company info, interests and regions (SPEC §7). */
export const sitesRoutes: FastifyPluginAsyncZod<SitesRoutesOptions> = async (app, { sites, geoipCountryHeader }) => {
  const siteOf = (request: { query: { forced_domain?: string | undefined }; hostname: string }) =>
    sites.resolve(request.query.forced_domain ?? request.hostname);

  app.get(
    '/api/settings.php',
    {
      schema: {
        querystring: settingsQuery,
        response: { 200: settingsResponse },
      },
    },
    (request, reply) => {
      const record = siteOf(request);
      const geoip = requestVisitorCountry(sites, record, request, geoipCountryHeader);
      const json = sites.settingsJson(record, geoip, request.query.country);
      // Serialised through settingsResponse once per variant, so the bytes are sent as they are.
      (reply as FastifyReply).headers(SETTINGS_HEADERS).send(json);
    },
  );

  app.get(
    '/api/companyinfo.php',
    {
      schema: {
        querystring: siteQuery,
        response: { 200: companyInfoResponse },
      },
    },
    async (request) => sites.companyInfo(siteOf(request)),
  );

  app.get(
    '/api/interests.php',
    {
      schema: { querystring: siteQuery, response: { 200: interestsResponse } },
    },
    async (request) => {
      const record = siteOf(request);
      return sites.interests(requestLanguage(request, record.site.domainLanguage));
    },
  );

  app.get(
    '/api/regions.php',
    { schema: { querystring: siteQuery, response: { 200: regionsResponse } } },
    async (request) => {
      const record = siteOf(request);
      return sites.regions(record, requestLanguage(request, record.site.domainLanguage));
    },
  );
};
