import { ageOn } from '../../../shared/contracts/accounts.ts';
import { memberTitle } from '../../../shared/document-title.ts';
import { mediaUrl, photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import { siteUrl } from '../../lib/site-links.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { findProfile } from './members.repo.ts';
import { NO_BLOCKS, canView, mayVisitorSearch } from './members.policy.ts';

/**
 * The pages about one member, drawn around their name and photo: the profile (/members/{id}, /likes/m/{id}, the same
 * screen) and the profile landings (/members/{id}/landing, /landing2/{slug?}, /landing3/{slug?}).
 */
const MEMBER_PAGE =
  /^\/(?:members|likes\/m)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/landing[23]?(?:\/[a-z0-9-]{1,80})?)?\/?$/;

/** The member a page is about (MEMBER_PAGE), if it is one of theirs. */
export const memberOfPage = (path: string): string | undefined => MEMBER_PAGE.exec(path)?.[1];

export interface SharedMember {
  /** False when nobody may see the member (no such member, deleted, invisible, disabled): the page answers 404. */
  found: boolean;
  /** What the page may say of them: their name and age, and their main photo (absolute URL) when it is shown. */
  shown?: { title: string; image: string | null };
}

/**
 * What a page about a member shows of them in its head (Open Graph): visitors may see the member, so their name and
 * age, and their main photo only while it is active and public (never one in review, private or deleted); nothing
 * where visitors may not search or past the reader's profile limit (`mayName`, read-limits.ts), whether the member
 * exists aside.
 */
export async function sharedMember(
  db: Db,
  site: SiteRow,
  memberId: string,
  today: Date,
  mayName: boolean,
): Promise<SharedMember> {
  const row = await findProfile(db, memberId);
  const visitor = { siteId: site.id, viewer: undefined, blocks: NO_BLOCKS };
  if (!row || canView({ ...visitor, member: row.member }) === 'hidden') return { found: false };
  if (!mayVisitorSearch(site, false) || !mayName) return { found: true };
  const { name, dateOfBirth } = row.profile;
  return {
    found: true,
    shown: {
      title: memberTitle(name, ageOn(dateOfBirth, today)),
      image: row.cardPhotoId ? absoluteMediaUrl(site, photoPath(row.cardPhotoId, 'profile')) : null,
    },
  };
}

/** A photo's URL on the site's CDN when that is absolute, else on the site's own base URL. */
function absoluteMediaUrl(site: SiteRow, path: string): string {
  const url = mediaUrl(site.cdnPrefix, path);
  return /^https?:\/\//.test(url) ? url : siteUrl(site, url);
}
