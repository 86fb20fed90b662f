import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { AppError, photoMissing, photoTooLarge, uploadBroken } from '../../lib/app-error.ts';

/**
 * The bytes of the one file of a multipart upload. Everything that can go wrong on the way is the sender's: no
 * file, one too large, a form that is malformed or ends early (a dropped connection) are each a 4xx, never a 500.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw photoMissing();
  try {
    const file = await request.file();
    if (!file) throw photoMissing();
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge(PHOTO_MAX_BYTES / (1024 * 1024));
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw uploadBroken();
  }
}
