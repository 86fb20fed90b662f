import sharp from 'sharp';

/** The stored sizes of every photo: longest sides in pixels. */
export const PHOTO_SIZES = { thumb: 200, profile: 640, full: 1280 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_FORMATS = ['jpg', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

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
  const base = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
  const { autoOrient } = await base.metadata();
  const { width, height } = autoOrient;
  const files = new Map<string, Buffer>();
  await Promise.all(
    (Object.entries(PHOTO_SIZES) as [PhotoSize, number][]).flatMap(([size, side]) => {
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
