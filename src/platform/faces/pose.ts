import { locateFaces } from './analysis.js';
import { decodeImage } from './image.js';
import type { FaceResult, FaceRuntime } from './runtime.js';
import { qualityLimits } from './thresholds.js';

/** A 2-D landmark in the submitted image's pixels. */
export type MeshPoint = [number, number];

/**
 * Head pose and expression of the largest face in one frame, from human's 468-point face mesh.
 * Directions are in the image as the camera saw it (not mirrored).
 */
export interface FacePose {
  /** Faces found with a detector score >= the engine's limit. */
  faceCount: number;
  /** Degrees, from the mesh (human's rotation.angle). Positive yaw: the face points towards the image's left. */
  yaw: number;
  pitch: number;
  roll: number;
  /**
   * Nose tip's offset from the midpoint of the outer eye corners, along the eye line, in eye-corner
   * distances. Positive: towards the image's left (the same sense as yaw). A real head turn moves the
   * nose (which stands out of the face) against the eyes; an affine warp of a photo cannot.
   */
  noseOffset: number;
  /** Inner lip gap over face height (forehead to chin): about 0 closed, 0.1+ wide open. */
  mouthOpen: number;
  /** Mean of both eyes' lid gap over eye width: about 0.25-0.35 open, below 0.15 closed. */
  eyeOpen: number;
  /** The mesh in image pixels; null when there is no face. */
  mesh: MeshPoint[] | null;
}

// human's face mesh indices (MediaPipe topology).
const mesh = {
  noseTip: 1,
  rightEyeOuter: 33,
  leftEyeOuter: 263,
  rightEyeInner: 133,
  leftEyeInner: 362,
  rightEyeUpper: 159,
  rightEyeLower: 145,
  leftEyeUpper: 386,
  leftEyeLower: 374,
  lipUpperInner: 13,
  lipLowerInner: 14,
  forehead: 10,
  chin: 152,
} as const;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const distance = (a: MeshPoint, b: MeshPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Pose and expression from a mesh; exported for the evaluation, which measures warped meshes. */
export function poseMeasures(points: MeshPoint[]): Pick<FacePose, 'noseOffset' | 'mouthOpen' | 'eyeOpen'> {
  const p = (index: number) => points[index]!;
  const right = p(mesh.rightEyeOuter);
  const left = p(mesh.leftEyeOuter);
  const eyeSpan = Math.max(1e-6, distance(right, left));
  const axis: MeshPoint = [(right[0] - left[0]) / eyeSpan, (right[1] - left[1]) / eyeSpan];
  const mid: MeshPoint = [(right[0] + left[0]) / 2, (right[1] + left[1]) / 2];
  const nose = p(mesh.noseTip);
  // The axis runs from the left eye (image right) to the right eye (image left): positive = image left.
  const noseOffset = ((nose[0] - mid[0]) * axis[0] + (nose[1] - mid[1]) * axis[1]) / eyeSpan;
  const faceHeight = Math.max(1e-6, distance(p(mesh.forehead), p(mesh.chin)));
  const mouthOpen = distance(p(mesh.lipUpperInner), p(mesh.lipLowerInner)) / faceHeight;
  const rightEye = distance(p(mesh.rightEyeUpper), p(mesh.rightEyeLower)) / Math.max(1e-6, distance(right, p(mesh.rightEyeInner)));
  const leftEye = distance(p(mesh.leftEyeUpper), p(mesh.leftEyeLower)) / Math.max(1e-6, distance(left, p(mesh.leftEyeInner)));
  return { noseOffset: round(noseOffset, 4), mouthOpen: round(mouthOpen, 4), eyeOpen: round((rightEye + leftEye) / 2, 4) };
}

/**
 * The pose of the first (largest) of `faces`, human's results already held to the detector limit,
 * largest first, in decoded-image pixels; `scale` maps them to the submitted image's pixels.
 */
export function poseOfFaces(faces: FaceResult[], scale: number): FacePose {
  const main = faces[0];
  if (!main || !main.mesh || main.mesh.length < 468) return { faceCount: faces.length, yaw: 0, pitch: 0, roll: 0, noseOffset: 0, mouthOpen: 0, eyeOpen: 0, mesh: null };
  const points: MeshPoint[] = main.mesh.map((point) => [point[0] * scale, point[1] * scale]);
  const angle = main.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  return {
    faceCount: faces.length,
    yaw: round(degrees(angle.yaw), 1),
    pitch: round(degrees(angle.pitch), 1),
    roll: round(degrees(angle.roll), 1),
    ...poseMeasures(points),
    mesh: points,
  };
}

/** The largest face's pose; a frame with no face has faceCount 0 and zeros. */
export async function describeFacePose(runtime: FaceRuntime, buffer: Buffer): Promise<FacePose> {
  const decoded = await decodeImage(buffer);
  // `locate` runs the detector and the mesh (which also yields rotation), nothing else.
  const faces = (await locateFaces(runtime, decoded, 'locate')).filter((face) => face.score >= qualityLimits.minDetectionScore);
  return poseOfFaces(faces, decoded.scale);
}
