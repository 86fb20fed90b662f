import type { PhotosInReviewResponse, RememberedRejection } from '../../../shared/contracts/moderation.ts';
import type { PhotoRejectionReason } from '../../../shared/moderation.ts';
import { type StaffActor, recordAudit } from '../../db/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { toModeratedMember } from './moderated-member.ts';
import * as repo from './moderation.repo.ts';

/** How many photos the queue shows at once. */
const QUEUE_SIZE = 100;

/** The photo review queue: photos in review with their owner; each decision taken once, with its audit row. */
export class PhotoReview {
  constructor(
    private readonly db: Db,
    private readonly photos: Pick<PhotosService, 'review' | 'signedPath' | 'rememberedRejections' | 'forgetRejection'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The photos in review, oldest first, with signed paths for the reviewer. */
  async queue(): Promise<PhotosInReviewResponse> {
    const rows = await repo.listPhotosInReview(this.db, QUEUE_SIZE);
    const today = this.clock();
    return {
      photos: rows.map((row) => ({
        id: row.id,
        member_id: row.owner.id,
        visibility: row.visibility,
        thumb: this.photos.signedPath(row.id, 'thumb'),
        full: this.photos.signedPath(row.id, 'full'),
        created_at: row.createdAt.toISOString(),
        owner: toModeratedMember(row.owner, today),
      })),
    };
  }

  /**
   * Approves a photo in review, or rejects it with `reason` (its owner is told why; the photo is remembered so that it
   * is not uploaded again). The audit row of an approval that forgot remembered rejections counts them.
   */
  async review(actor: StaffActor, photoId: string, decision: 'approve' | 'reject', reason?: PhotoRejectionReason) {
    const taken = decision === 'reject' ? { decision, reason: reason ?? 'other' } : { decision };
    await this.photos.review(photoId, taken, (tx, ownerId, forgotten) =>
      recordAudit(tx, actor, {
        action: decision === 'approve' ? 'photo.approved' : 'photo.rejected',
        objectType: 'photo',
        objectId: photoId,
        before: { status: 'in_review' },
        after: {
          status: decision === 'approve' ? 'active' : 'rejected',
          member_id: ownerId,
          ...(decision === 'reject' && { reason: taken.reason }),
          ...(forgotten > 0 && { forgotten_rejections: forgotten }),
        },
      }),
    );
  }

  /** What is remembered of the member's rejected photos (decision 036), newest first, each hash in hexadecimal. */
  async rememberedRejections(memberId: string): Promise<{ rejections: RememberedRejection[] }> {
    const rows = await this.photos.rememberedRejections(memberId);
    return {
      rejections: rows.map((row) => ({
        id: row.id,
        photo_id: row.photoId,
        thumb: this.photos.signedPath(row.photoId, 'thumb'),
        reason: row.reason,
        hashes: row.hashes.map(hexOfBits),
        created_at: row.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Forgets a remembered rejection of one of the member's photos (a mistaken rejection): the same photo is accepted
   * again. The photo stays rejected; the audit row keeps the reason and the hashes forgotten.
   */
  async forgetRejection(actor: StaffActor, memberId: string, rejectionId: string): Promise<void> {
    await this.photos.forgetRejection(memberId, rejectionId, (tx, forgotten) =>
      recordAudit(tx, actor, {
        action: 'photo.rejection_forgotten',
        objectType: 'photo',
        objectId: forgotten.photoId,
        siteId: forgotten.siteId,
        before: { rejection_id: rejectionId, reason: forgotten.reason, hashes: forgotten.hashes.map(hexOfBits) },
        after: { member_id: memberId },
      }),
    );
  }
}

/** A 64-bit hash as the database gives it (64 0s and 1s), in 16 hexadecimal digits. */
const hexOfBits = (bits: string) => BigInt(`0b${bits}`).toString(16).padStart(16, '0');
