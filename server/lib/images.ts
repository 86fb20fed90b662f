import sharp, { type CreateRaw } from 'sharp';
import { PHOTO_ENCODES_AT_ONCE, PHOTO_MAX_PIXELS } from '../../shared/constants.ts';
import type { PhotoSize } from '../../shared/photos.ts';
import { Semaphore } from './semaphore.ts';

/**
 * The places for re-encoding members' uploads in this process (PHOTO_ENCODES_AT_ONCE): a decode holds the whole image
 * in memory, so more uploads at once queue here. (`sharp.concurrency` is threads per image, not images at once.)
 */
export const uploadEncodes = new Semaphore(PHOTO_ENCODES_AT_ONCE);

/** The longest side in pixels of each stored size (thumbs are square). */
const PHOTO_SIDES: Record<PhotoSize, number> = { thumb: 200, profile: 640, full: 1280 };

export interface EncodedPhoto {
  width: number;
  height: number;
  /** `${size}.${format}` -> bytes */
  files: Map<string, Buffer>;
}

/**
 * How hard the encoding works: `best` for members' photos (mozjpeg, WebP effort 4, thumbs cropped where the eye goes);
 * `quick` for the demo seed's generated portraits (libjpeg-turbo, WebP effort 0, thumbs cropped in the middle): a
 * third of the time, files a little larger.
 */
export type EncodingEffort = 'best' | 'quick';

/**
 * Re-encodes an image (an image file, or `raw` pixels of that shape) into every size and format: orientation applied,
 * all metadata (EXIF, GPS) dropped, thumbs cropped square. Each size is decoded and resized once, to sRGB pixels, which
 * both encoders read.
 */
export async function encodePhoto(
  input: Buffer,
  { effort = 'best', raw }: { effort?: EncodingEffort; raw?: CreateRaw } = {},
): Promise<EncodedPhoto> {
  const best = effort === 'best';
  const base = sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, raw }).rotate();
  const { autoOrient } = await base.metadata();
  const { width, height } = autoOrient;
  const files = new Map<string, Buffer>();
  await Promise.all(
    (Object.entries(PHOTO_SIDES) as [PhotoSize, number][]).map(async ([size, side]) => {
      const resized =
        size === 'thumb'
          ? base.clone().resize(side, side, { fit: 'cover', position: best ? 'attention' : 'centre' })
          : base.clone().resize(side, side, { fit: 'inside', withoutEnlargement: true });
      const { data, info } = await resized.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const [jpg, webp] = await Promise.all([
        pixels().jpeg({ quality: 82, mozjpeg: best }).toBuffer(),
        pixels()
          .webp({ quality: 80, effort: best ? 4 : 0 })
          .toBuffer(),
      ]);
      files.set(`${size}.jpg`, jpg).set(`${size}.webp`, webp);
    }),
  );
  return { width, height, files };
}
