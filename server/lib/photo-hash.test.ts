import sharp from 'sharp';
import phashDistance from 'sharp-phash/distance.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pngOf } from '../test/images.ts';
import { storedFull, unrelatedPhotos, variantsOf } from '../test/photo-variants.ts';
import { SAME_PHOTO_MAX_DISTANCE, perceptualHash, rejectedPhotoHashes } from './photo-hash.ts';

/** sharp-phash's Hamming distance (CommonJS: the function itself, see photo-hash.ts). */
const distance = phashDistance as unknown as typeof phashDistance.default;

/**
 * The calibration of decision 036, kept: every variant a member makes of a photo falls within the threshold of the
 * hashes the app remembers of it, unrelated photos beyond it. The decision records the distances measured.
 */

/** Images with no layout a 64-bit hash holds steadily (plain gradients, fine stripes): no member photo is one. */
const unsteady = (name: string) => /^(gradient|stripes)/.test(name);
/** The demo seed's portraits, drawn from one template: to a hash of light and dark, some are one picture. */
const portrait = (name: string) => name.startsWith('portrait');

let photos: [string, Buffer][];
let remembered: string[][];
let uploaded: string[];
beforeAll(async () => {
  photos = await unrelatedPhotos();
  remembered = await Promise.all(photos.map(async ([, jpeg]) => rejectedPhotoHashes(await storedFull(jpeg))));
  uploaded = await Promise.all(photos.map(async ([, jpeg]) => (await perceptualHash(jpeg))!));
});

/** The distance of an upload's hash to the nearest of a rejected photo's. */
const nearest = (hashes: string[], hash: string) => Math.min(...hashes.map((known) => distance(known, hash)));

describe('a perceptual hash', () => {
  it('is 64 bits, and the same for the same pixels', async () => {
    const [, jpeg] = photos[0]!;
    const hash = await perceptualHash(jpeg);
    expect(hash).toMatch(/^[01]{64}$/);
    expect(await perceptualHash(jpeg)).toBe(hash);
  });

  it('is remembered of a rejected photo and of its five crops by 5%, each once', () => {
    for (const hashes of remembered) {
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.length).toBeLessThanOrEqual(6);
    }
    expect(remembered.filter((hashes) => hashes.length > 1).length).toBeGreaterThan(photos.length / 2);
  });

  it('puts every variant of a photo (resized to 80%, recompressed at 60, cropped by 5%, together) within the threshold', async () => {
    const far: string[] = [];
    const checked = photos.filter(([name], i) => !unsteady(name) && i % 2 === 0);
    for (const [name, jpeg] of checked) {
      const hashes = remembered[photos.findIndex(([n]) => n === name)]!;
      for (const [variant, bytes] of await variantsOf(jpeg)) {
        if (variant === 'resized to 50%') continue;
        const d = nearest(hashes, (await perceptualHash(bytes))!);
        if (d > SAME_PHOTO_MAX_DISTANCE - 1) far.push(`${name}, ${variant}: ${d}`);
      }
    }
    expect(checked.length).toBeGreaterThan(15);
    expect(far).toEqual([]);
  });

  it('keeps unrelated photos beyond the threshold; of the demo portraits only two alike in grey come within it', () => {
    const near: string[] = [];
    for (let i = 0; i < photos.length; i++) {
      for (let j = 0; j < photos.length; j++) {
        if (i === j) continue;
        const d = nearest(remembered[i]!, uploaded[j]!);
        if (d <= SAME_PHOTO_MAX_DISTANCE + 2) near.push(`${photos[i]![0]} ~ ${photos[j]![0]}: ${d}`);
      }
    }
    expect(photos.length).toBeGreaterThan(50);
    expect(near.filter((pair) => !pair.split(' ~ ').every(portrait))).toEqual([]);
    const within = near.filter((pair) => Number(pair.split(': ')[1]) <= SAME_PHOTO_MAX_DISTANCE);
    expect(within).toEqual(['portrait 0 ~ portrait 8: 1', 'portrait 8 ~ portrait 0: 1']);
  });

  it('reads a photo upright: turned by its EXIF or turned in its pixels, one hash', async () => {
    const [, jpeg] = photos[0]!;
    const turned = await sharp(jpeg).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(distance((await perceptualHash(turned))!, (await perceptualHash(jpeg))!)).toBeLessThanOrEqual(2);
  });

  it('is none for a featureless image: one colour, however stored', async () => {
    expect(await perceptualHash(await jpegWithGps())).toBeUndefined();
    expect(await perceptualHash(await pngOf(640, 480))).toBeUndefined();
    const transparent = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0000' } })
      .png()
      .toBuffer();
    expect(await perceptualHash(transparent)).toBeUndefined();
    expect(await rejectedPhotoHashes(await jpegWithGps())).toEqual([]);
  });

  it('refuses what is not an image', async () => {
    await expect(perceptualHash(Buffer.from('<?php echo 1; ?>'))).rejects.toThrow();
  });
});
