import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { cropKnownFace, type KnownFace } from '../../src/platform/faces/index.js';

/**
 * Real faces for tests, cut at test time from photos shipped in npm packages (face-api's demo
 * group photos): different people, one face per crop, 400x400 JPEG.
 */
const cache = new Map<string, Promise<Buffer>>();
export function faceJpeg(face: KnownFace = 'sample1a'): Promise<Buffer> {
  let crop = cache.get(face);
  if (!crop) {
    crop = cropKnownFace(face);
    cache.set(face, crop);
  }
  return crop;
}

/** The same face as a second capture would show it: mirrored, 20% brighter, 5 degrees, re-encoded. */
export async function editedFaceJpeg(face: KnownFace = 'sample1a'): Promise<Buffer> {
  return sharp(await faceJpeg(face)).flop().linear(1.2, 0).rotate(5, { background: '#808080' }).resize(360).jpeg({ quality: 70 }).toBuffer();
}

/** A textured scene with no face: a gradient with noise, so it is not trivially blank. */
export async function noFaceJpeg(): Promise<Buffer> {
  const width = 400;
  const height = 400;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    pixels[i] = (x * 0.6 + (seed % 40)) & 0xff;
    pixels[i + 1] = 120 + (seed % 30);
    pixels[i + 2] = 200 - (x % 100);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/** Two different people side by side, both large and sharp. */
export async function twoFacesJpeg(): Promise<Buffer> {
  const [a, b] = await Promise.all([faceJpeg('sample1a'), faceJpeg('sample2a')]);
  return sharp({ create: { width: 800, height: 400, channels: 3, background: '#808080' } })
    .composite([
      { input: a, left: 0, top: 0 },
      { input: b, left: 400, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The face at about 15% of its exposure: still detectable, far too dark to judge. */
export async function darkFaceJpeg(face: KnownFace = 'sample1a'): Promise<Buffer> {
  return sharp(await faceJpeg(face)).linear(0.15, 0).jpeg({ quality: 90 }).toBuffer();
}

/** The face heavily blurred (out of focus or moving). */
export async function blurredFaceJpeg(face: KnownFace = 'sample1a'): Promise<Buffer> {
  return sharp(await faceJpeg(face)).blur(4).jpeg({ quality: 90 }).toBuffer();
}

/** One 4:2:0 y4m frame (BT.601 studio range) of `image` fitted into width x height. */
async function yuv420Frame(image: Buffer, width: number, height: number): Promise<Buffer> {
  const { data } = await sharp(image).resize({ width, height, fit: 'contain', background: '#808080' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const frame = Buffer.alloc(ySize + 2 * cSize);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      frame[y * width + x] = Math.round(16 + 0.257 * data[i]! + 0.504 * data[i + 1]! + 0.098 * data[i + 2]!);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      // Average the 2x2 block, then convert.
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const i = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += data[i]!;
        g += data[i + 1]!;
        b += data[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = y * (width / 2) + x;
      frame[ySize + c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      frame[ySize + cSize + c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return frame;
}

/**
 * A y4m video of several stills, each shown `count` frames in turn (Chromium's fake camera loops
 * it): e.g. a frontal frame, then one key frame per challenge action.
 */
export async function writeFramesY4m(options: { file: string; stills: { image: Buffer; count: number }[]; width?: number; height?: number; fps?: number }): Promise<string> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${options.fps ?? 10}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const parts: Buffer[] = [header];
  for (const still of options.stills) {
    const frame = await yuv420Frame(still.image, width, height);
    for (let i = 0; i < still.count; i++) parts.push(frameHeader, frame);
  }
  await mkdir(path.dirname(options.file), { recursive: true });
  await writeFile(options.file, Buffer.concat(parts));
  return options.file;
}

/**
 * A YUV4MPEG2 (4:2:0) video of a still image, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture=FILE.y4m`), written in plain JS: no ffmpeg. Even width and
 * height; BT.601 limited-range conversion (what Chromium assumes for y4m).
 */
export async function writeFaceY4m(options: { image?: Buffer; file?: string; width?: number; height?: number; frames?: number; fps?: number } = {}): Promise<string> {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('y4m 4:2:0 needs an even width and height');
  const image = options.image ?? (await faceJpeg());
  const frame = await yuv420Frame(image, width, height);
  const fps = options.fps ?? 15;
  const frames = options.frames ?? 30;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const parts: Buffer[] = [header];
  for (let i = 0; i < frames; i++) parts.push(frameHeader, frame);
  const file = options.file ?? path.join(tmpdir(), `verity-face-${process.pid}-${Date.now()}.y4m`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.concat(parts));
  return file;
}
