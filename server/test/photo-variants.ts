import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { HAIR_COLOURS, type HairColour, portraitSvg } from '../db/seed/portrait.ts';
import { seededRandom } from '../db/seed/random.ts';
import { projectRoot } from '../lib/paths.ts';

/**
 * Photo-like test images and the variants a member makes of one (decision 036): generated with sharp, seeded, so
 * every run sees the same pixels.
 */

type Random = ReturnType<typeof seededRandom>;

const colour = (random: Random) => `hsl(${random.int(0, 359)} ${random.int(25, 90)}% ${random.int(20, 80)}%)`;

/** A scene of 5 to 12 shapes of every colour over a gradient, `width` × `height`. */
export function sceneSvg(seed: number, width = 900, height = 1200): string {
  const random = seededRandom(seed);
  const shapes = Array.from({ length: random.int(5, 12) }, () => {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(Math.round(width / 12), Math.round(width / 2.5));
    const fill = `fill="${colour(random)}" opacity="${(random.int(50, 100) / 100).toFixed(2)}"`;
    switch (random.int(0, 3)) {
      case 0:
        return `<circle cx="${x}" cy="${y}" r="${size / 2}" ${fill}/>`;
      case 1:
        return `<rect x="${x - size / 2}" y="${y - size / 3}" width="${size}" height="${random.int(20, size)}" transform="rotate(${random.int(0, 90)} ${x} ${y})" ${fill}/>`;
      case 2:
        return `<ellipse cx="${x}" cy="${y}" rx="${size / 2}" ry="${size / 4}" ${fill}/>`;
      default:
        return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" ${fill}/>`;
    }
  });
  const [x2, y2] = [random.int(0, 1), random.int(0, 1) || 1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${colour(random)}"/><stop offset="1" stop-color="${colour(random)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes.join('\n  ')}
</svg>`;
}

/** Soft noise, like a texture or an out-of-focus photo: coarse random pixels, enlarged and blurred. */
export function cloudsJpeg(seed: number, width = 1000, height = 750): Promise<Buffer> {
  const random = seededRandom(seed);
  const [w, h] = [16, 12];
  const pixels = Buffer.from(Array.from({ length: w * h * 3 }, () => random.int(0, 255)));
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(6)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A gradient from one colour to another, linear in one of four directions or radial. */
export function gradientSvg(seed: number, width = 800, height = 800): string {
  const random = seededRandom(seed);
  const [from, to] = [colour(random), colour(random)];
  const kind = random.int(0, 4);
  const stops = `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`;
  const gradient =
    kind === 4
      ? `<radialGradient id="g" cx="${random.int(20, 80)}%" cy="${random.int(20, 80)}%" r="70%">${stops}</radialGradient>`
      : `<linearGradient id="g" x1="${kind === 1 ? 1 : 0}" y1="0" x2="${kind === 0 ? 1 : kind === 1 ? 0 : 1}" y2="${kind === 0 ? 0 : 1}">${stops}</linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>${gradient}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>
</svg>`;
}

/** Stripes (`rotate` degrees) or a checkerboard, `count` bands across. */
export function patternSvg(count: number, rotate: number, checker: boolean, width = 800, height = 600): string {
  const band = Math.round(width / count);
  const cells = checker
    ? `<rect width="${band}" height="${band}" fill="#222"/><rect x="${band}" y="${band}" width="${band}" height="${band}" fill="#222"/>`
    : `<rect width="${band}" height="${band * 2}" fill="#223366"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><pattern id="p" width="${band * 2}" height="${band * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rotate})">${cells}</pattern></defs>
  <rect width="${width}" height="${height}" fill="#eeeae0"/><rect width="${width}" height="${height}" fill="url(#p)"/>
</svg>`;
}

/** A demo member's generated portrait (the demo seed's `portraitSvg`): all alike in shape, the hard case. */
export function demoPortraitSvg(seed: number): string {
  const random = seededRandom(seed);
  const hair = random.pick(Object.keys(HAIR_COLOURS) as HairColour[]);
  return portraitSvg(random, random.chance(0.5) ? 'female' : 'male', hair);
}

/** The app's own pictures (the gifts' SVGs), drawn on white. */
export function giftSvgs(): string[] {
  const folder = join(projectRoot, 'web', 'public', 'gifts');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

/** An image (SVG text or image bytes) as the JPEG a camera or phone would hand over. */
export function asJpeg(image: string | Buffer, width?: number): Promise<Buffer> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  return sharp(input, { density: 144 })
    .resize(width ?? null, null)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What the app keeps of an upload, largest size: at most 1280 px a side, JPEG quality 82 (lib/images.ts). */
export function storedFull(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .rotate()
    .resize(1280, 1280, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Scaled to `fraction` of each side. */
export async function resized(jpeg: Buffer, fraction: number, quality = 90): Promise<Buffer> {
  const { width } = await sharp(jpeg).metadata();
  return sharp(jpeg)
    .resize(Math.round(width * fraction))
    .jpeg({ quality })
    .toBuffer();
}

export const recompressed = (jpeg: Buffer, quality: number) => sharp(jpeg).jpeg({ quality }).toBuffer();

/**
 * `fraction` of each side cut off: from the edges around (`centre`), or all from the right and the bottom edge
 * (`corner`), as a member trims a photo.
 */
export async function cropped(jpeg: Buffer, fraction: number, from: 'centre' | 'corner', quality = 90) {
  const { width, height } = await sharp(jpeg).metadata();
  const [cutX, cutY] = [Math.round(width * fraction), Math.round(height * fraction)];
  const [left, top] = from === 'centre' ? [Math.round(cutX / 2), Math.round(cutY / 2)] : [0, 0];
  return sharp(jpeg)
    .extract({ left, top, width: width - cutX, height: height - cutY })
    .jpeg({ quality })
    .toBuffer();
}

/** The variants of one photo the rule must catch, by name. */
export async function variantsOf(jpeg: Buffer): Promise<[string, Buffer][]> {
  return [
    ['the same file', jpeg],
    ['resized to 80%', await resized(jpeg, 0.8)],
    ['resized to 50%', await resized(jpeg, 0.5)],
    ['recompressed at quality 60', await recompressed(jpeg, 60)],
    ['cropped by 5% around', await cropped(jpeg, 0.05, 'centre')],
    ['cropped by 5% off two edges', await cropped(jpeg, 0.05, 'corner')],
    ['as PNG', await sharp(jpeg).png().toBuffer()],
    ['as WebP', await sharp(jpeg).webp({ quality: 75 }).toBuffer()],
    ['resized to 80% at quality 60', await resized(jpeg, 0.8, 60)],
    ['cropped by 5%, resized to 80%, quality 60', await resized(await cropped(jpeg, 0.05, 'centre'), 0.8, 60)],
    [
      'cropped by 5% off two edges, resized to 80%, quality 60',
      await resized(await cropped(jpeg, 0.05, 'corner'), 0.8, 60),
    ],
  ];
}

/** Every kind of test image, as JPEGs, by name: scenes, soft noise, gradients, patterns, demo portraits, gifts. */
export async function unrelatedPhotos(): Promise<[string, Buffer][]> {
  const images: [string, Promise<Buffer>][] = [
    ...Array.from({ length: 12 }, (_, i) => [`scene ${i}`, asJpeg(sceneSvg(100 + i))] as [string, Promise<Buffer>]),
    ...Array.from({ length: 6 }, (_, i) => [`clouds ${i}`, cloudsJpeg(200 + i)] as [string, Promise<Buffer>]),
    ...Array.from(
      { length: 8 },
      (_, i) => [`gradient ${i}`, asJpeg(gradientSvg(300 + i))] as [string, Promise<Buffer>],
    ),
    ...[4, 9, 23].flatMap((count) =>
      [0, 30].map(
        (rotate) =>
          [`stripes ${count}/${rotate}`, asJpeg(patternSvg(count, rotate, false))] as [string, Promise<Buffer>],
      ),
    ),
    ...[3, 8].map((count) => [`checkers ${count}`, asJpeg(patternSvg(count, 0, true))] as [string, Promise<Buffer>]),
    ...Array.from(
      { length: 12 },
      (_, i) => [`portrait ${i}`, asJpeg(demoPortraitSvg(400 + i))] as [string, Promise<Buffer>],
    ),
    ...giftSvgs().map((svg, i) => [`gift ${i}`, asJpeg(svg, 600)] as [string, Promise<Buffer>]),
  ];
  return Promise.all(images.map(async ([name, jpeg]) => [name, await jpeg] as [string, Buffer]));
}
