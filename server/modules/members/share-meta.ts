import type { FastifyRequest } from 'fastify';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import type { Language } from '../../../shared/languages.ts';
import { mediaUrl, photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { savedOrSiteLanguage } from '../../lib/request-language.ts';
import { siteUrl } from '../../lib/site-links.ts';
import type { ReadLimits } from '../../plugins/read-limits.ts';
import { type SiteRow, type SitesService, siteTexts } from '../sites/sites.service.ts';
import { findProfile } from './members.repo.ts';
import { NO_BLOCKS, canView, mayVisitorSearch } from './members.policy.ts';

/** /members/{id} and /likes/m/{id} (the same screen). */
const PROFILE_PAGE = /^\/(?:members|likes\/m)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/;

export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URL of the image a shared link shows, if any. */
  image: string | null;
}

export interface SharedPage extends ShareMeta {
  /** False on the profile of a member nobody may see. */
  found: boolean;
}

/**
 * What a link to `path` shows where it is shared (Open Graph): the site's title and description in `language`, and on
 * the profile of a member whom visitors may see, the member's name and age and their main photo, only while it is
 * active and public (never one in review, private or deleted). `found` is false on the profile of a member nobody may
 * see (no such member, deleted, invisible, disabled): that page answers 404.
 */
export async function shareMeta(
  db: Db,
  site: SiteRow,
  path: string,
  today: Date,
  language: Language,
  /** False past the reader's profile limit (read-limits.ts): the site's own tags, whether the member exists aside. */
  mayName = true,
): Promise<SharedPage> {
  const { indexTitle, description } = siteTexts(site, language);
  const siteMeta = { title: indexTitle, description, image: null, found: true };
  const memberId = PROFILE_PAGE.exec(path)?.[1];
  if (!memberId) return siteMeta;
  const row = await findProfile(db, memberId);
  const visitor = { siteId: site.id, viewer: undefined, blocks: NO_BLOCKS };
  if (!row || canView({ ...visitor, member: row.member }) === 'hidden') return { ...siteMeta, found: false };
  if (!mayVisitorSearch(site, false) || !mayName) return siteMeta;
  const { name, dateOfBirth } = row.profile;
  return {
    title: `${name}, ${ageOn(dateOfBirth, today)} | ${site.name}`,
    description,
    image: row.cardPhotoId ? absoluteMediaUrl(site, photoPath(row.cardPhotoId, 'profile')) : null,
    found: true,
  };
}

/** A photo's URL on the site's CDN when that is absolute, else on the site's own base URL. */
function absoluteMediaUrl(site: SiteRow, path: string): string {
  const url = mediaUrl(site.cdnPrefix, path);
  return /^https?:\/\//.test(url) ? url : siteUrl(site, url);
}

function tags({ title, description, image }: ShareMeta): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    meta('og:title', title),
    meta('og:description', description),
    meta('og:type', 'website'),
    ...(image ? [meta('og:image', image)] : []),
  ].join('');
}

/**
 * The share tags for the page a request asks for, and whether what it shows exists; no tags for a host no site
 * serves (the app tells the visitor).
 */
export function sharedPage(db: Db, sites: SitesService, clock: () => Date, readLimits: ReadLimits) {
  return async (request: FastifyRequest): Promise<{ head: string; found: boolean; language?: Language }> => {
    let site: SiteRow;
    try {
      site = sites.resolve(request.host).site;
    } catch {
      return { head: '', found: true };
    }
    const language = savedOrSiteLanguage(request, site.domainLanguage);
    const path = request.url.split('?')[0]!;
    // A profile's page names its member (name, age, photo): a profile read, as GET /api/member.php counts one.
    const mayName = !PROFILE_PAGE.test(path) || (await readLimits.take(request, 'profile')) === 0;
    const page = await shareMeta(db, site, path, clock(), language, mayName);
    return { head: tags(page), found: page.found, language };
  };
}
