import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '../../../shared/constants.ts';
import type { User } from '../../../shared/contracts/auth.ts';
import type { OwnPhoto } from '../../../shared/contracts/photos.ts';
import { PHOTO_REJECTION_REASONS, type PhotoRejectionReason } from '../../../shared/moderation.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { type PhotoFormat, type PhotoSize, photoPath } from '../../../shared/photos.ts';
import { ensureAppKey } from '../../db/app-keys.ts';
import type { Db } from '../../db/client.ts';
import {
  photoInvalid,
  photoLimit,
  photoRejectedBefore,
  photoStorageUnavailable,
  photoTooLarge,
  photoTooManyPixels,
} from '../../lib/app-error.ts';
import { encodePhoto, uploadEncodes } from '../../lib/images.ts';
import { MediaSigner, newSigningKey } from '../../lib/media-signing.ts';
import { SAME_PHOTO_MAX_DISTANCE, perceptualHash, rejectedPhotoHashes } from '../../lib/photo-hash.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { PLANS, planOf } from '../members/plan.policy.ts';
import * as repo from './photos.repo.ts';
import * as rejectedPhotos from './rejected-photos.repo.ts';

/** Image formats accepted for upload, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const MEGABYTE = 1024 * 1024;

/** A moderator's decision on a photo in review: approve, or reject with a reason the member is told. */
export type PhotoDecision = { decision: 'approve' } | { decision: 'reject'; reason: PhotoRejectionReason };

/** The member as the photo rules read them: who, and their plan. */
export type PhotoOwner = Pick<User, 'id' | 'paid_user'>;

export interface Upload {
  member: PhotoOwner;
  autoApprove: boolean;
  visibility: 'public' | 'private';
  /** Runs in the transaction that records the photo (the console writes its audit row there). */
  within?: (tx: Db, photoId: string) => Promise<void>;
  bytes: Buffer;
}

/** A stored chat photo: its id, and the insert of its row for the transaction of the message that carries it. */
export interface ChatPhoto {
  id: string;
  record: (tx: Db) => Promise<void>;
}

/** Members' photos: uploads (checked, re-encoded, limited), and who may fetch which file. */
export class PhotosService {
  private signer: MediaSigner | undefined;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly events: DomainEvents,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Loads (or makes, on first boot) the key that signs media URLs. */
  async init(): Promise<void> {
    const key = await ensureAppKey(this.db, 'media_signing', () => ({ publicKey: '', privateKey: newSigningKey() }));
    this.signer = new MediaSigner(key.privateKey);
  }

  private get media(): MediaSigner {
    if (!this.signer) throw new Error('PhotosService.init() has not run');
    return this.signer;
  }

  /**
   * The bytes of a photo file: active public photos for anyone; any other photo (private, in review) only with a
   * valid signature. Never a deleted photo or one of a deleted account.
   */
  async file(
    photoId: string,
    size: PhotoSize,
    format: PhotoFormat,
    signature?: { exp: number; sig: string },
  ): Promise<Buffer | undefined> {
    const photo = await repo.findPhotoAccess(this.db, photoId);
    if (!photo || photo.status === 'deleted' || photo.ownerStatus === 'deleted') return undefined;
    const path = photoPath(photoId, size, format);
    const open = photo.status === 'active' && photo.visibility === 'public';
    if (!open && !(signature && this.media.verify(path, signature.exp, signature.sig, this.clock()))) return undefined;
    const key = `${photo.storageKey}/${size}.${format}`;
    try {
      return await this.storage.get(key);
    } catch (error) {
      this.log.error({ err: error, key }, 'the photo store could not give a file');
      throw photoStorageUnavailable();
    }
  }

  /**
   * Stores an upload after checking its bytes, size, pixels, the limit of the member's plan and that it is not a photo
   * rejected before (decision 036); in review unless auto-approved.
   */
  async upload({ member, autoApprove, visibility, bytes, within }: Upload): Promise<OwnPhoto> {
    if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge(PHOTO_MAX_BYTES / MEGABYTE);
    await inspect(bytes);
    const limit = planOf(member).photos;
    if ((await repo.countPhotos(this.db, member.id)) >= limit) throw photoLimit(limit);
    await this.refuseRejectedBefore(bytes);
    const { id, storageKey, width, height } = await this.storeFiles('photos', bytes);
    const status = autoApprove ? ('active' as const) : ('in_review' as const);
    try {
      const main = await this.events.transact(this.db, async (tx, emit) => {
        const memberLimit = (await repo.lockMember(tx, member.id))?.photoLimit ?? PLANS.free.photos;
        if ((await repo.countPhotos(tx, member.id)) >= memberLimit) throw photoLimit(memberLimit);
        await repo.insertPhoto(tx, { id, userId: member.id, status, visibility, storageKey, width, height });
        await within?.(tx, id);
        emit({ type: 'photo.uploaded', memberId: member.id, photoId: id, inReview: status === 'in_review' });
        return visibility === 'public' && (await repo.setMainPhotoIfNone(tx, member.id, id));
      });
      return this.ownPhoto({ id, status, visibility, main });
    } catch (error) {
      await this.discardFiles(storageKey);
      throw error;
    }
  }

  /**
   * A photo sent in a chat, through the same checks and re-encoding as profile photos: `write` stores the message that
   * carries it in a transaction, which records the photo too (`record`); when `write` fails or records nothing, the
   * files go.
   */
  async withChatPhoto<R>(senderId: string, bytes: Buffer, write: (photo: ChatPhoto) => Promise<R>): Promise<R> {
    if (bytes.length > PHOTO_MAX_BYTES) throw photoTooLarge(PHOTO_MAX_BYTES / MEGABYTE);
    await inspect(bytes);
    const { id, storageKey, width, height } = await this.storeFiles('chat', bytes);
    let recorded = false;
    const record = async (tx: Db) => {
      await repo.insertMessagePhoto(tx, { id, senderId, storageKey, width, height });
      recorded = true;
    };
    try {
      const result = await write({ id, record });
      // A write that did not use the photo (a retried send answered with the message stored before) leaves no files.
      if (!recorded) await this.discardFiles(storageKey);
      return result;
    } catch (error) {
      await this.discardFiles(storageKey);
      throw error;
    }
  }

  /**
   * Refuses, before anything is stored, an upload whose perceptual hash is within SAME_PHOTO_MAX_DISTANCE bits of a
   * photo a moderator rejected on any site, with that photo's reason. The decode takes one of the upload places.
   */
  private async refuseRejectedBefore(bytes: Buffer): Promise<void> {
    const hash = await uploadEncodes
      .run(() => perceptualHash(bytes))
      .catch(() => {
        throw photoInvalid();
      });
    if (hash === undefined) return;
    const rejected = await rejectedPhotos.findRejectedLookalike(this.db, hash, SAME_PHOTO_MAX_DISTANCE);
    if (rejected) throw photoRejectedBefore(knownReason(rejected.reason));
  }

  /** A chat photo's signed paths: only the two members of its conversation are given them. */
  chatPhotoPaths(photoId: string): { thumb: string; full: string } {
    return { thumb: this.signedPath(photoId, 'profile'), full: this.signedPath(photoId, 'full') };
  }

  /**
   * Re-encodes an image (no metadata survives), at most PHOTO_ENCODES_AT_ONCE at a time (uploadEncodes), and stores
   * its files under `${folder}/${id}`: all of them, or (a store full or down) none, and the catalogue's 503.
   */
  private async storeFiles(folder: 'photos' | 'chat', bytes: Buffer) {
    const encoded = await uploadEncodes
      .run(() => encodePhoto(bytes))
      .catch(() => {
        throw photoInvalid();
      });
    const id = randomUUID();
    const storageKey = `${folder}/${id}`;
    // Every put settles before a failure is handled: a put still under way could otherwise outlive the clean-up.
    const puts = await Promise.allSettled(
      [...encoded.files].map(([name, data]) => this.storage.put(`${storageKey}/${name}`, data)),
    );
    const failed = puts.find((put) => put.status === 'rejected');
    if (failed) {
      this.log.error({ err: failed.reason as unknown, storageKey }, 'the photo store could not store an upload');
      await this.discardFiles(storageKey);
      throw photoStorageUnavailable();
    }
    return { id, storageKey, width: encoded.width, height: encoded.height };
  }

  /** The member's photos (all but deleted ones) with signed paths, and the limit of the member's plan. */
  async ownPhotos(member: PhotoOwner): Promise<{ photos: OwnPhoto[]; limit: number }> {
    const rows = await repo.listOwnPhotos(this.db, member.id);
    return {
      photos: rows.map(({ id, status, visibility, main }) => this.ownPhoto({ id, status, visibility, main })),
      limit: planOf(member).photos,
    };
  }

  /**
   * Makes a photo the main one (it must be public and not rejected), or changes its visibility. A main photo that
   * turns private stops being the main one; the next public photo takes its place.
   */
  async change(memberId: string, photoId: string, change: { main?: true; visibility?: 'public' | 'private' }) {
    await this.db.transaction(async (tx) => {
      const photos = await repo.listOwnPhotos(tx, memberId);
      const photo = photos.find((p) => p.id === photoId);
      if (!photo) throw notFound();
      const visibility = change.visibility ?? photo.visibility;
      if (change.visibility) await repo.updatePhoto(tx, photoId, { visibility });
      if (change.main) {
        if (visibility !== 'public' || photo.status === 'rejected') throw fieldError('id', 'validation.main_photo');
        await repo.setMainPhoto(tx, memberId, photoId);
      } else if (photo.main && visibility === 'private') {
        await repo.setMainPhoto(tx, memberId, nextMain(photos, photoId));
      }
    });
  }

  /** Deletes a photo and its files; the next public photo becomes the main one if it was. */
  async remove(memberId: string, photoId: string): Promise<void> {
    const removed = await this.events.transact(this.db, async (tx, emit) => {
      const photos = await repo.listOwnPhotos(tx, memberId);
      const photo = photos.find((p) => p.id === photoId);
      if (!photo) throw notFound();
      await repo.updatePhoto(tx, photoId, { status: 'deleted' });
      emit({ type: 'photo.removed', memberId, photoId });
      if (photo.main) await repo.setMainPhoto(tx, memberId, nextMain(photos, photoId));
      return photo;
    });
    await this.discardFiles(removed.storageKey);
  }

  /**
   * Removes a photo's files. A store that fails then leaves them behind, unreachable (no row points to them or its row
   * says deleted): logged with the key, not the member's error.
   */
  private async discardFiles(storageKey: string): Promise<void> {
    try {
      await this.storage.removePrefix(storageKey);
    } catch (error) {
      this.log.error({ err: error, storageKey }, 'photo files left in the store: remove them by hand');
    }
  }

  /**
   * A moderator's decision on a photo in review, taken once: an approved photo is shown; a rejected one keeps its
   * reason, its owner is told why (photo.rejected), and if it was the main photo it hands the place on. A rejected
   * photo's perceptual hash is remembered with the reason, so that it is not uploaded again (decision 036); approving
   * forgets any remembered hash of it (a copy rejected before). `record` writes the decision's audit row in the same
   * transaction, told how many hashes the approval forgot. A photo no longer in review is not found.
   */
  async review(
    photoId: string,
    decision: PhotoDecision,
    record: (tx: Db, ownerId: string, forgotten: number) => Promise<void>,
  ) {
    const hashes = await this.hashesInReview(photoId);
    await this.events.transact(this.db, async (tx, emit) => {
      const rejected = decision.decision === 'reject';
      const reason = rejected ? decision.reason : null;
      const photo = await repo.decideInReview(tx, photoId, rejected ? 'rejected' : 'active', reason);
      if (!photo) throw notFound();
      let forgotten = 0;
      if (!rejected) {
        forgotten = await rejectedPhotos.forgetRejected(tx, photoId, hashes[0], SAME_PHOTO_MAX_DISTANCE);
      } else {
        if (hashes.length > 0) {
          await rejectedPhotos.rememberRejected(tx, {
            photoId,
            ownerId: photo.userId,
            hashes,
            reason: decision.reason,
          });
        }
        emit({ type: 'photo.rejected', memberId: photo.userId, photoId, reason: decision.reason });
        const photos = await repo.listOwnPhotos(tx, photo.userId);
        if (photos.find((p) => p.id === photoId)?.main) {
          await repo.setMainPhoto(tx, photo.userId, nextMain(photos, photoId));
        }
      }
      await record(tx, photo.userId, forgotten);
    });
  }

  /** What is remembered of the member's rejected photos (decision 036), newest first: the photo, reason and hashes. */
  async rememberedRejections(memberId: string) {
    return rejectedPhotos.rejectionsOfMember(this.db, memberId);
  }

  /**
   * Forgets a remembered rejection of one of the member's photos (a moderator's mistake): the same photo may be
   * uploaded again. `record` writes the audit row in the same transaction. Not found when the id is not one of the
   * member's.
   */
  async forgetRejection(
    memberId: string,
    rejectionId: string,
    record: (
      tx: Db,
      forgotten: { photoId: string; siteId: string | null; reason: string; hashes: string[] },
    ) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const forgotten = await rejectedPhotos.forgetRejectionOf(tx, memberId, rejectionId);
      if (!forgotten?.photoId) throw notFound();
      await record(tx, { ...forgotten, photoId: forgotten.photoId });
    });
  }

  /**
   * The perceptual hashes of a photo in review and its slight crops (`rejectedPhotoHashes`; the photo's own first),
   * from its largest stored size (the upload itself is not kept); none for a photo not in review (its decision finds
   * nothing), a featureless one, or one whose file is gone or unreadable (logged). A store that fails is the
   * catalogue's 503: the decision waits rather than forget the photo.
   */
  private async hashesInReview(photoId: string): Promise<string[]> {
    const photo = await repo.findPhotoAccess(this.db, photoId);
    if (photo?.status !== 'in_review') return [];
    const key = `${photo.storageKey}/full.jpg`;
    let file: Buffer | undefined;
    try {
      file = await this.storage.get(key);
    } catch (error) {
      this.log.error({ err: error, key }, 'the photo store could not give a photo in review');
      throw photoStorageUnavailable();
    }
    if (!file) {
      this.log.warn({ key }, 'a photo in review has no file: its decision is not remembered by hash');
      return [];
    }
    const bytes = file;
    return uploadEncodes
      .run(() => rejectedPhotoHashes(bytes))
      .catch((error: unknown) => {
        this.log.warn({ err: error, key }, 'a photo in review could not be hashed: its decision is not remembered');
        return [];
      });
  }

  /** A signed path of one size of a photo that is not public, for a viewer allowed to see it. */
  signedPath(photoId: string, size: PhotoSize): string {
    return this.media.sign(photoPath(photoId, size), this.clock());
  }

  private ownPhoto(photo: Omit<OwnPhoto, 'thumb' | 'profile'>): OwnPhoto {
    return {
      ...photo,
      thumb: this.signedPath(photo.id, 'thumb'),
      profile: this.signedPath(photo.id, 'profile'),
    };
  }
}

/** The first other public photo that is not rejected, to be the main one; null when there is none. */
function nextMain(photos: { id: string; visibility: string; status: string }[], leaving: string): string | null {
  return photos.find((p) => p.id !== leaving && p.visibility === 'public' && p.status !== 'rejected')?.id ?? null;
}

/** A remembered reason as the catalogue knows it ('other' for one it does not). */
function knownReason(reason: string): PhotoRejectionReason {
  return PHOTO_REJECTION_REASONS.find((known) => known === reason) ?? 'other';
}

/** Refuses what is not an image we read (by its bytes, whatever its name or type says), or has too many pixels. */
async function inspect(bytes: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw photoInvalid();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw photoInvalid();
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw photoTooManyPixels(PHOTO_MAX_PIXELS / 1_000_000);
}
