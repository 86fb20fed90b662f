import sharp, { type Sharp } from 'sharp';
import sharpPhash from 'sharp-phash';
import { PHOTO_MAX_PIXELS } from '../../shared/constants.ts';

/**
 * sharp-phash is CommonJS: Node hands an ES module its `module.exports`, the function itself, where its types (written
 * for bundlers) promise a `default`.
 */
const phash = sharpPhash as unknown as typeof sharpPhash.default;

/** sharp-phash's sample: the image in grey, squeezed to 32 × 32 pixels, whose low frequencies make the hash. */
const SAMPLE_SIDE = 32;

/**
 * How far apart (Hamming distance, bits of 64) an upload's hash may be from one of a rejected photo's and still be
 * that photo: resized, recompressed, cropped a little. Measured in decision 036: those variants came within 4 of the
 * nearest of a rejected photo's hashes, unrelated photos no nearer than 8 (the demo seed's portraits, drawn from one
 * template, apart).
 */
export const SAME_PHOTO_MAX_DISTANCE = 5;

/**
 * How much of each side the crops of a rejected photo leave out (`rejectedPhotoHashes`): a hash reads the picture's
 * layout, which a crop of 5% shifts by as much as a large resize does not.
 */
const CROP = 0.05;

/**
 * An image whose grey sample spreads less than this (standard deviation, 0–255) is featureless: one colour, or
 * nearly. Its hash is rounding noise, the same for every such image, so it is neither remembered nor compared.
 */
const FEATURELESS_SPREAD = 2;

/**
 * The perceptual hash of an image (sharp-phash: 64 bits as a string of 0s and 1s), orientation applied, at most
 * PHOTO_MAX_PIXELS decoded; undefined for a featureless image. Throws for what sharp cannot read.
 */
export function perceptualHash(image: Buffer): Promise<string | undefined> {
  return sampleHash(sharp(image, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate());
}

/**
 * What is remembered of a rejected photo: the hash of the photo, and of its crops that leave out 5% of each side,
 * around and from each corner, so that a crop of it uploaded again is near one of them. None for a featureless photo.
 */
export async function rejectedPhotoHashes(image: Buffer): Promise<string[]> {
  const { data, info } = await sharp(image, { limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const [w, h] = [Math.round(width * (1 - CROP)), Math.round(height * (1 - CROP))];
  const [dx, dy] = [width - w, height - h];
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const whole = await sampleHash(pixels());
  if (whole === undefined) return [];
  const crops = [
    [Math.round(dx / 2), Math.round(dy / 2)],
    [0, 0],
    [dx, 0],
    [0, dy],
    [dx, dy],
  ].map(([left, top]) => sampleHash(pixels().extract({ left: left!, top: top!, width: w, height: h })));
  const hashes = [whole, ...(await Promise.all(crops))].filter((hash) => hash !== undefined);
  return [...new Set(hashes)];
}

/**
 * sharp-phash's hash of an image: decoded once, straight to the grey sample sharp-phash takes (transparency on white;
 * JPEGs shrink on load), which sharp-phash then hashes: the algorithm is the package's.
 */
async function sampleHash(image: Sharp): Promise<string | undefined> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1 || data.length !== SAMPLE_SIDE * SAMPLE_SIDE) throw new Error('unexpected grey sample');
  if (spread(data) < FEATURELESS_SPREAD) return undefined;
  return phash(data, { raw: { width: SAMPLE_SIDE, height: SAMPLE_SIDE, channels: 1 } });
}

/** The standard deviation of the sample's grey values. */
function spread(grey: Uint8Array): number {
  let sum = 0;
  let squares = 0;
  for (const value of grey) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / grey.length;
  return Math.sqrt(Math.max(0, squares / grey.length - mean * mean));
}
