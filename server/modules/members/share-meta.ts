import type { FastifyRequest } from 'fastify';
import { ageOn } from '../../../shared/contracts/accounts.ts';
import { mediaUrl, photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { siteUrl } from '../../lib/site-links.ts';
import { requestSite } from '../../plugins/site-context.ts';
import { findPhotoAccess } from '../photos/photos.repo.ts';
import type { SiteRow } from '../sites/sites.repo.ts';
import type { SitesService } from '../sites/sites.service.ts';
import * as repo from './members.repo.ts';
import { visitorMaySearch } from './members.service.ts';

/** /members/{id} and /likes/m/{id} (the same screen). */
const PROFILE_PAGE = /^\/(?:members|likes\/m)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/;

export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URL of the image a shared link shows, if any. */
  image: string | null;
}

/**
 * What a link to `path` shows where it is shared (Open Graph): the site's title and description, and on the profile
 * of a member whom visitors may see, the member's name and age and their main photo, only while it is active and
 * public (never one in review, private or deleted).
 */
export async function shareMeta(db: Db, site: SiteRow, path: string, today: Date): Promise<ShareMeta> {
  const siteMeta = { title: site.indexTitle, description: site.description, image: null };
  const memberId = PROFILE_PAGE.exec(path)?.[1];
  if (!memberId || !visitorMaySearch(site, false)) return siteMeta;
  const row = await repo.findProfile(db, site.id, memberId);
  if (!row || !repo.shownToOthers(row)) return siteMeta;
  const { name, dateOfBirth, mainPhotoId } = row.profile;
  const photo = mainPhotoId ? await findPhotoAccess(db, mainPhotoId) : undefined;
  const shown = mainPhotoId && photo?.status === 'active' && photo.visibility === 'public';
  return {
    title: `${name}, ${ageOn(dateOfBirth, today)} | ${site.name}`,
    description: site.description,
    image: shown ? absoluteMediaUrl(site, photoPath(mainPhotoId, 'profile')) : null,
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

/** The share tags for the page a request asks for; none for a host no site serves (the app tells the visitor). */
export function sharePageHead(db: Db, sites: SitesService, clock: () => Date) {
  return async (request: FastifyRequest): Promise<string> => {
    let site: SiteRow;
    try {
      site = requestSite(sites, request).site;
    } catch {
      return '';
    }
    const path = request.url.split('?')[0]!;
    return tags(await shareMeta(db, site, path, clock()));
  };
}
