export {
  createFaceEngine,
  type FaceEngine,
  type CreateFaceEngineOptions,
  type FaceInspection,
  type FaceSignals,
  type FaceProblem,
  type FaceProblemCode,
  type LivenessAssessment,
  type FaceComparison,
} from './face-engine.js';
export { FaceImageError, type Box } from './image.js';
export { FaceModelLoadError, readGraphModelArtifacts, type FaceModelDirs } from './runtime.js';
export { matchThresholds, matcherThresholds, matcherNames, faceMatchers, type FaceMatcher, type MatchOperatingPoint } from './thresholds.js';
export { cropKnownFace, cropShippedFace, knownFaces, shippedPhotos, detectShippedGroupFaces, oneManDifferentPhotos, type KnownFace, type ShippedPhoto, type ShippedFace } from './sample-faces.js';
export { createFacePool, type FacePool, type CreateFacePoolOptions } from './face-pool.js';
export { poseMeasures, type FacePose, type MeshPoint } from './pose.js';
export { measureRecaptureTexture, type RecaptureTexture } from './texture.js';
export { frameFingerprint, fingerprintDistance } from './fingerprint.js';
