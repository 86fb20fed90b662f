import type { AutoLikeProfile } from '../../../shared/contracts/likes.ts';
import { photoPath } from '../../../shared/photos.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import * as repo from './likes.repo.ts';

/** Likes between members; so far the profile of the new-like modal. */
export class LikesService {
  constructor(private readonly db: Db) {}

  /**
   * The newest unseen liker the member may see (the member policy, applied in the query), for the modal a mailed link
   * opens (?t=); null when none.
   */
  async autoLikeProfile(site: SiteRow, member: User): Promise<AutoLikeProfile | null> {
    const liker = await repo.findNewestUnseenLiker(this.db, site.id, member.id);
    if (!liker) return null;
    const { id, name, fictional, photoId } = liker;
    return { id, name, fictional, main_image: { match: photoPath(photoId, 'profile') } };
  }
}
