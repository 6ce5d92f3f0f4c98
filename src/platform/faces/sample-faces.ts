import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { detectFaces } from './analysis.js';
import { decodeImage, squareAround, type Box } from './image.js';
import { loadFaceRuntime } from './runtime.js';

const require = createRequire(import.meta.url);
const faceApiDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));

/**
 * Photos of real people shipped inside npm packages we depend on (never downloaded). The face-api
 * samples are group photos (22 faces); human's screenshots show one man in several different photos.
 */
export const shippedPhotos = {
  sample1: path.join(faceApiDir, 'demo', 'sample1.jpg'),
  sample2: path.join(faceApiDir, 'demo', 'sample2.jpg'),
  sample3: path.join(faceApiDir, 'demo', 'sample3.jpg'),
  sample4: path.join(faceApiDir, 'demo', 'sample4.jpg'),
  sample5: path.join(faceApiDir, 'demo', 'sample5.jpg'),
  sample6: path.join(faceApiDir, 'demo', 'sample6.jpg'),
  faceid: path.join(humanDir, 'assets', 'screenshot-faceid.jpg'),
  facematch: path.join(humanDir, 'assets', 'screenshot-facematch.jpg'),
} as const;
export type ShippedPhoto = keyof typeof shippedPhotos;

/** A JPEG of the square around `box` (in the photo's own pixels), `margin` face-widths wider per side. */
export async function cropShippedFace(photo: ShippedPhoto, box: Box, options: { margin?: number; size?: number } = {}): Promise<Buffer> {
  const source = sharp(await readFile(shippedPhotos[photo]));
  const { width = 0, height = 0 } = await source.metadata();
  const region = squareAround(box, options.margin ?? 0.5, { width, height });
  return source
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
    .resize({ width: options.size ?? 400, height: options.size ?? 400, fit: 'fill' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/**
 * Face boxes found by the engine's detector in the pinned package versions (face-api 1.7.15), so
 * seeding and warm-up need no model. Different people, one face each; test/faces.test.ts checks
 * that each crop still holds exactly one face.
 */
export const knownFaces = {
  sample1a: { photo: 'sample1', box: { x: 332, y: 314, width: 357, height: 357 } },
  sample1b: { photo: 'sample1', box: { x: 773, y: 380, width: 327, height: 327 } },
  sample2a: { photo: 'sample2', box: { x: 798, y: 188, width: 360, height: 360 } },
  sample3a: { photo: 'sample3', box: { x: 1358, y: 252, width: 410, height: 410 } },
  sample4a: { photo: 'sample4', box: { x: 174, y: 189, width: 303, height: 303 } },
  sample5a: { photo: 'sample5', box: { x: 273, y: 849, width: 371, height: 371 } },
  sample6a: { photo: 'sample6', box: { x: 587, y: 308, width: 377, height: 377 } },
} as const satisfies Record<string, { photo: ShippedPhoto; box: Box }>;
export type KnownFace = keyof typeof knownFaces;

export function cropKnownFace(face: KnownFace, options: { margin?: number; size?: number } = {}): Promise<Buffer> {
  return cropShippedFace(knownFaces[face].photo, knownFaces[face].box, options);
}

/** The face the engine warms up on and checks itself with at start. */
export function warmUpFace(): Promise<Buffer> {
  return cropKnownFace('sample1a');
}

export interface ShippedFace {
  /** `sample3-1`: photo and index (largest face first). */
  id: string;
  photo: ShippedPhoto;
  box: Box;
}

/** Every face the detector finds in the six face-api group photos (22 on face-api 1.7.15), one person each. */
export async function detectShippedGroupFaces(): Promise<ShippedFace[]> {
  const runtime = await loadFaceRuntime();
  const found: ShippedFace[] = [];
  for (const photo of ['sample1', 'sample2', 'sample3', 'sample4', 'sample5', 'sample6'] as const) {
    const image = await decodeImage(await readFile(shippedPhotos[photo]));
    const faces = (await detectFaces(runtime, image, 'locate')).filter((face) => face.score >= 0.5);
    faces.forEach((face, index) => {
      const s = image.scale;
      found.push({ id: `${photo}-${index}`, photo, box: { x: face.box.x * s, y: face.box.y * s, width: face.box.width * s, height: face.box.height * s } });
    });
  }
  return found;
}

/**
 * One man (human's author) in genuinely different photos: the face-id demo frame, the selected face
 * and the first row of extracted faces in the face-match screenshot (each a ~100 px thumbnail of a
 * different photo; the row is sorted by similarity to him and was checked by eye). Low resolution,
 * so these pairs are harder than real captures would be.
 */
export async function oneManDifferentPhotos(): Promise<{ id: string; jpeg: Buffer; upscale: number }[]> {
  const out: { id: string; jpeg: Buffer; upscale: number }[] = [];
  const faceid = await readFile(shippedPhotos.faceid);
  out.push({ id: 'faceid', upscale: 2, jpeg: await sharp(faceid).extract({ left: 15, top: 130, width: 160, height: 170 }).resize(320, 340).jpeg({ quality: 92 }).toBuffer() });
  const facematch = await readFile(shippedPhotos.facematch);
  out.push({ id: 'facematch-selected', upscale: 2, jpeg: await sharp(facematch).extract({ left: 0, top: 28, width: 172, height: 172 }).resize(344, 344).jpeg({ quality: 92 }).toBuffer() });
  const tile = 1920 / 18;
  for (let i = 0; i < 11; i++) {
    const left = Math.round(i * tile) + 2;
    out.push({ id: `facematch-row1-${i + 1}`, upscale: 3, jpeg: await sharp(facematch).extract({ left, top: 300, width: Math.round(tile) - 6, height: 80 }).resize(Math.round(tile) * 3 - 18, 240).jpeg({ quality: 92 }).toBuffer() });
  }
  return out;
}
