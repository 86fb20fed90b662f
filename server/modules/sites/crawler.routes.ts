import type { FastifyPluginAsync } from 'fastify';
import { INFO_PAGE_SLUGS, PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { escapeHtml } from '../../lib/html.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { languageAlternates } from './page-addresses.ts';
import { isIndexable } from './page-head.ts';
import type { SitesService } from './sites.service.ts';

const served = PAGE_ROUTES.filter((route) => route.served);

/**
 * The paths the sitemap lists: each indexable page (page-head.ts), a lander without its slug, every info page; never
 * a member's page (privacy).
 */
export const SITEMAP_PATHS = served.filter(isIndexable).flatMap(({ path }) => {
  const bare = path.replace(/\/:\w+\?$/, '');
  return bare.includes(':page') ? INFO_PAGE_SLUGS.map((page) => bare.replace(':page', page)) : [bare];
});

/**
 * What crawlers may not fetch: the API, the console, and the first part of every page that is not indexable (the
 * members area, the pages about one member, login and language choice).
 */
export const DISALLOWED_PREFIXES = [
  ...new Set([
    '/api/',
    '/admin',
    ...served
      .filter((route) => !isIndexable(route))
      .map(({ path }) => path.split('/')[1]!)
      .filter((part) => part && !part.startsWith(':'))
      .map((part) => `/${part}`),
  ]),
];

/** What a host no site serves tells crawlers: nothing here. */
const NOTHING_HERE = 'User-agent: *\nDisallow: /\n';

/**
 * robots.txt and sitemap.xml per site, by the request's host, their addresses on the site's configured base URL
 * (never the request's host): the public pages allowed and listed, the members area not.
 */
export const crawlerRoutes: FastifyPluginAsync<{ sites: SitesService }> = async (app, { sites }) => {
  const config = { auth: 'none' } as const;
  app.get('/robots.txt', { schema: { hide: true }, config }, async (request, reply) => {
    const site = sites.find(request.host)?.site;
    const body = site
      ? [
          'User-agent: *',
          'Allow: /',
          ...DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
          '',
          `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
          '',
        ].join('\n')
      : NOTHING_HERE;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/sitemap.xml', { schema: { hide: true }, config }, async (request, reply) => {
    const site = sites.find(request.host)?.site;
    if (!site) return reply.callNotFound();
    const entries = SITEMAP_PATHS.map((path) => {
      const alternates = languageAlternates(site, path).map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      );
      return `<url><loc>${escapeHtml(siteUrl(site, path))}</loc>${alternates.join('')}</url>`;
    });
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
      `${entries.join('')}</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
