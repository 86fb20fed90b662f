import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '../../shared/constants.ts';
import type { PhotoSize } from '../../shared/photos.ts';

/** The longest side in pixels of each stored size (thumbs are square). */
const PHOTO_SIDES: Record<PhotoSize, number> = { thumb: 200, profile: 640, full: 1280 };

export interface EncodedPhoto {
  width: number;
  height: number;
  /** `${size}.${format}` -> bytes */
  files: Map<string, Buffer>;
}

/**
 * Re-encodes an image into every size and format: orientation applied, all metadata (EXIF, GPS) dropped,
 * thumbs cropped square.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const base = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
  const { autoOrient } = await base.metadata();
  const { width, height } = autoOrient;
  const files = new Map<string, Buffer>();
  await Promise.all(
    (Object.entries(PHOTO_SIDES) as [PhotoSize, number][]).flatMap(([size, side]) => {
      const resized =
        size === 'thumb'
          ? base.clone().resize(side, side, { fit: 'cover', position: 'attention' })
          : base.clone().resize(side, side, {
              fit: 'inside',
              withoutEnlargement: true,
            });
      return [
        resized
          .clone()
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer()
          .then((b) => files.set(`${size}.jpg`, b)),
        resized
          .clone()
          .webp({ quality: 80 })
          .toBuffer()
          .then((b) => files.set(`${size}.webp`, b)),
      ];
    }),
  );
  return { width, height, files };
}
