import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { documentTitle } from '../../../shared/document-title.ts';
import type { Language } from '../../../shared/languages.ts';
import { nicheOf } from '../../../shared/niches.ts';
import { type InfoPageSlug, type PageRoute, infoPageKey, servedPageRoute } from '../../../shared/page-routes.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';
import { projectRoot } from '../../lib/paths.ts';
import { pageLanguage } from '../../lib/request-language.ts';
import type { ReadLimits } from '../../plugins/read-limits.ts';
import { type SharedMember, memberOfPage, sharedMember } from '../members/share-meta.ts';
import type { ShowcaseService } from '../showcase/showcase.service.ts';
import { languageAlternates, pageAddress } from './page-addresses.ts';
import { type SiteRow, type SitesService, siteTexts } from './sites.service.ts';

/** The page's head as the server draws it, what the page shows exists, and whether search engines may index it. */
export interface PageHead {
  /** The document title; none for a host no site serves (the app tells the visitor). */
  title?: string;
  /** The head's tags: description, robots, canonical, hreflang alternates, Open Graph. */
  tags: string;
  found: boolean;
  language?: Language;
  noindex: boolean;
}

/**
 * The public pages search engines may index (and the sitemap lists, sitemap.ts): home, the landers, the info pages,
 * pricing and signup. Every other page (the members area, the pages about one member: privacy, a page not found) is
 * `noindex`, a new route too until it is listed here.
 */
export const isIndexable = (route: Pick<PageRoute, 'name'>): boolean =>
  ['index', 'pages', 'pricing', 'signup'].includes(route.name) || route.name.startsWith('landers-');

/**
 * The head of the page a request asks for, in the page's language (`pageLanguage`): its title as the web app sets it
 * (web/src/app/document-title.ts; home: the site's index title; a lander: the niche's headline, with the place its
 * slug names; an info page: its title; a member's page: their name and age), the site's description, the canonical
 * address and each language's (page-addresses.ts) and the Open Graph tags. Only a page about a member reads the
 * database, counted as a profile read (read-limits.ts), as GET /api/member.php.
 */
export function pageHeadOf(
  db: Db,
  { sites, showcase }: { sites: SitesService; showcase: ShowcaseService },
  clock: () => Date,
  readLimits: ReadLimits,
) {
  return async (request: FastifyRequest): Promise<PageHead> => {
    const site = sites.find(request.host)?.site;
    if (!site) return { tags: '', found: true, noindex: true };
    const language = pageLanguage(request, site.domainLanguage);
    const path = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    const route = servedPageRoute(path);
    const memberId = memberOfPage(path);
    let member: SharedMember | undefined;
    if (memberId) {
      const mayName = (await readLimits.take(request, 'profile')) === 0;
      member = await sharedMember(db, site, memberId, clock(), mayName).catch((error: unknown) => {
        // The database failing: the page goes out without the member's head, the app shows what it can; no error page.
        request.log.error({ err: error }, 'page head without its member');
        return undefined;
      });
    }
    const found = route !== undefined && member?.found !== false;
    const t = translator(language);
    const own = siteTexts(site, language);
    const lander = route?.name.startsWith('landers-') ? landerWording(site, showcase, path, language) : undefined;
    const screenTitle = !found
      ? t('titles.not-found')
      : route.name === 'index'
        ? own.indexTitle
        : (member?.shown?.title ??
          lander?.headline ??
          (route.name === 'pages' ? infoPageTitle(language, path) : t(`titles.${route.name}`, { defaultValue: '' })));
    const page = {
      title: documentTitle(screenTitle || undefined, site.name),
      description: lander?.lead ?? own.description,
      url: pageAddress(site, lander?.path ?? path, language),
      image: member?.shown?.image ?? null,
      type: member?.shown ? 'profile' : 'website',
    };
    const noindex = !found || !isIndexable(route);
    return {
      title: page.title,
      tags: tags(page, noindex ? [] : languageAlternates(site, lander?.path ?? path), noindex),
      found,
      language,
      noindex,
    };
  };
}

/**
 * A lander's headline and lead in the site's niche wording (catalogue `niche_texts`), with the town, region or theme
 * its slug names (showcase.service.ts, as its answer names it); a slug that names nothing is the lander without one,
 * also as its canonical address.
 */
function landerWording(site: SiteRow, showcase: ShowcaseService, path: string, language: Language) {
  const t = translator(language);
  const niche = nicheOf(site.niche);
  const [, , lander, slug] = path.split('/');
  const place = slug ? showcase.placeOf(site, slug) : undefined;
  const placeName = place && (place.kind === 'theme' ? t(`interests.${place.name}`) : place.name);
  return {
    headline: placeName
      ? t(`niche_texts.${niche}.headline_in`, { place: placeName })
      : t(`niche_texts.${niche}.headline`),
    lead: t(`niche_texts.${niche}.lead`),
    path: place ? path : `/landers/${lander}`,
  };
}

const infoPageTitles = new Map<Language, Record<string, { title: string }>>();

/** An info page's title (/pages/{page}) from the info pages' catalogue (shared/i18n/pages/), read once a language. */
function infoPageTitle(language: Language, path: string): string {
  let pages = infoPageTitles.get(language);
  if (!pages) {
    const file = join(projectRoot, 'shared', 'i18n', 'pages', `${language}.json`);
    pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { title: string }>;
    infoPageTitles.set(language, pages);
  }
  return pages[infoPageKey(path.split('/')[2] as InfoPageSlug)]?.title ?? '';
}

function tags(
  page: { title: string; description: string; url: string; image: string | null; type: string },
  alternates: { hreflang: string; href: string }[],
  noindex: boolean,
): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    ...alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    meta('og:title', page.title),
    meta('og:description', page.description),
    meta('og:url', page.url),
    meta('og:type', page.type),
    ...(page.image ? [meta('og:image', page.image)] : []),
  ].join('');
}
