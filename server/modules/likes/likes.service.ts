import type { AutoLikeProfile } from '../../../shared/contracts/likes.ts';
import { photoPath } from '../../../shared/photos.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './likes.repo.ts';

/** Likes between members; so far the profile of the new-like modal. */
export class LikesService {
  constructor(private readonly db: Db) {}

  /** The newest unseen liker the member may see, for the modal a mailed link opens (?t=); null when none. */
  async autoLikeProfile(memberId: string): Promise<AutoLikeProfile | null> {
    const liker = await repo.findNewestUnseenLiker(this.db, memberId);
    if (!liker) return null;
    const { id, name, fictional, photoId } = liker;
    return { id, name, fictional, main_image: { match: photoPath(photoId, 'profile') } };
  }
}
